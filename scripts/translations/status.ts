// npm run translations:status — writes i18n/en/STATUS.md: each English page, up to date or behind
// its Chinese source (and since when), and the Chinese pages with no English page yet.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { statusMarkdown, translationStatus } from '../../lib/i18n/translationStatus'

const root = path.resolve(fileURLToPath(import.meta.url), '../../..')
const out = path.join(root, 'i18n/en/STATUS.md')
const rows = translationStatus(root)
fs.writeFileSync(out, statusMarkdown(rows))
const count = (state: string) => rows.filter(row => row.state === state).length
console.log(`${path.relative(process.cwd(), out)}: ${rows.length} pages, ${count('up to date')} up to date, ${count('behind')} behind, ${count('missing')} missing, ${count('no hash')} without a hash, ${count('no source')} without a source`)
