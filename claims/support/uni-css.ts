// Shared by claims/uni-app-css-macro.ts and claims/css-units.ts: scratch folders that see this site's
// node_modules, throwaway installs and unpacked tarballs from the registry (slow proofs only), and one
// uni-app Vue 3 + Vite + Tailwind CSS 4 project built with the real uni CLI (slow proofs only).
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

const run = promisify(execFile)

// Every temporary folder made here goes away when the run ends (symlinks inside are removed, not followed).
const made: string[] = []
process.once('exit', () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true })
})

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  made.push(dir)
  return dir
}

/** A temporary folder whose node_modules is this site's, so files written there resolve the pinned packages. */
export function scratch(prefix: string): string {
  const dir = tempDir(prefix)
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
  return dir
}

export function write(dir: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
}

const installs = new Map<string, Promise<string>>()

/** A throwaway project with these packages installed by npm, without install scripts (cached for the run). Registry: slow proofs only. */
export function installed(packages: string[], packageJson: Record<string, unknown> = {}): Promise<string> {
  const key = JSON.stringify([packages, packageJson])
  let found = installs.get(key)
  if (!found) {
    found = (async () => {
      const dir = tempDir('uni-css-install')
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'uni-css-install', private: true, version: '1.0.0', ...packageJson }, null, 2))
      await run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', ...packages], { cwd: dir, timeout: 600_000, maxBuffer: 64 * 1024 * 1024 })
      return dir
    })()
    installs.set(key, found)
  }
  return found
}

/** `npm view <spec> <field> --json`, parsed. Registry: slow proofs only. */
export async function npmView(spec: string, field: string): Promise<unknown> {
  const { stdout } = await run('npm', ['view', spec, field, '--json'], { timeout: 60_000 })
  return stdout.trim() ? JSON.parse(stdout) : undefined
}

const packs = new Map<string, Promise<string>>()

/** The unpacked tarball of a published package (`npm pack`), cached for the run. Registry: slow proofs only. */
export function unpacked(spec: string): Promise<string> {
  let found = packs.get(spec)
  if (!found) {
    found = (async () => {
      const dir = tempDir('uni-css-pack')
      const { stdout } = await run('npm', ['pack', spec, '--silent'], { cwd: dir, timeout: 120_000 })
      await run('tar', ['-xzf', stdout.trim().split('\n').pop()!], { cwd: dir })
      return path.join(dir, 'package')
    })()
    packs.set(spec, found)
  }
  return found
}

// ---------------------------------------------------------------------------------------------------
// A uni-app Vue 3 project as the css-macro page sets it up for Tailwind CSS 4: `@tailwindcss/postcss`
// and the macro plugin inlined in vite.config.ts, `@plugin "weapp-tailwindcss/css-macro"` in the entry
// CSS, the Vite plugin of weapp-tailwindcss. Built with `uni build`, the command behind the page's
// `npm run build:mp-weixin` / `npm run build:h5`.

/** The @dcloudio release the project installs; its `uni build` prints `Compiler version: 5.14（vue3）`. */
const UNI_RELEASE = '3.0.0-5010420260703001'

/** The classes of the page's Tailwind CSS 4 section, a lower-case platform name, and a hand-written px value. */
const UNI_TEMPLATE = '<view class="ifdef-[MP-WEIXIN]:pt-6 ifndef-[MP-WEIXIN]:text-red-500 ifdef-[mp-weixin]:pt-7 plain-px">hi</view>'

const UNI_FILES: Record<string, string> = {
  'index.html': '<!DOCTYPE html>\n<html><head><meta charset="UTF-8" /></head><body><div id="app"></div><script type="module" src="/src/main.js"></script></body></html>\n',
  'src/main.js': "import { createSSRApp } from 'vue'\nimport App from './App.vue'\n\nexport function createApp() {\n  return { app: createSSRApp(App) }\n}\n",
  // The page's @apply example, written in the app's stylesheet.
  'src/App.vue': '<script>\nexport default {}\n</script>\n<style>\n@import "./main.css";\n.plain-px { width: 20px; }\n.order-card__price {\n  @apply text-base ifdef-[MP-WEIXIN]:text-lg ifdef-[MP-WEIXIN]:font-semibold;\n}\n</style>\n',
  'src/main.css': '@import "weapp-tailwindcss/index.css";\n@plugin "weapp-tailwindcss/css-macro";\n',
  'src/pages.json': JSON.stringify({ pages: [{ path: 'pages/index/index' }], globalStyle: {} }),
  'src/manifest.json': JSON.stringify({ name: 'e2e', appid: '', versionName: '1.0.0', versionCode: '100', vueVersion: '3', 'mp-weixin': { appid: '' } }),
  'src/uni.scss': '',
  'src/pages/index/index.vue': `<template>\n  ${UNI_TEMPLATE}\n</template>\n`,
  // MACRO_ORDER=before puts cssMacro() in front of tailwindcss(); TW_OPTIMIZE=0 is the page's `optimize: false`.
  'vite.config.ts': `import { defineConfig } from 'vite'
import uni from '@dcloudio/vite-plugin-uni'
import tailwindcss from '@tailwindcss/postcss'
import cssMacro from 'weapp-tailwindcss/css-macro/postcss'
import { UnifiedViteWeappTailwindcssPlugin } from 'weapp-tailwindcss/vite'

const tw = () => tailwindcss({ base: __dirname, optimize: process.env.TW_OPTIMIZE !== '0' })
export default defineConfig({
  plugins: [uni(), UnifiedViteWeappTailwindcssPlugin({ rem2rpx: true, px2rpx: process.env.PX2RPX === '1' })],
  css: {
    postcss: {
      plugins: process.env.MACRO_ORDER === 'before' ? [cssMacro(), tw()] : [tw(), cssMacro()],
    },
  },
})
`,
}

export interface UniBuild {
  /** What `uni build` printed (stdout and stderr, ANSI colours removed). */
  log: string
  exitCode: number | null
  /** The global stylesheet: app.wxss for mp-weixin, the entry CSS for h5. */
  css: string
}

let uniProject: Promise<string> | undefined
const uniBuilds = new Map<string, Promise<UniBuild>>()
// One build at a time: they share the project's dist folder.
let uniQueue: Promise<unknown> = Promise.resolve()

function uniProjectDir(): Promise<string> {
  uniProject ??= installed([
    ...['@dcloudio/uni-app', '@dcloudio/uni-mp-weixin', '@dcloudio/uni-components', '@dcloudio/uni-h5', '@dcloudio/vite-plugin-uni', '@dcloudio/uni-cli-shared'].map(name => `${name}@${UNI_RELEASE}`),
    'vue@3.4.21', 'vite@5.2.8', 'tailwindcss@4.3.5', '@tailwindcss/postcss@4.3.5', 'postcss@8.5.33', 'weapp-tailwindcss@4.12.0',
  ]).then(dir => {
    write(dir, UNI_FILES)
    return dir
  })
  return uniProject
}

async function buildOnce(platform: 'mp-weixin' | 'h5', env: Record<string, string>): Promise<UniBuild> {
  const dir = await uniProjectDir()
  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true })
  const args = platform === 'h5' ? ['uni', 'build'] : ['uni', 'build', '-p', platform]
  let log = ''
  let exitCode: number | null = 0
  try {
    const out = await run('npx', args, { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.homedir(), ...env }, timeout: 600_000, maxBuffer: 64 * 1024 * 1024 })
    log = out.stdout + out.stderr
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; code?: number }
    log = (failed.stdout ?? '') + (failed.stderr ?? '')
    exitCode = typeof failed.code === 'number' ? failed.code : null
  }

  log = log.replace(/\u001B\[[0-9;]*m/g, '')
  let cssFile = path.join(dir, 'dist/build/mp-weixin/app.wxss')
  if (platform === 'h5') {
    const assets = path.join(dir, 'dist/build/h5/assets')
    const name = fs.existsSync(assets) ? fs.readdirSync(assets).find(file => /^index-.*\.css$/.test(file)) : undefined
    cssFile = name ? path.join(assets, name) : ''
  }
  const css = cssFile && fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : ''
  return { log, exitCode, css }
}

/** `uni build` for one platform with the given switches (MACRO_ORDER, TW_OPTIMIZE, PX2RPX); cached for the run. */
export function uniBuild(platform: 'mp-weixin' | 'h5', env: Record<string, string> = {}): Promise<UniBuild> {
  const key = JSON.stringify([platform, env])
  let found = uniBuilds.get(key)
  if (!found) {
    found = uniQueue.then(() => buildOnce(platform, env))
    uniQueue = found.catch(() => undefined)
    uniBuilds.set(key, found)
  }
  return found
}

/** The rules of a built stylesheet whose selector starts with the escaped class name (weapp-tailwindcss escapes `[`, `]`, `:`). */
export function rulesFor(css: string, escapedClass: string): string[] {
  return css.split('}').map(rule => rule.trim()).filter(rule => rule.startsWith(`.${escapedClass}`))
}
