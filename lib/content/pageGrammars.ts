// The Prism grammars code on the pages is highlighted with, in load order (a grammar extends the ones
// loaded before it). The speed layer's lean Prism imports exactly these; the stock build's Prism has
// them too. tests/unit/prism-on-demand.test.ts holds this list and the lean Prism's imports together.
export const PAGE_GRAMMARS: readonly string[] = [
  'markup', 'regex', 'clike', 'javascript', 'javadoclike', 'css', 'css-extras', 'yaml', 'markdown',
  'typescript', 'jsdoc', 'js-extras', 'jsx', 'tsx', 'json',
]
