// A heading's explicit id, `## 原因 \{#cause\}` (or the MDX 1 form `{#cause}`): the anchor Docusaurus
// gives the heading instead of a slug of its text. Docusaurus reads it off the end of the heading before
// MDX parses the page. Kept apart from headingAnchors.ts, which parses pages: the browser's search code
// reads ids too.

export interface HeadingId {
  /** The heading (its source line or its text) without the id and the spaces before it. */
  text: string
  id: string
  /** Written `\{#id\}`, the form MDX 3 reads on every Docusaurus 3 version. */
  escaped: boolean
}

const EXPLICIT_ID = /\s*(\\?)\{#([^{}\s\\]+)\\?\}\s*$/

/** The id at the end of a heading's source line or text; undefined when it has none. */
export function headingId(heading: string): HeadingId | undefined {
  const match = EXPLICIT_ID.exec(heading)
  return match ? { text: heading.slice(0, match.index), id: match[2]!, escaped: match[1] === '\\' } : undefined
}
