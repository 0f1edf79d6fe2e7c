// Shared by the claims/quick-start-v3*.ts modules (the Tailwind CSS 3 setup guides): page paths in both
// languages, a code block of a page by its title, the main-stylesheet rule of an appType, and uni-app's own
// Vue 2 PostCSS plugin taken from the published @dcloudio/vue-cli-plugin-uni (slow proofs only).
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current/'
/** A page of docs/quick-start in both languages: `page('frameworks/uni-app.mdx')`. */
export const page = (rel: string) => ({ zh: `docs/quick-start/${rel}`, en: `${EN_DOCS}quick-start/${rel}` })

/** A code block of a page by its title (the Chinese and English pages carry the same code). */
export async function block(pagePath: string, title: string): Promise<string> {
  const { codeBlocks } = await import('../../lib/content/codeBlocks')
  const found = codeBlocks(fs.readFileSync(path.join(ROOT, pagePath), 'utf8')).find(b => b.title === title)
  assert.ok(found, `${pagePath} has a code block titled ${title}`)
  return found.code
}

/** Does weapp-tailwindcss 4.12.0 treat `file` as the main stylesheet (the one that gets the CSS variables) for `appType`? */
export async function isMainStylesheet(file: string, appType?: string): Promise<boolean> {
  const { getDefaultOptions } = await import('weapp-tailwindcss/defaults')
  return getDefaultOptions().mainCssChunkMatcher!(file, appType as never)
}

/** The release of uni-app's Vue 2 CLI plugin whose PostCSS plugin the proofs run (the newest 2.0.2 release). */
export const UNI_VUE2_RELEASE = '2.0.2-4080420251103001'

/**
 * A folder that can `require('./uni-postcss')`: the PostCSS plugin of @dcloudio/vue-cli-plugin-uni
 * (packages/postcss, which the uni-app Vue 2 template's postcss.config.js registers), copied out of the
 * published tarball. Its two helpers from @dcloudio/uni-cli-shared are stubbed (no platform CSS variables,
 * no url rewriting); postcss and its parsers resolve to this site's node_modules. Registry: slow proofs only.
 */
export async function uniVue2PostcssDir(): Promise<{ dir: string, source: string }> {
  const { scratch, unpacked, write } = await import('./uni-css')
  const pkg = await unpacked(`@dcloudio/vue-cli-plugin-uni@${UNI_VUE2_RELEASE}`)
  const dir = scratch('qs3-uni-postcss')
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
  for (const file of ['index.js', 'tags.js']) fs.cpSync(path.join(pkg, 'packages/postcss', file), path.join(dir, 'uni-postcss', file))
  write(dir, {
    'uni-postcss/node_modules/@dcloudio/uni-cli-shared/index.js': 'exports.getPlatformCssVars = () => ({})\n',
    'uni-postcss/node_modules/@dcloudio/uni-cli-shared/lib/url-loader.js': 'exports.rewriteUrl = () => {}\n',
  })
  return { dir, source: fs.readFileSync(path.join(pkg, 'packages/postcss/index.js'), 'utf8') }
}
