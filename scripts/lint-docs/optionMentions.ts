import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Check } from './check'
import type { Problem } from './problem'
import { ENGLISH_DOCS_DIR } from '../../lib/content/docFiles'
import { checkPage, readPackageFacts } from '../../lib/package-options/docsOptionCheck'
import type { PackageFacts } from '../../lib/package-options/checkOptionMentions'

// Option names and stated defaults on the docs pages, against the pinned weapp-tailwindcss
// (its UserDefinedOptions types and getDefaultOptions()). Blog posts tell history and are left alone.
let facts: PackageFacts | undefined
const API_INTRO = 'config/typedoc-readme.md'
const repositoryRoot = path.resolve(fileURLToPath(import.meta.url), '../../..')

export const optionMentions: Check = {
  name: 'options',
  editions: 'both',
  lint(files, context) {
    facts ??= readPackageFacts(repositoryRoot).facts
    // Docs pages of both editions; an English page is exempt where its Chinese source is (migration pages).
    const docsDirs = [path.join(context.root, 'docs') + path.sep, path.join(context.root, ENGLISH_DOCS_DIR) + path.sep]
    const pages = files.filter(file => docsDirs.some(dir => file.path.startsWith(dir))).map(file => ({ file: file.path, sitePath: `docs/${file.relativePath}`, source: file.source }))
    // The intro TypeDoc puts on top of the generated options page is written by hand too.
    const apiIntro = path.join(context.root, API_INTRO)
    if (fs.existsSync(apiIntro)) pages.push({ file: apiIntro, sitePath: API_INTRO, source: fs.readFileSync(apiIntro, 'utf8') })
    return pages.flatMap(page => {
      // Migration pages may name options of older majors (lib/package-options/docsOptionCheck.ts).
      return checkPage(page.sitePath, page.source, facts!).map((problem): Problem => ({
        file: page.file,
        line: problem.line,
        check: 'options',
        what: problem.message,
        how: 'check the option on /docs/api/interfaces/UserDefinedOptions (generated from the pinned package) and fix the name or default',
        fixable: false,
      }))
    })
  },
}
