import { themes, type PrismTheme } from 'prism-react-renderer'

/**
 * The theme with some token colours replaced and opacity dropped (an opacity fades the text
 * into the background as much as a dim colour does).
 */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map(({ types, languages, style }) => {
      const { opacity: _faded, ...rest } = style
      const color = rest.color && colours[rest.color]
      return { types, languages, style: color ? { ...rest, color } : rest }
    }),
  }
}

// GitHub (light) and Dracula (dark) with every token colour reaching 4.5:1 (WCAG AA) on the block,
// on a highlighted line and on the Play's output panes (tests/unit/code-theme-contrast.test.ts).
// Each replacement is the stock colour moved towards black (light) or white (dark) just far
// enough, so the hues, and the look, stay.
export const lightCodeTheme = recolour(themes.github, {
  '#999988': '#65655a', // comment, prolog, doctype, cdata
  '#e3116c': '#c30f5d', // string, attr-value
  '#36acaa': '#236e6d', // number, boolean, property, variable, constant, url, regex…
  '#00a4db': '#006c91', // atrule, attr-name (keyword and selector are #00009f)
  '#d73a49': '#b9323f', // function, deleted
})

export const darkCodeTheme = recolour(themes.dracula, {
  'rgb(98, 114, 164)': '#a4adca', // comment
  'rgb(189, 147, 249)': '#c29bf9', // keyword, variable, constant, builtin, prolog
  'rgb(255, 85, 85)': '#ff8b8b', // deleted
  'rgb(255, 121, 198)': '#ff82ca', // string, char, tag, selector
})

// The site's Prism (speed/patches/prism-on-demand/lean-prism/prism.ts) already has markup/HTML, CSS, JS/TS, JSX/TSX, JSON,
// YAML and Markdown. Other languages are listed here (prismjs component names) and join Prism
// with the CodeBlock chunk: list one when a page first uses it (tests/unit/code-languages.test.ts
// names the page that needs it).
export const prism = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  additionalLanguages: ['bash', 'diff', 'scss', 'toml'],
}
