import fs from 'node:fs'
import path from 'node:path'
import postcss, { type AcceptedPlugin } from 'postcss'
import { compile } from 'tailwindcss'
import { createContext } from 'weapp-tailwindcss/core'
import { describe, expect, it } from 'vitest'

// The @property page says the pinned Tailwind CSS writes its fallback block under a condition
// that the pinned weapp-tailwindcss does not recognise (so every selector gets :not(#\#)), and
// gives a PostCSS plugin that rewrites the condition; the uni-app Vite page repeats it inside
// vite.config.ts. Both are run here, each page's rewrite as printed: an upgrade of either
// package, or an edit of either example, that stops it working fails the test.
const docsDir = path.resolve(__dirname, '../../docs')
const PAGES_WITH_THE_PLUGIN = ['at-property.md', 'quick-start/v4/uni-app-vite.mdx']

/** The page's plugin: its `rule.params = …` line, as the body of the plugin's `@supports` visitor. */
function pluginFromPage(file: string): AcceptedPlugin {
  const line = /^\s*(rule\.params = .+)$/m.exec(fs.readFileSync(path.join(docsDir, file), 'utf8'))?.[1]
  if (!line) throw new Error(`${file} has no rule.params rewrite`)
  const rewrite = new Function('rule', line) as (rule: { params: string }) => void
  return { postcssPlugin: 'margin-trim-inline', AtRule: { supports: rewrite } }
}

async function compileTailwind(): Promise<string> {
  const loadStylesheet = async (id: string, base: string) => {
    const file = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : path.resolve(base, id)
    return { path: file, base: path.dirname(file), content: fs.readFileSync(file, 'utf8') }
  }
  const compiler = await compile('@import "tailwindcss";', { base: __dirname, loadStylesheet })
  return compiler.build(['shadow-md', 'border'])
}

// Compiled once: every case below starts from the same output.
let compiled: Promise<string> | undefined
const tailwindOutput = (): Promise<string> => (compiled ??= compileTailwind())

const escapedNots = (css: string) => (css.match(/:not\(#\\#\)/g) ?? []).length

describe('the fallback condition of the pinned Tailwind CSS', () => {
  it('is margin-trim: block, and the pinned weapp-tailwindcss leaves :not(#\\#) in the main stylesheet', async () => {
    const raw = await tailwindOutput()
    expect(raw).toContain('margin-trim: block')
    const { css } = await createContext({ logLevel: 'silent' }).transformWxss(raw, { isMainChunk: true })
    expect(escapedNots(css)).toBeGreaterThan(0)
  })

  // A production build minifies Tailwind CSS's output first: the condition reads margin-trim:block.
  const shapes = [['as compiled', (css: string) => css], ['minified', (css: string) => css.replaceAll('margin-trim: block', 'margin-trim:block')]] as const
  it.each(PAGES_WITH_THE_PLUGIN.flatMap(file => shapes.map(([name, shape]) => [file, name, shape] as const)))(
    'rewritten by the plugin of %s (%s), leaves no :not(#\\#) and the variables at the top level', async (file, _, shape) => {
      const { css: rewritten } = await postcss([pluginFromPage(file)]).process(shape(await tailwindOutput()), { from: undefined })
      expect(rewritten).toContain('margin-trim: inline')
      const { css } = await createContext({ logLevel: 'silent' }).transformWxss(rewritten, { isMainChunk: true })
      expect(escapedNots(css)).toBe(0)
      expect(css).toMatch(/view,text,::before,::after\s*\{[^}]*--tw-shadow:/)
    })
})
