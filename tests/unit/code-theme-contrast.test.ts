import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { themes, type PrismTheme } from 'prism-react-renderer'
import { contrastRatio, over, parseColour, type Rgba } from '../../lib/a11y/contrast'
import { darkCodeTheme, lightCodeTheme } from '../../config/prism'

const AA = 4.5
const customCss = fs.readFileSync(path.resolve(__dirname, '../../src/css/custom.css'), 'utf8')

/** A custom property's value in the :root block (light) or the [data-theme='dark'] block of src/css/custom.css. */
function siteVariable(mode: 'light' | 'dark', name: string): string {
  const block = mode === 'light' ? /:root\s*\{([^}]*)\}/.exec(customCss) : /\[data-theme='dark'\]\s*\{([^}]*)\}/.exec(customCss)
  const value = block && new RegExp(`${name}:\\s*([^;]+);`).exec(block[1])?.[1]
  if (!value) throw new Error(`src/css/custom.css has no ${name} for ${mode} mode`)
  return value
}

// What a token can sit on: the block itself, a highlighted line (the site's overlay on the block),
// and the Play's output panes (Infima's <pre> background, the theme colours without the theme's
// background: rgb(246, 247, 248) in light mode, white at 10 % over the page in dark mode).
function backgrounds(theme: PrismTheme, mode: 'light' | 'dark'): Array<[string, Rgba]> {
  const block = parseColour(theme.plain.backgroundColor!)
  const highlighted = over(parseColour(siteVariable(mode, '--docusaurus-highlighted-code-line-bg')), block)
  const play = mode === 'light'
    ? parseColour('rgb(246, 247, 248)')
    : over(parseColour('rgba(255, 255, 255, 0.1)'), parseColour(siteVariable('dark', '--ifm-background-color')))
  return [['block', block], ['highlighted line', highlighted], ['Play output', play]]
}

/** Every token colour (and the plain text) under 4.5:1 on any of the backgrounds, as readable lines. */
function lowContrast(theme: PrismTheme, mode: 'light' | 'dark'): string[] {
  const plain = parseColour(theme.plain.color!)
  const tokens: Array<[string, Rgba]> = [['plain', plain]]
  for (const { types, style } of theme.styles) {
    // A style without a colour shows the plain colour; an opacity would fade it.
    const colour = over({ ...parseColour(style.color ?? theme.plain.color!), a: Number(style.opacity ?? 1) }, parseColour(theme.plain.backgroundColor!))
    tokens.push([types.join(', '), colour])
  }
  const found: string[] = []
  for (const [where, background] of backgrounds(theme, mode)) {
    for (const [kind, colour] of tokens) {
      const ratio = contrastRatio(colour, background)
      if (ratio < AA) found.push(`${mode} ${kind} on ${where}: ${ratio.toFixed(2)}:1`)
    }
  }
  return found
}

describe('code themes (config/prism.ts)', () => {
  it('every token kind reaches 4.5:1 in light mode', () => {
    expect(lowContrast(lightCodeTheme, 'light')).toEqual([])
  })

  it('every token kind reaches 4.5:1 in dark mode', () => {
    expect(lowContrast(darkCodeTheme, 'dark')).toEqual([])
  })

  it('keeps the stock backgrounds and plain text colours', () => {
    expect(lightCodeTheme.plain).toEqual(themes.github.plain)
    expect(darkCodeTheme.plain).toEqual(themes.dracula.plain)
  })

  it('finds the stock themes’ dim comments (the check can fail)', () => {
    expect(lowContrast(themes.dracula, 'dark')).toContain(`dark comment on block: ${contrastRatio(parseColour('rgb(98, 114, 164)'), parseColour('#282A36')).toFixed(2)}:1`)
    expect(lowContrast(themes.github, 'light').some(line => line.startsWith('light comment, prolog, doctype, cdata on block'))).toBe(true)
  })
})

describe('contrastRatio', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio(parseColour('#000'), parseColour('#ffffff'))).toBeCloseTo(21, 5)
    expect(contrastRatio(parseColour('rgb(40, 42, 54)'), parseColour('#282A36'))).toBeCloseTo(1, 5)
  })

  it('names a colour it cannot read', () => {
    expect(() => parseColour('hsl(0 0% 0%)')).toThrow('not a colour this check reads: "hsl(0 0% 0%)"')
  })
})
