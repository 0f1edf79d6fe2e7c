import fs from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { redirectRules } from '../../config/redirects'
import type { Check } from './check'
import { docUrl, GENERATED_DOC_DIRS } from '../../lib/content/docs'
import type { DocFile } from '../../lib/content/docFiles'
import type { Problem } from './problem'

export { docUrl }
import { treeOf } from './parseMdx'

// Generated API pages do not exist before the build; the e2e link test checks them in the built site.
const isGenerated = (url: string) => GENERATED_DOC_DIRS.some(dir => url === `/docs/${dir}` || url.startsWith(`/docs/${dir}/`))

interface LinkTarget { url: string; line: number }

function linkTargets(tree: Root): LinkTarget[] {
  const targets: LinkTarget[] = []
  visit(tree, node => {
    if (node.type === 'link' || node.type === 'definition') {
      targets.push({ url: node.url, line: node.position!.start.line })
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && (attribute.name === 'href' || attribute.name === 'to') && typeof attribute.value === 'string') {
          targets.push({ url: attribute.value, line: attribute.position?.start.line ?? node.position!.start.line })
        }
      }
    }
  })
  return targets
}

function suggestion(url: string, known: Set<string>): string {
  const last = url.split('/').at(-1)
  const similar = [...known].filter(candidate => candidate.split('/').at(-1) === last)
  return similar.length > 0 ? `; did you mean ${similar.slice(0, 2).join(' or ')}?` : ''
}

function checkTarget(file: DocFile, target: LinkTarget, known: Set<string>): Problem | undefined {
  const pathname = target.url.split(/[?#]/)[0]
  const problem = (what: string, how: string): Problem => ({ file: file.path, line: target.line, check: 'links', what, how, fixable: false })
  if (/^\/docs(\/|$)/.test(pathname)) {
    const url = pathname.replace(/\/+$/, '') || '/'
    if (known.has(url) || isGenerated(url)) return undefined
    return problem(
      `broken link ${target.url}: no page has this URL`,
      `link to an existing page: /docs/<file path without extension>, x/index → /docs/x${suggestion(url, known)}`,
    )
  }
  // A relative link to a Markdown file: Docusaurus turns it into the page's URL if the file exists.
  if (/\.mdx?$/.test(pathname) && !/^[a-z][a-z0-9+.-]*:/i.test(pathname) && !pathname.startsWith('/')) {
    if (fs.existsSync(path.resolve(path.dirname(file.path), decodeURI(pathname)))) return undefined
    return problem(`broken link ${target.url}: the file does not exist`, 'correct the relative path to the .md/.mdx file')
  }
  return undefined
}

export const links: Check = {
  name: 'links',
  lint(files) {
    const known = new Set([...files.filter(file => file.kind === 'doc').map(file => docUrl(file.relativePath)), ...redirectRules.map(rule => rule.from)])
    return files.flatMap(file => {
      const tree = treeOf(file.source)
      if (!tree) return []
      return linkTargets(tree).flatMap(target => checkTarget(file, target, known) ?? [])
    })
  },
}
