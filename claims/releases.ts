// The release-notes pages (docs/releases/*): facts about which versions were published under which
// package name, read from the committed list of published releases (scripts/lint-docs/data/releases.json,
// refreshed from the registry by scripts/lint-docs/refresh-releases.mjs).
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { defineClaims } from '../lib/claims/define'

const V2_ZH = 'docs/releases/v2.md'
const V2_EN = 'i18n/en/docusaurus-plugin-content-docs/current/releases/v2.md'

const published = (): Record<string, string[]> =>
  JSON.parse(fs.readFileSync(new URL('../scripts/lint-docs/data/releases.json', import.meta.url), 'utf8')).packages
const stable2x = (versions: string[]) => versions.filter(version => /^2\.\d+\.\d+$/.test(version))

export default defineClaims(import.meta.url, [
  {
    id: 'releases-v2-package-names-2-3-2-to-2-3-4',
    says: '2.3.2, 2.3.3 and 2.3.4 were published only as weapp-tailwindcss-webpack-plugin; weapp-tailwindcss has releases since 1.4.0, and most 2.x versions exist under both names',
    quotes: [
      { page: V2_ZH, text: '| 2.3.2 ～ 2.3.4 | 只以 `weapp-tailwindcss-webpack-plugin` 包名发布。' },
      { page: V2_ZH, text: '`weapp-tailwindcss` 这个包名从 1.4.0 起就有版本，2.x 的大多数版本在两个包名下同号发布，但这三个版本只有前一个包名' },
      { page: V2_EN, text: '| 2.3.2 – 2.3.4 | Published only as `weapp-tailwindcss-webpack-plugin`.' },
      { page: V2_EN, text: 'The package name `weapp-tailwindcss` has had releases since 1.4.0, and most 2.x versions were published under both names with the same number, but these three exist only under the first name' },
    ],
    async proof() {
      const { compareVersions } = await import('../lib/version-facts/versionFacts')
      const list = published()
      const short = list['weapp-tailwindcss']!
      const long = list['weapp-tailwindcss-webpack-plugin']!
      for (const version of ['2.3.2', '2.3.3', '2.3.4']) {
        assert.ok(long.includes(version), `weapp-tailwindcss-webpack-plugin@${version} is published`)
        assert.ok(!short.includes(version), `weapp-tailwindcss@${version} is not published`)
      }
      // The first release under the short name is 1.4.0.
      const stableShort = short.filter(version => /^\d+\.\d+\.\d+$/.test(version)).sort(compareVersions)
      assert.equal(stableShort[0], '1.4.0', 'oldest weapp-tailwindcss release')
      assert.ok(short.every(version => compareVersions(version.split('-')[0]!, '1.4.0') >= 0), 'no weapp-tailwindcss release before 1.4.0')
      // Most 2.x versions of the long name also exist under the short one.
      const both = stable2x(long).filter(version => short.includes(version))
      assert.ok(both.length > stable2x(long).length / 2, `${both.length} of ${stable2x(long).length} 2.x versions under both names`)
    },
  },
])
