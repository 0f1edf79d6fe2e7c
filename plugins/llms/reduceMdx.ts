import type { Nodes } from 'mdast'
import { fence, hasExampleName, npm2yarnBlocks, isLiveCode, isNpm2Yarn, plainLiveCode } from './codeBlocks'
import { markdownLines } from '../../lib/content/markdownLines'
import { addToScope, emptyScope, type EsmScope } from './esmScope'
import { expressionValue, renderJsxElement, type ComponentRenderer, type JsxElement } from './jsxToMarkdown'
import { linkDestination, markdownImage, markdownLink, titlePart } from './markdownSyntax'
import { parseMdx } from './parseMdx'
import type { LlmsStrings } from './llmsStrings'

// MDX → readable Markdown for the `.md` twins and llms-full.txt.
//
// The source text is kept as the author wrote it; only the nodes that are not
// Markdown (imports, exports, JSX, expressions, comments, site-only code meta) and
// root-relative URLs are replaced, by splicing at their source offsets. Re-printing
// the tree instead would re-escape and re-wrap every page.
//
// Pure apart from `readFile`, which the caller passes in (partials live on disk).

export interface ReduceOptions {
  /** Absolute path of the source, to resolve `import X from './x.mdx'`. */
  filePath?: string
  /** Site root, to resolve `@site/…` imports. */
  siteDir?: string
  readFile?: (absolutePath: string) => string | undefined
  /** Makes a URL work outside the site (base URL, site origin); identity by default. */
  rewriteUrl?: (url: string) => string
  /** Markdown for components whose data lives in lib/data (TemplateTable, ShowcaseGrid …). */
  renderComponent?: ComponentRenderer
  /** The HTML page, named in the sentence that replaces a component with no Markdown form. */
  pageUrl?: string
  /** The plugin's own sentences, in the page's language. */
  strings?: LlmsStrings
}

interface Context {
  source: string
  options: ReduceOptions
  scope: EsmScope
  syntax: 'mdx' | 'markdown'
  /** Partials being inlined, outermost first: an import cycle stops here. */
  chain: string[]
}

export function reduceMdxToMarkdown(source: string, options: ReduceOptions = {}): string {
  return tidyBlankLines(reduceSource(source, options, options.filePath ? [options.filePath] : []))
}

function reduceSource(original: string, options: ReduceOptions, chain: string[]): string {
  const { tree, syntax, source } = parseMdx(original)
  const scope = emptyScope()
  for (const node of tree.children) {
    if (node.type === 'mdxjsEsm') addToScope(scope, node.data?.estree ?? undefined, options.filePath, options.siteDir)
  }
  const context: Context = { source, options, scope, syntax, chain }
  return renderRange(context, 0, source.length, tree.children).trim()
}

const startOf = (node: Nodes): number | undefined => node.position?.start.offset
const endOf = (node: Nodes): number | undefined => node.position?.end.offset

/** The source between `start` and `end`, with each child's replacement spliced in. */
function renderRange(context: Context, start: number, end: number, children: readonly Nodes[]): string {
  let output = ''
  let cursor = start
  for (const child of children) {
    const childStart = startOf(child)
    const childEnd = endOf(child)
    if (childStart === undefined || childEnd === undefined || childStart < cursor) continue
    output += context.source.slice(cursor, childStart) + renderNode(context, child)
    cursor = childEnd
  }
  return output + context.source.slice(cursor, Math.max(cursor, end))
}

function renderNode(context: Context, node: Nodes): string {
  const start = startOf(node) ?? 0
  const replacement = replacementFor(context, node)
  if (replacement !== undefined) return indentContinuation(replacement, linePrefix(context.source, start))
  if ('children' in node && node.children.length > 0) return renderRange(context, start, endOf(node) ?? start, node.children)
  return context.source.slice(start, endOf(node) ?? start)
}

/**
 * What stands before `offset` on its line, as indentation for the lines a
 * replacement adds: list markers become spaces, blockquote markers stay.
 */
function linePrefix(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1
  return source.slice(lineStart, offset).replace(/[^\s>]/g, ' ')
}

function indentContinuation(text: string, prefix: string): string {
  if (prefix === '') return text
  return text.split('\n').map((line, index) => (index === 0 || line === '' ? line : prefix + line)).join('\n')
}

function dedentContinuation(text: string, prefix: string): string {
  if (prefix === '') return text
  return text
    .split('\n')
    .map((line, index) => {
      if (index === 0) return line
      if (line.startsWith(prefix)) return line.slice(prefix.length)
      const indent = /^[ \t]*/.exec(line)?.[0].length ?? 0
      return line.slice(Math.min(indent, prefix.length))
    })
    .join('\n')
}

/** An element's children, reduced and without the indentation of where they sit. */
function innerMarkdown(context: Context, element: JsxElement): string {
  const children = element.children as Nodes[]
  const first = children[0]
  const last = children[children.length - 1]
  const start = first && startOf(first)
  const end = last && endOf(last)
  if (start === undefined || end === undefined) return ''
  return dedentContinuation(renderRange(context, start, end, children), linePrefix(context.source, start)).trim()
}

function inlinePartial(context: Context, name: string): string | undefined {
  const file = context.scope.partials.get(name)
  if (!file) return undefined
  if (context.chain.includes(file)) return ''
  const source = context.options.readFile?.(file)
  if (source === undefined) return ''
  return reduceSource(source, { ...context.options, filePath: file }, [...context.chain, file])
}

const rewrite = (context: Context, url: string): string => context.options.rewriteUrl?.(url) ?? url

/** The Markdown that replaces `node`, or undefined to keep its source (and look inside it). */
function replacementFor(context: Context, node: Nodes): string | undefined {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
      return ''
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // `{/* comment */}` disappears; `{'{'}`-style literals keep their text.
      return expressionValue(node.data?.estree, context.scope.constants) ?? ''
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return renderJsxElement(node, {
        inner: element => innerMarkdown(context, element),
        inlinePartial: name => inlinePartial(context, name),
        constants: context.scope.constants,
        rewriteUrl: url => rewrite(context, url),
        renderComponent: context.options.renderComponent,
        pageUrl: context.options.pageUrl,
        strings: context.options.strings,
      })
    case 'code':
      if (isNpm2Yarn(node)) return npm2yarnBlocks(node)
      if (isLiveCode(node)) return plainLiveCode(node)
      if (hasExampleName(node)) return fence(node.lang, node.meta, node.value)
      return undefined
    case 'link': {
      const url = rewrite(context, node.url)
      if (url === node.url) return undefined
      const first = node.children[0]
      const last = node.children[node.children.length - 1]
      const text = first && last ? renderRange(context, startOf(first) ?? 0, endOf(last) ?? 0, node.children) : ''
      return markdownLink(text, url, node.title)
    }
    case 'image': {
      const url = rewrite(context, node.url)
      return url === node.url ? undefined : markdownImage(node.alt ?? '', url, node.title)
    }
    case 'definition': {
      const url = rewrite(context, node.url)
      return url === node.url ? undefined : `[${node.label ?? node.identifier}]: ${linkDestination(url)}${titlePart(node.title)}`
    }
    case 'html':
      return context.syntax === 'markdown' ? htmlWithoutComponents(node.value) : undefined
    case 'paragraph':
      return context.syntax === 'markdown' && looksLikeEsmOrComment(context.source.slice(startOf(node) ?? 0, endOf(node) ?? 0)) ? '' : undefined
  }
  // `<!-- … -->`, from the remark-comment fork Docusaurus also uses.
  if ((node as { type: string }).type === 'comment') return ''
  return undefined
}

// Only for sources that are not valid MDX: what MDX would have treated as
// components, imports and comments must still not reach the twin as raw text.
function htmlWithoutComponents(html: string): string {
  return html.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(/<\/?[A-Z][\w.]*(\s[^>]*)?\/?>/g, '').replace(/^\s*\n/, '')
}

function looksLikeEsmOrComment(text: string): boolean {
  const trimmed = text.trim()
  return /^(import|export)\s[^\n]*(\sfrom\s|['"]|=|\{)/.test(trimmed) || /^\{\/\*[\s\S]*\*\/\}$/.test(trimmed)
}

/** Removing nodes leaves runs of blank lines; outside code fences, keep at most one. */
function tidyBlankLines(markdown: string): string {
  const kept: string[] = []
  for (const { text, inCode } of markdownLines(markdown)) {
    const blank = text.trim() === ''
    if (!inCode && blank && (kept.length === 0 || kept[kept.length - 1] === '')) continue
    kept.push(!inCode && blank ? '' : text)
  }
  return kept.join('\n').trim() + '\n'
}
