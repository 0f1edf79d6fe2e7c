import fs from 'node:fs'
import path from 'node:path'
import postcss, { type AcceptedPlugin } from 'postcss'
import { compile } from 'tailwindcss'
import { createContext } from 'weapp-tailwindcss/core'
import { describe, expect, it } from 'vitest'

// The @property page says the pinned Tailwind CSS writes its fallback block under a condition
// that the pinned weapp-tailwindcss does not recognise (so every selector gets :not(#\#)), and
// gives a PostCSS plugin that rewrites the condition. Both are run here, the plugin as the page
// prints it: an upgrade of either package that changes this fails the test.
const page = fs.readFileSync(path.resolve(__dirname, '../../docs/at-property.md'), 'utf8')

/** The `marginTrimInline` object of the page's postcss.config.js example. */
function pluginFromPage(): AcceptedPlugin {
  const block = /```js title="postcss\.config\.js"\n([\s\S]*?)```/.exec(page)?.[1]
  if (!block) throw new Error('at-property.md has no postcss.config.js example')
  const code = block.replace(/^ {3}/gm, '').split('module.exports')[0]
  return new Function(`${code}\nreturn marginTrimInline`)() as AcceptedPlugin
}

async function tailwindOutput(): Promise<string> {
  const loadStylesheet = async (id: string, base: string) => {
    const file = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : path.resolve(base, id)
    return { path: file, base: path.dirname(file), content: fs.readFileSync(file, 'utf8') }
  }
  const compiler = await compile('@import "tailwindcss";', { base: __dirname, loadStylesheet })
  return compiler.build(['shadow-md', 'border'])
}

const escapedNots = (css: string) => (css.match(/:not\(#\\#\)/g) ?? []).length

describe('the fallback condition of the pinned Tailwind CSS', () => {
  it('is margin-trim: block, and the pinned weapp-tailwindcss leaves :not(#\\#) in the main stylesheet', async () => {
    const raw = await tailwindOutput()
    expect(raw).toContain('margin-trim: block')
    const { css } = await createContext({ logLevel: 'silent' }).transformWxss(raw, { isMainChunk: true })
    expect(escapedNots(css)).toBeGreaterThan(0)
  })

  it('rewritten by the page\'s plugin, leaves no :not(#\\#) and the variables at the top level', async () => {
    const { css: rewritten } = await postcss([pluginFromPage()]).process(await tailwindOutput(), { from: undefined })
    expect(rewritten).toContain('margin-trim: inline')
    const { css } = await createContext({ logLevel: 'silent' }).transformWxss(rewritten, { isMainChunk: true })
    expect(escapedNots(css)).toBe(0)
    expect(css).toMatch(/view,text,::before,::after\s*\{[^}]*--tw-shadow:/)
  })
})
