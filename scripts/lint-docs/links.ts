import fs from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { redirectRules } from '../../config/redirects'
import type { Check } from './check'
import { docUrl, GENERATED_DOC_DIRS } from '../../lib/content/docs'
import { chineseSourcePath, type DocFile } from '../../lib/content/docFiles'
import { pageHeadingAnchors } from '../../lib/content/headingAnchors'
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

/**
 * Folders a relative link of the page resolves from: its own, and for an English page its Chinese
 * source's, as Docusaurus falls back to the docs/ file when the English one does not exist.
 */
function linkBases(file: DocFile, root: string): string[] {
  const own = path.dirname(file.path)
  return file.locale === 'en' ? [own, path.dirname(chineseSourcePath(root, file))] : [own]
}

/**
 * The anchors a `#fragment` on the page can reach: its headings (explicit `\{#id\}` ids included),
 * those of the partials it imports, and `id="…"` attributes. Undefined if the page does not parse.
 */
function pageAnchors(file: DocFile): Set<string> | undefined {
  const anchors = pageHeadingAnchors(file.path, file.source)
  if (!anchors) return undefined
  for (const match of file.source.matchAll(/\bid=["']([^"']+)["']/g)) anchors.add(match[1]!)
  return anchors
}

function checkTarget(file: DocFile, target: LinkTarget, known: Set<string>, bases: string[], anchors?: Set<string>): Problem | undefined {
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
    if (bases.some(base => fs.existsSync(path.resolve(base, decodeURI(pathname))))) return undefined
    return problem(`broken link ${target.url}: the file does not exist`, 'correct the relative path to the .md/.mdx file')
  }
  // Same-page fragments, against the anchors Docusaurus gives (markdownlint's MD051 misreads \{#id\}).
  if (anchors && target.url.startsWith('#')) {
    const fragment = decodeURIComponent(target.url.slice(1))
    if (fragment === '' || anchors.has(fragment)) return undefined
    return problem(`broken link ${target.url}: the page has no heading with this anchor`, 'link to an anchor the page has: a heading\'s slug, or the id it sets with \\{#id\\} (English headings keep the Chinese anchor that way)')
  }
  return undefined
}

export const links: Check = {
  name: 'links',
  editions: 'both',
  lint(files, context) {
    // Both editions have every docs page (an untranslated one shows the Chinese text), at the same path.
    const known = new Set([...files.filter(file => file.kind === 'doc').map(file => docUrl(file.relativePath)), ...redirectRules.map(rule => rule.from)])
    return files.flatMap(file => {
      const tree = treeOf(file.source)
      if (!tree) return []
      const bases = linkBases(file, context.root)
      const anchors = pageAnchors(file)
      return linkTargets(tree).flatMap(target => checkTarget(file, target, known, bases, anchors) ?? [])
    })
  },
}
