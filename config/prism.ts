import { themes } from 'prism-react-renderer'

// prism-react-renderer already ships markup, JS/TS, JSX/TSX, CSS, JSON, YAML, Markdown, SQL,
// Swift, Kotlin, C, C++, Objective-C, Rust, Go, Python and GraphQL. Every name listed here is
// bundled into main.js again, so only languages the defaults lack belong here.
export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['bash', 'diff', 'scss', 'less', 'java', 'toml'],
}
