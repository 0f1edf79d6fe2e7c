import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The English edition's translation files (i18n/en/**/*.json, written by `docusaurus
// write-translations --locale en` and then filled in by hand) are complete and English: every
// translate()/<Translate> id in src/ has an English message, and no message is left Chinese.

const root = path.resolve(__dirname, '../..')
const HAN = /\p{Script=Han}/u

type Messages = Record<string, { message: string }>
const readJson = (file: string): Messages => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Messages

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && pattern.test(entry.name))
    .map(entry => path.relative(root, path.join(entry.parentPath, entry.name)))
}

/** The ids src/ asks Docusaurus to translate: translate({ id: '…' }) and <Translate id="…">. */
function translationIds(source: string): string[] {
  const ids = [...source.matchAll(/translate\(\s*\{\s*id:\s*'([^']+)'/g), ...source.matchAll(/<Translate\s+id="([^"]+)"/g)]
  return ids.map(match => match[1]!)
}

describe('translation ids in the source', () => {
  it('are read from both forms', () => {
    expect(translationIds(`translate({ id: 'a.b', message: 'x' })\n<Translate\n  id="c.d" description="y">z</Translate>`)).toEqual(['a.b', 'c.d'])
  })

  it('each have an English message in i18n/en/code.json', () => {
    const code = readJson('i18n/en/code.json')
    const ids = filesUnder('src', /\.(ts|tsx)$/).flatMap(file => translationIds(fs.readFileSync(path.join(root, file), 'utf8')))
    expect(ids.length).toBeGreaterThan(50)
    const missing = ids.filter(id => !code[id])
    expect(missing, 'run `npx docusaurus write-translations --locale en` and write these in English').toEqual([])
  })
})

describe('i18n/en translation files', () => {
  // Translation files only: the page folders under current/ hold generated files of other kinds.
  const files = filesUnder('i18n/en', /\.json$/).filter(file => !file.includes('/current/'))

  it('are there', () => {
    expect(files).toEqual(expect.arrayContaining([
      'i18n/en/code.json',
      'i18n/en/docusaurus-theme-classic/navbar.json',
      'i18n/en/docusaurus-theme-classic/footer.json',
      'i18n/en/docusaurus-plugin-content-blog/options.json',
      'i18n/en/docusaurus-plugin-content-docs/current.json',
    ]))
  })

  for (const file of files) {
    it(`${file} has no Chinese message`, () => {
      const chinese = Object.entries(readJson(file)).filter(([, { message }]) => HAN.test(message)).map(([key]) => key)
      expect(chinese).toEqual([])
    })
  }

  it('leave the footer copyright to config/footer.ts, which keeps its year current', () => {
    // write-translations adds the key back with this year's text frozen in it: delete it again.
    expect(Object.keys(readJson('i18n/en/docusaurus-theme-classic/footer.json'))).not.toContain('copyright')
  })
})
