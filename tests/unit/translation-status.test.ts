import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sourceHash } from '../../lib/i18n/sourceHash'
import { statusMarkdown, translationStatus } from '../../lib/i18n/translationStatus'

// The generator of i18n/en/STATUS.md, on a throwaway git repository whose history is written here:
// the English page of a.md was translated from its first version, and b.md changed twice since its
// translation; c.md has no English page.
const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'))
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }))

const english = 'i18n/en/docusaurus-plugin-content-docs/current'
function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true })
  fs.writeFileSync(path.join(repo, file), text)
}
function commit(date: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` }
  execFileSync('git', ['-C', repo, 'add', '-A'], { env })
  execFileSync('git', ['-C', repo, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', date], { env })
}
const englishPage = (hash: string) => `---\ntitle: A\ntranslated_from: ${hash}\n---\n\nEnglish.\n`

execFileSync('git', ['init', '-q', repo])
write('docs/a.md', '中文 a，第一版\n')
write('docs/b.md', '中文 b，第一版\n')
write(`${english}/a.md`, englishPage(sourceHash('中文 a，第一版\n')))
write(`${english}/b.md`, englishPage(sourceHash('中文 b，第一版\n')))
commit('2026-01-05')
write('docs/b.md', '中文 b，第二版\n')
commit('2026-02-10')
write('docs/b.md', '中文 b，第三版\n')
write('docs/c.md', '中文 c\n')
commit('2026-03-15')

describe('translations:status', () => {
  it('dates a behind page by the commit that first changed its source after the translation', () => {
    expect(translationStatus(repo).map(row => [row.source, row.state, row.since])).toEqual([
      ['docs/b.md', 'behind', expect.stringMatching(/^2026-02-10 \([0-9a-f]{7}\)$/)],
      ['docs/c.md', 'missing', undefined],
      ['docs/a.md', 'up to date', undefined],
    ])
  })

  it('says "uncommitted change" when only the working copy differs', () => {
    write('docs/a.md', '中文 a，改了还没提交\n')
    const row = translationStatus(repo).find(found => found.source === 'docs/a.md')
    expect(row).toEqual({ page: `${english}/a.md`, source: 'docs/a.md', state: 'behind', since: 'uncommitted change' })
    write('docs/a.md', '中文 a，第一版\n')
  })

  it('writes a table with a count per state', () => {
    const table = statusMarkdown(translationStatus(repo))
    expect(table).toContain('1 behind, 1 missing, 1 up to date')
    expect(table).toMatch(/\| i18n\/en\/docusaurus-plugin-content-docs\/current\/b\.md \| docs\/b\.md \| behind \| 2026-02-10 \([0-9a-f]{7}\) \|/)
  })
})
