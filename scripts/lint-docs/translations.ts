import fs from 'node:fs'
import path from 'node:path'
import type { Check, LintContext } from './check'
import { chineseSourcePath, ENGLISH_BLOG_DIR, ENGLISH_DOCS_DIR, type DocFile } from '../../lib/content/docFiles'
import { translationState } from '../../lib/i18n/translatedFrom'
import type { Problem } from './problem'

// Each English page records the hash of the Chinese text it reflects (lib/i18n/translatedFrom.ts).
// A page whose source has changed since is behind: a warning, so a fix to a Chinese page can land
// before its English update; --strict-translations makes it fail (CONTRIBUTING, "Updating both editions").
// An English page with no Chinese source, or with no hash, is always an error: nothing can tell
// whether it is in step.

const relative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/')

function hashKeyHint(file: DocFile, hash: string): string {
  return file.kind === 'partial' ? `{/* translated_from: ${hash} */} as the first line` : `translated_from: ${hash} to the front matter`
}

function pageProblems(file: DocFile, context: LintContext): Problem[] {
  const sourceFile = chineseSourcePath(context.root, file)
  const source = relative(context.root, sourceFile)
  const problem = (line: number, what: string, how: string, warning = false): Problem =>
    ({ file: file.path, line, check: 'translations', what, how, fixable: false, ...(warning ? { warning } : {}) })
  if (!fs.existsSync(sourceFile)) {
    return [problem(1, `English page with no Chinese source: ${source} does not exist`, 'give it the path of the Chinese page it translates, or delete it with its Chinese page')]
  }
  const state = translationState(file.source, file.kind === 'partial', fs.readFileSync(sourceFile, 'utf8'))
  if (state.state === 'unmarked') {
    return [problem(1, `no translated_from: which version of ${source} this page reflects is unknown`, `compare the page with ${source}, bring it in step, then add ${hashKeyHint(file, state.hash)}`)]
  }
  if (state.state === 'behind') {
    return [problem(
      state.recorded.line,
      `the English page is behind ${source}: translated from ${state.recorded.hash}, source is now ${state.hash}`,
      `update the English page, then set translated_from: ${state.hash}`,
      !context.strictTranslations,
    )]
  }
  return []
}

/** Chinese pages with no English page yet, once the site has an English edition at all. */
function untranslated(files: DocFile[], context: LintContext): Problem[] {
  if (!fs.existsSync(path.join(context.root, ENGLISH_DOCS_DIR))) return []
  const translated = new Set(files.filter(file => file.locale === 'en').map(file => chineseSourcePath(context.root, file)))
  return files.filter(file => file.locale !== 'en' && !translated.has(file.path)).map(file => {
    const englishDir = file.path.startsWith(path.join(context.root, 'blog') + path.sep) ? ENGLISH_BLOG_DIR : ENGLISH_DOCS_DIR
    return {
      file: file.path, line: 1, check: 'translations', fixable: false, ...(context.strictTranslations ? {} : { warning: true }),
      what: 'no English page for this page yet',
      how: `write ${englishDir}/${file.relativePath} (English readers see the Chinese page until then)`,
    }
  })
}

export const translations: Check = {
  name: 'translations',
  editions: 'both',
  lint(files, context) {
    return [...files.filter(file => file.locale === 'en').flatMap(file => pageProblems(file, context)), ...untranslated(files, context)]
  },
}
