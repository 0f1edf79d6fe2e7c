import type { Expression } from 'estree'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { linkDestination, markdownImage, markdownLink } from './markdownSyntax'
import { llmsStringsFor, type LlmsStrings } from './llmsStrings'

// What each JSX element of a page becomes in its Markdown twin. The rules follow
// what a reader sees on the page: a link stays a link, tabs become consecutive
// blocks under their labels, a component that draws data from lib/data becomes
// that data as Markdown, and a component with nothing to say in Markdown leaves a
// sentence pointing at the page.

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement

/** Attribute values that are known at build time (string literals, numbers, page constants). */
export type JsxProps = Record<string, string>

/** Renders a component from its props, or returns undefined when it does not know the component. */
export type ComponentRenderer = (name: string, props: JsxProps) => string | undefined

export interface JsxRenderHelpers {
  /** The element's children as Markdown (already reduced, not indented). */
  inner: (element: JsxElement) => string
  /** A partial's Markdown, when `name` was imported from a `.md` / `.mdx` file. */
  inlinePartial: (name: string) => string | undefined
  constants: Map<string, string>
  rewriteUrl: (url: string) => string
  renderComponent?: ComponentRenderer
  /** The HTML page, for components that only work there. */
  pageUrl?: string
  strings?: LlmsStrings
}

function literalValue(expression: Expression | undefined, constants: Map<string, string>): string | undefined {
  if (!expression) return undefined
  if (expression.type === 'Identifier') return constants.get(expression.name)
  if (expression.type === 'Literal' && (typeof expression.value === 'string' || typeof expression.value === 'number')) return String(expression.value)
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined
  return undefined
}

/** The value of a `{…}` expression when it is a literal or a page constant. */
export function expressionValue(program: { body: unknown[] } | null | undefined, constants: Map<string, string>): string | undefined {
  const statement = program?.body[0] as { type?: string; expression?: Expression } | undefined
  return statement?.type === 'ExpressionStatement' ? literalValue(statement.expression, constants) : undefined
}

function jsxProps(element: JsxElement, constants: Map<string, string>): JsxProps {
  const props: JsxProps = {}
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue
    const { value } = attribute
    if (value === null || value === undefined) props[attribute.name] = 'true'
    else if (typeof value === 'string') props[attribute.name] = value
    else {
      const resolved = expressionValue(value.data?.estree, constants)
      if (resolved !== undefined) props[attribute.name] = resolved
    }
  }
  return props
}

function renderTabs(element: JsxElement, helpers: JsxRenderHelpers): string {
  return element.children
    .map(child => (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement' ? renderJsxElement(child, helpers) : ''))
    .filter(block => block.trim() !== '')
    .join('\n\n')
}

function renderTabItem(element: JsxElement, helpers: JsxRenderHelpers): string {
  const props = jsxProps(element, helpers.constants)
  const label = props.label ?? props.value
  const body = helpers.inner(element)
  return label ? `**${label}**\n\n${body}` : body
}

function unavailableHere(pageUrl: string | undefined, strings: LlmsStrings = llmsStringsFor(undefined)): string {
  return pageUrl ? strings.interactiveOnly(linkDestination(pageUrl)) : ''
}

export function renderJsxElement(element: JsxElement, helpers: JsxRenderHelpers): string {
  const name = element.name
  // A fragment `<>…</>` only groups its children.
  if (!name) return helpers.inner(element)

  const partial = helpers.inlinePartial(name)
  if (partial !== undefined) return partial

  const props = jsxProps(element, helpers.constants)
  switch (name) {
    case 'Tabs':
      return renderTabs(element, helpers)
    case 'TabItem':
      return renderTabItem(element, helpers)
    case 'Link':
    case 'a': {
      const href = props.to ?? props.href
      const text = helpers.inner(element)
      return href ? markdownLink(text, helpers.rewriteUrl(href)) : text
    }
    case 'img':
      return props.src ? markdownImage(props.alt ?? '', helpers.rewriteUrl(props.src)) : ''
    case 'code':
      return `\`${helpers.inner(element)}\``
    case 'summary':
      return `**${helpers.inner(element)}**`
    case 'br':
      return element.type === 'mdxJsxTextElement' ? ' ' : ''
  }

  const rendered = helpers.renderComponent?.(name, props)
  if (rendered !== undefined) return rendered
  // An HTML element or a wrapper component: what it wraps is the content.
  if (element.children.length > 0 || /^[a-z]/.test(name)) return helpers.inner(element)
  return unavailableHere(helpers.pageUrl, helpers.strings)
}
