import type { Link, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { EXAMPLES } from '../../src/components/Play/examples'
import type { Check } from './check'
import type { Problem } from './problem'
import { treeOf } from './parseMdx'

// Docs pages open the Play on one of its examples with `/play#example=<id>`. The page falls back to
// its default example on an id it does not know, so a renamed example would quietly show the wrong case.
const EXAMPLE_LINK = /^\/play\/?#example=(.*)$/

interface PlayLink { line: number; id: string }

function playExampleLinks(tree: Root): PlayLink[] {
  const found: PlayLink[] = []
  visit(tree, 'link', (node: Link) => {
    const id = EXAMPLE_LINK.exec(node.url)?.[1]
    if (id !== undefined) found.push({ line: node.position!.start.line, id })
  })
  return found
}

export const playLinks: Check = {
  name: 'play-links',
  editions: 'both',
  lint(files) {
    const known = new Set(EXAMPLES.map(example => example.id))
    return files.flatMap(file => {
      const tree = treeOf(file.source)
      return (tree ? playExampleLinks(tree) : []).filter(link => !known.has(link.id)).map((link): Problem => ({
        file: file.path,
        line: link.line,
        check: 'play-links',
        what: `link to a Play example that does not exist: "${link.id}"`,
        how: `use one of: ${[...known].join(', ')} (src/components/Play/examples.ts)`,
        fixable: false,
      }))
    })
  },
}
