import { themes } from 'prism-react-renderer'

// prism-react-renderer already ships markup, JS/TS, JSX/TSX, CSS, JSON, YAML, Markdown, SQL,
// Swift, Kotlin, C, C++, Objective-C, Rust, Go, Python and GraphQL. Every name listed here is
// added to main.js, which every page loads: list a language when a page first uses it.
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['bash', 'diff', 'scss'],
}
