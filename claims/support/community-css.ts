// Shared by claims/community-css.ts: @weapp-tailwindcss/typography 0.2.7 as its upstream source at the release tag
// (the registry here does not serve the package), set up in a throwaway project with its declared dependencies and
// Tailwind CSS 3.4.19 as `tailwindcss`. Slow proofs only (registry install, upstream clone).
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from './options'

export const TYPOGRAPHY_TAG = '@weapp-tailwindcss/typography@0.2.7'
const SOURCE_DIR = 'packages-runtime/typography'

let project: Promise<string> | undefined

/** A project whose node_modules/@weapp-tailwindcss/typography holds the 0.2.7 sources (transform compiled to JS). */
function typographyProject(): Promise<string> {
  project ??= (async () => {
    const { upstreamFile } = await import('./upstream')
    const { installed } = await import('./quick-start-v4')
    const pkg = JSON.parse(upstreamFile(TYPOGRAPHY_TAG, `${SOURCE_DIR}/package.json`)!)
    const deps = Object.entries(pkg.dependencies as Record<string, string>).map(([name, range]) => `${name}@${range}`)
    const dir = await installed([...deps, 'postcss@8.5.6', '@tailwindcss/typography@0.5.9'])
    const target = path.join(dir, 'node_modules/@weapp-tailwindcss/typography')
    fs.mkdirSync(target, { recursive: true })
    for (const file of ['index.js', 'styles.js', 'utils.js']) fs.writeFileSync(path.join(target, file), upstreamFile(TYPOGRAPHY_TAG, `${SOURCE_DIR}/src/${file}`)!)
    const { transformWithEsbuild } = await import('vite')
    const transform = (await transformWithEsbuild(upstreamFile(TYPOGRAPHY_TAG, `${SOURCE_DIR}/src/transform.ts`)!, 'transform.ts', { loader: 'ts', format: 'cjs' })).code
    fs.writeFileSync(path.join(target, 'transform.js'), transform)
    fs.writeFileSync(path.join(target, 'package.json'), JSON.stringify({ name: pkg.name, version: pkg.version, main: 'index.js', exports: { '.': './index.js', './transform': './transform.js' } }))
    const tailwind = path.join(dir, 'node_modules/tailwindcss')
    // npm may have installed a tailwindcss for the peers: the proofs use the site's Tailwind CSS 3.4.19
    fs.rmSync(tailwind, { recursive: true, force: true })
    fs.symlinkSync(path.join(ROOT, 'node_modules/tailwindcss-3'), tailwind, 'dir')
    return dir
  })()
  return project
}

/** Compiles one stylesheet with wcsc from miniprogram-compiler 0.2.3 (Linux build). Registry needed: slow proofs only. */
export async function wcsc(css: string): Promise<{ exitCode: number | null, output: string }> {
  const os = await import('node:os')
  const { installed } = await import('./uni-css')
  const { runCommand } = await import('../../lib/examples/runCommand')
  const dir = await installed(['miniprogram-compiler@0.2.3'])
  const bin = path.join(dir, 'node_modules/miniprogram-compiler/bin/linux/wcsc')
  fs.chmodSync(bin, 0o755)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cc-wcsc-'))
  fs.writeFileSync(path.join(work, 'a.wxss'), css)
  return runCommand(bin, ['a.wxss', '-o', 'a.js'], { cwd: work, timeoutMs: 30_000 })
}

/** Tailwind CSS 3.4.19 with the given plugin expression (evaluated in the typography project) over `html`; components and utilities only. */
export async function typographyCss(pluginExpression: string, html: string, theme: Record<string, unknown> = {}): Promise<string> {
  const { runNode } = await import('./options')
  const dir = await typographyProject()
  const out = await runNode(`
import { createRequire } from 'node:module'
const require = createRequire(${JSON.stringify(path.join(dir, 'package.json'))})
const postcss = require('postcss')
const tailwind = require('tailwindcss')
const plugin = ${pluginExpression}
const config = { content: [{ raw: ${JSON.stringify(html)}, extension: 'html' }], corePlugins: { preflight: false }, theme: ${JSON.stringify(theme)}, plugins: [plugin] }
const css = (await postcss([tailwind(config)]).process('@tailwind components;\\n@tailwind utilities;', { from: undefined })).css
console.log(JSON.stringify(css))`, dir)
  return JSON.parse(out.trim().split('\n').pop()!) as string
}

/** What the package's transform makes of `html` (options as JSON). */
export async function typographyTransform(html: string, options?: Record<string, unknown>): Promise<string> {
  const { runNode } = await import('./options')
  const dir = await typographyProject()
  const out = await runNode(`
import { createRequire } from 'node:module'
const require = createRequire(${JSON.stringify(path.join(dir, 'package.json'))})
const addTagClass = require('@weapp-tailwindcss/typography/transform').default
console.log(JSON.stringify(addTagClass(${JSON.stringify(html)}${options ? `, ${JSON.stringify(options)}` : ''})))`, dir)
  return JSON.parse(out.trim().split('\n').pop()!) as string
}
