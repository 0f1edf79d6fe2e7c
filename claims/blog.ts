// The blog posts under blog/: what a release post says a weapp-tailwindcss release added or changed, checked
// against the committed facts of the published releases (scripts/lint-docs/data/version-facts.json) and,
// where those facts skip the releases in question, against the package sources at the upstream release tags.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { defineClaims } from '../lib/claims/define'
import { assertFirstRelease } from './support/options'

const EN = 'i18n/en/docusaurus-plugin-content-blog/'
const V42 = 'blog/2025/8/v4.2-release.md'
const V42_EN = `${EN}2025/8/v4.2-release.md`

/** The upstream repository (bare), as mirrored on this machine. */
const UPSTREAM = '/work/.mirror/sonofmagic+weapp-tailwindcss/repo'

/** A file of packages/weapp-tailwindcss at the tag of a release, or undefined when it does not exist there. */
function atRelease(version: string, file: string): string | undefined {
  assert.ok(fs.existsSync(UPSTREAM), `the upstream mirror ${UPSTREAM}`)
  try {
    return execFileSync('git', ['-C', UPSTREAM, 'show', `weapp-tailwindcss@${version}:packages/weapp-tailwindcss/${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
  }
  catch {
    return undefined
  }
}

/** The section of the package changelog (at the 4.12.0 tag) for one release. */
function changelog(version: string): string {
  const text = atRelease('4.12.0', 'CHANGELOG.md')!
  const start = text.indexOf(`\n## ${version}\n`)
  assert.ok(start >= 0, `changelog has ${version}`)
  const end = text.indexOf('\n## ', start + 1)
  return text.slice(start, end)
}

export default defineClaims(import.meta.url, [
  // ── blog/2025/8/v4.2-release.md ──────────────────────────────────────────────────────────────────
  {
    id: 'blog-v42-uniappx-since-4-1-6',
    says: 'The uniAppX option and the uniAppX preset of weapp-tailwindcss/presets first appear in 4.1.6',
    quotes: [
      { page: V42, text: 'weapp-tailwindcss 从 4.1.6 起提供 `uniAppX` 选项和 `weapp-tailwindcss/presets` 中的同名预设' },
      { page: V42_EN, text: 'weapp-tailwindcss has shipped the `uniAppX` option and a preset of the same name in `weapp-tailwindcss/presets` since 4.1.6' },
    ],
    async proof() {
      await assertFirstRelease({ kind: 'option', name: 'uniAppX' }, '4.1.6')
      await assertFirstRelease({ kind: 'exportName', name: 'uniAppX' }, '4.1.6')
      // The facts hold 4.1.5 and 4.1.8; the tags decide between 4.1.6 and 4.1.7.
      assert.equal(atRelease('4.1.5', 'src/presets.ts'), undefined, 'no presets in 4.1.5')
      assert.match(atRelease('4.1.6', 'src/presets.ts')!, /export function uniAppX\(/)
      assert.match(atRelease('4.1.6', 'src/types/index.ts')!, /\buniAppX\?: boolean/)
    },
  },
  {
    id: 'blog-v42-release-list',
    says: '4.2.0 added native-app builds for uni-app x and index.uvue?type=page paths; 4.2.1 fixed uni-app x sourcemaps and iOS builds; 4.2.2 makes the uniAppX preset treat UNI_PLATFORM app-harmony as an app build; 4.2.3 fixed uvue with lang uts; 4.2.6 added cssEntries',
    quotes: [
      { page: V42, text: '- **4.2.0**：支持 uni-app x 构建原生 App；兼容 `index.uvue?type=page` 形式的模块路径。' },
      { page: V42, text: '- **4.2.1**：修复 uni-app x 的 sourcemap 与 iOS 构建问题。' },
      { page: V42, text: '`uniAppX` 预设把 `UNI_PLATFORM` 为 `app-harmony` 的构建也当作 App 处理' },
      { page: V42, text: '- **4.2.3**：修复 `uvue` 文件中 `lang` 设为 `uts` 时的解析问题。' },
      { page: V42, text: '- **4.2.6**：新增 `cssEntries` 选项，用于指定 Tailwind CSS 4 的入口 CSS。' },
      { page: V42_EN, text: '- **4.2.0**: uni-app x can build native apps; module paths of the form `index.uvue?type=page` are supported.' },
      { page: V42_EN, text: '- **4.2.1**: fixes for uni-app x sourcemaps and iOS builds.' },
      { page: V42_EN, text: 'the `uniAppX` preset also treats builds whose `UNI_PLATFORM` is `app-harmony` as app builds' },
      { page: V42_EN, text: '- **4.2.3**: fixes parsing of `uvue` files whose `lang` is set to `uts`.' },
      { page: V42_EN, text: '- **4.2.6**: new `cssEntries` option for specifying the entry CSS of Tailwind CSS 4.' },
    ],
    async proof() {
      assert.match(changelog('4.2.0'), /支持 uni-app-x 构建 app 原生的方式/)
      assert.match(changelog('4.2.0'), /index\.uvue\?type=page/)
      assert.match(changelog('4.2.1'), /uni-app x sourcemap/)
      assert.match(changelog('4.2.1'), /uni-app x ios build/)
      assert.ok(!atRelease('4.2.1', 'src/presets.ts')!.includes('app-harmony'), 'not yet in 4.2.1')
      assert.match(atRelease('4.2.2', 'src/presets.ts')!, /process\.env\.UNI_PLATFORM === 'app-harmony'/)
      assert.match(changelog('4.2.3'), /uvue lang 设置为 uts 的解析问题/)
      await assertFirstRelease({ kind: 'option', name: 'cssEntries' }, '4.2.6')
      // The facts hold 4.2.5 and 4.2.8; the options interface at the tags decides 4.2.6.
      assert.ok(!atRelease('4.2.5', 'src/typedoc.export.ts')!.includes('cssEntries'), 'not an option in 4.2.5')
      assert.match(atRelease('4.2.6', 'src/typedoc.export.ts')!, /\bcssEntries\?: string\[\]/)
      assert.match(changelog('4.2.6'), /添加 cssEntries 作为 tailwindcss@4 的入口 css/)
    },
  },
  {
    id: 'blog-v42-css-remove-property-default',
    says: 'cssRemoveProperty defaults to true in 4.2.6, false in 4.2.7 and 4.2.8, true again in 4.2.9, whose changelog names @property crashing Alipay mini-programs as the reason',
    quotes: [
      { page: V42, text: '4.2.7 把 `cssRemoveProperty` 改为默认关闭，4.2.9 又改回默认开启；4.2.9 的更新日志给出的理由是 `@property` 会让支付宝小程序直接崩溃' },
      { page: V42_EN, text: '4.2.7 turned `cssRemoveProperty` off by default and 4.2.9 turned it back on; the 4.2.9 changelog gives the reason that `@property` crashes Alipay mini-programs outright' },
    ],
    proof() {
      const byRelease = Object.fromEntries(['4.2.6', '4.2.7', '4.2.8', '4.2.9'].map(version =>
        [version, /cssRemoveProperty: (true|false)/.exec(atRelease(version, 'src/defaults.ts')!)?.[1]]))
      assert.deepEqual(byRelease, { '4.2.6': 'true', '4.2.7': 'false', '4.2.8': 'false', '4.2.9': 'true' })
      assert.match(changelog('4.2.9'), /默认开启 cssRemoveProperty, 因为 `@property` 会导致支付宝小程序直接挂/)
    },
  },
])
