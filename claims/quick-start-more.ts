// More claims of docs/quick-start pages and their English pages, read from the published weapp-tailwindcss 4.12.0
// (node_modules/weapp-tailwindcss/dist) or run through it.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const zh = (page: string) => `docs/quick-start/${page}.mdx`
const en = (page: string) => `i18n/en/docusaurus-plugin-content-docs/current/quick-start/${page}.mdx`
const WV_ZH = zh('v4/weapp-vite')
const WV_EN = en('v4/weapp-vite')

/** The published source of one of weapp-tailwindcss's dist files. */
async function dist(file: string): Promise<string> {
  const fs = await import('node:fs')
  const { createRequire } = await import('node:module')
  const require = createRequire(import.meta.url)
  return fs.readFileSync(require.resolve(`weapp-tailwindcss/package.json`).replace(/package\.json$/, `dist/${file}`), 'utf8')
}

/** The dist chunk a CommonJS entry takes an export from. */
async function chunkExporting(entry: string, name: string): Promise<string> {
  const source = await dist(entry)
  const match = new RegExp(`exports\\.${name} = _chunk(\\w+)js\\.${name}`).exec(source)
  assert.ok(match, `${entry} re-exports ${name} from a chunk`)
  return dist(`chunk-${match[1]}.js`)
}

export default defineClaims(import.meta.url, [
  {
    id: 'qs-weapp-vite-wxs-assets-untouched',
    says: 'The Vite plugin of weapp-tailwindcss 4.12.0 sorts files matched by wxsMatcher into its JS group but transforms only entries of type "chunk" (assets only with uniAppX, which is off by default), so a .wxs asset is emitted unchanged even when wxsMatcher matches it; the webpack plugin transforms assets matched by wxsMatcher, which matches nothing by default; inlineWxs escapes class names inside an inline <wxs>',
    quotes: [
      { page: WV_ZH, text: '才会转换独立的 `.wxs`，在 weapp-vite 里这个选项却帮不上忙' },
      { page: WV_ZH, text: 'weapp-tailwindcss 4.12.0 的 Vite 插件只转换打包出的 JS chunk，这些文件即使被 `wxsMatcher` 匹配也原样输出' },
      { page: WV_ZH, text: '就把脚本写成模板里的内联 `<wxs>` 并开启 `inlineWxs`' },
      { page: WV_EN, text: 'before a standalone `.wxs` file is transformed, but under weapp-vite the option does not help' },
      { page: WV_EN, text: 'the Vite plugin of weapp-tailwindcss 4.12.0 transforms only the JS chunks of the bundle, so these files come out unchanged even when `wxsMatcher` matches them' },
      { page: WV_EN, text: 'write the script inline in the template as `<wxs>` and turn on `inlineWxs`' },
    ],
    async proof() {
      const vite = await chunkExporting('vite.js', 'UnifiedViteWeappTailwindcssPlugin')
      assert.match(vite, /if \(opts\.jsMatcher\(file\) \|\| opts\.wxsMatcher\(file\)\) \{\s*return "js";/, 'wxsMatcher files join the JS group')
      const start = vite.indexOf('if (type !== "js") {')
      const end = vite.indexOf('pushConcurrentTaskFactories', start)
      assert.ok(start > 0 && end > start, 'the JS step of generateBundle')
      const jsStep = vite.slice(start, end)
      const branches = [...jsStep.matchAll(/^ {6}(?:\} else )?if \((.*originalSource.*)\) \{$/gm)].map(m => m[1])
      assert.deepEqual(branches, ['originalSource.type === "chunk"', 'uniAppX && originalSource.type === "asset"'], 'only chunks, or assets under uniAppX, are transformed')
      assert.doesNotMatch(jsStep, /^ {6}\} else \{$/m, 'no branch for other assets')
      const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
      const defaults = getDefaultOptions() as { uniAppX?: unknown, wxsMatcher: (file: string) => boolean }
      assert.equal(defaults.uniAppX, undefined, 'uniAppX is off unless set')
      assert.equal(defaults.wxsMatcher('pages/index/index.wxs'), false, 'wxsMatcher matches nothing by default')

      const webpack = await chunkExporting('webpack.js', 'UnifiedWebpackPluginV5')
      assert.match(webpack, /if \(compilerOptions\.jsMatcher\(file\) \|\| compilerOptions\.wxsMatcher\(file\)\) \{/, 'the webpack plugin picks assets by wxsMatcher')

      const { createContext } = await import('weapp-tailwindcss/core')
      const { fileURLToPath } = await import('node:url')
      const ctx = createContext({ inlineWxs: true, logLevel: 'silent', tailwindcss: { version: 3, packageName: 'tailwindcss-3' }, tailwindcssBasedir: fileURLToPath(new URL('../', import.meta.url)), supportCustomLengthUnitsPatch: false })
      const wxml = '<wxs module="ui">module.exports = { badge: function () { return \'w-[18px]\' } }</wxs>\n<view class="{{ui.badge()}}"></view>'
      const out = await ctx.transformWxml(wxml, { runtimeSet: new Set(['w-[18px]']) })
      assert.match(out, /return 'w-_b18px_B'/, 'inline <wxs> escaped with inlineWxs')
    },
  },
])
