// Second reading of the merge, principle, uni-app x and wxs pages: sentences no other module quoted yet.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const WXS = {
  zh: 'docs/quick-start/wxs.mdx',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/wxs.mdx',
}

/**
 * Vite builds (weapp-tailwindcss 4.12.0, Tailwind CSS 3 through the `tailwindcss-3` alias) of an ordinary
 * mini-program: one JS chunk holding the class string, the page's badge.wxs emitted as an asset, wxsMatcher on;
 * once without and once with `uniAppX`, each in a fresh Node process (the plugin keeps its class set per process).
 * Returns, per build, the files the plugin handed to a processor (its onUpdate option) and the output of the chunk
 * and the .wxs.
 */
async function viteWxsRuns(badge: string): Promise<Record<'plain' | 'uniAppX', { handed: string[]; wxs: string; chunk: string }>> {
  const { scratch, write } = await import('./support/uni-css')
  const { runCommand } = await import('../lib/examples/runCommand')
  const { ROOT } = await import('./support/quick-start-v3')
  const dir = scratch('reviewed-wxs-uniappx')
  write(dir, {
    'package.json': '{"type":"commonjs"}',
    'src/badge.wxs': badge,
    'app.js': 'export const cls = "bg-[#16a34a] text-white"\nconsole.log(cls)\n',
    'app.css': '@tailwind utilities;',
    'run.cjs': `
const fs = require('node:fs'); const path = require('node:path')
const tailwindcss = require('tailwindcss-3')
const dir = __dirname
const mode = process.argv[2]
async function main() {
  const { build } = await import('vite'); const { UnifiedViteWeappTailwindcssPlugin } = require('weapp-tailwindcss/vite')
  const handed = []
  const options = { logLevel: 'silent', tailwindcssBasedir: ${JSON.stringify(ROOT)}, supportCustomLengthUnitsPatch: false,
    tailwindcss: { version: 3, packageName: 'tailwindcss-3' }, wxsMatcher: file => /\\.(?:wxs|sjs)$/.test(file),
    onUpdate: file => handed.push(file), ...(mode === 'uniAppX' ? { uniAppX: true } : {}) }
  const outDir = path.join(dir, 'dist-' + mode)
  const emit = { name: 'emit', buildStart() { this.emitFile({ type: 'asset', fileName: 'pages/order/badge.wxs', source: fs.readFileSync(path.join(dir, 'src/badge.wxs'), 'utf8') }) } }
  await build({ root: dir, configFile: false, logLevel: 'silent',
    css: { postcss: { plugins: [tailwindcss({ content: [path.join(dir, 'src/**/*'), path.join(dir, 'app.js')], corePlugins: { preflight: false } })] } },
    plugins: [emit, UnifiedViteWeappTailwindcssPlugin(options)],
    build: { outDir, minify: false, rollupOptions: { input: { app: path.join(dir, 'app.js'), style: path.join(dir, 'app.css') }, output: { entryFileNames: '[name].js' } } } })
  const result = { handed: handed.sort(), wxs: fs.readFileSync(path.join(outDir, 'pages/order/badge.wxs'), 'utf8'), chunk: fs.readFileSync(path.join(outDir, 'app.js'), 'utf8') }
  console.log('RESULT ' + JSON.stringify(result))
}
main().catch(error => { console.error(error); process.exit(1) })
`,
  })
  const one = async (mode: string) => {
    const result = await runCommand(process.execPath, ['run.cjs', mode], { cwd: dir, env: { WEAPP_TW_VITE_FORCE_RUNTIME_REFRESH: '' } })
    const line = result.output.split('\n').find(l => l.startsWith('RESULT '))
    assert.ok(line, `Vite build (${mode}):\n${result.output}`)
    return JSON.parse(line.slice('RESULT '.length))
  }
  const [plain, uniAppX] = await Promise.all([one('plain'), one('uniAppX')])
  return { plain, uniAppX }
}

export default defineClaims(import.meta.url, [
  {
    id: 'reviewed-wxs-vite-uniappx-hands-assets-over',
    says: 'weapp-tailwindcss 4.12.0 Vite plugin, ordinary mini-program build: without uniAppX, a .wxs asset matching wxsMatcher is not handed to any processor and comes out unchanged while the JS chunk is escaped (the class was generated); with uniAppX on (a single build in a fresh process), the .wxs asset is handed to the script processor, yet bg-[#16a34a] stays unescaped in both the .wxs and the JS chunk; the JSDoc of uniAppX reads 配置 uni-app x 场景的行为; the asset branch of generateBundle is guarded by uniAppX',
    quotes: [
      { page: WXS.zh, text: '例外是开启了 `uniAppX` 选项：这时匹配 `wxsMatcher` 的静态资源也会交给脚本处理器。' },
      { page: WXS.zh, text: '不过这个选项是为 uni-app x 项目准备的（它的类型说明写的是“配置 uni-app x 场景的行为”）' },
      { page: WXS.zh, text: '我们用 4.12.0 在一个普通小程序的 Vite 构建里试过，开启后 `.wxs` 虽然交了过去，但单独构建一次时，`.wxs` 和 JS chunk 里的 `bg-[#16a34a]` 都没有被转义。' },
      { page: WXS.en, text: 'The exception is the `uniAppX` option: with it on, static assets that match `wxsMatcher` are handed to the script processor as well.' },
      { page: WXS.en, text: 'That option is meant for uni-app x projects, though (its type documentation says it configures the behavior for uni-app x)' },
      { page: WXS.en, text: 'we tried it with 4.12.0 in a Vite build of an ordinary mini-program, and although the `.wxs` file was handed over, a single build left `bg-[#16a34a]` unescaped in both the `.wxs` file and the JS chunk.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { block, ROOT } = await import('./support/quick-start-v3')
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/package.json'), 'utf8')) as { version: string; types?: string }
      assert.equal(manifest.version, '4.12.0')
      const badge = await block(WXS.zh, 'pages/order/badge.wxs')
      assert.match(badge, /paid: "bg-\[#16a34a\] text-white"/)
      const { plain, uniAppX } = await viteWxsRuns(badge)
      // Default: only the chunk (and the stylesheet) reach a processor; the chunk is escaped, the .wxs is not touched.
      assert.ok(!plain.handed.includes('pages/order/badge.wxs'), `without uniAppX the .wxs is not handed over (${plain.handed.join(', ')})`)
      assert.ok(plain.handed.includes('app.js'), 'without uniAppX the JS chunk is handed over')
      assert.match(plain.chunk, /"bg-_b_h16a34a_B text-white"/, 'without uniAppX the chunk is escaped, so the class was generated')
      assert.equal(plain.wxs, badge, 'without uniAppX the .wxs asset is emitted unchanged')
      // uniAppX on: the .wxs asset is handed to the script processor, and its class name is still as written.
      assert.ok(uniAppX.handed.includes('pages/order/badge.wxs'), `with uniAppX the .wxs is handed over (${uniAppX.handed.join(', ')})`)
      assert.match(uniAppX.wxs, /paid: "bg-\[#16a34a\] text-white"/, `with uniAppX the .wxs output still has bg-[#16a34a]: ${uniAppX.wxs}`)
      assert.match(uniAppX.chunk, /"bg-\[#16a34a\] text-white"/, `with uniAppX the JS chunk still has bg-[#16a34a]: ${uniAppX.chunk}`)
      // The option's own documentation: the uni-app x scenario; the generateBundle asset branch needs uniAppX.
      const { packageFile } = await import('./support/options')
      const dts = fs.readdirSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist')).filter(name => name.endsWith('.d.ts'))
        .map(name => packageFile('weapp-tailwindcss', `dist/${name}`)).find(text => /uniAppX\?: boolean \| UniAppXOptions;/.test(text))!
      assert.match(dts, /\* 配置 uni-app x 场景的行为。[\s\S]{0,120}?\*\/\s*uniAppX\?: boolean \| UniAppXOptions;/)
      assert.match(packageFile('weapp-tailwindcss', 'dist/chunk-OFB2KBRP.js'), /if \(originalSource\.type === "chunk"\) \{[\s\S]{0,4000}?\} else if \(uniAppX && originalSource\.type === "asset"\) \{/)
    },
  },
])
