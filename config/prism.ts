import { themes } from 'prism-react-renderer'

// The site's Prism (speed/patches/prism-on-demand/lean-prism/prism.ts) already has markup/HTML, CSS, JS/TS, JSX/TSX, JSON,
// YAML and Markdown. Other languages are listed here (prismjs component names) and join Prism
// with the CodeBlock chunk: list one when a page first uses it (tests/unit/code-languages.test.ts
// names the page that needs it).
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['bash', 'diff', 'scss'],
}
