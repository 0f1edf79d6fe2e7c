import fs from 'node:fs'
import path from 'node:path'
import type { Check } from './check'
import { chineseSourcePath } from '../../lib/content/docFiles'
import { codeBlockDifferences } from '../../lib/i18n/sameCodeBlocks'
import { translationState } from '../../lib/i18n/translatedFrom'
import type { Problem } from './problem'

// An English page marked as up to date must show its source's code blocks (lib/i18n/sameCodeBlocks.ts).
// On a page already reported as behind, a difference is part of the pending update and follows the
// same rule as that report: a warning, an error with --strict-translations.

export const sameExamples: Check = {
  name: 'same-examples',
  editions: 'both',
  lint(files, context) {
    return files.filter(file => file.locale === 'en').flatMap(file => {
      const sourceFile = chineseSourcePath(context.root, file)
      if (!fs.existsSync(sourceFile)) return [] // the translations check reports it
      const chinese = fs.readFileSync(sourceFile, 'utf8')
      const source = path.relative(context.root, sourceFile).split(path.sep).join('/')
      const behind = translationState(file.source, file.kind === 'partial', chinese).state === 'behind'
      return codeBlockDifferences(file.source, chinese).map((difference): Problem => ({
        file: file.path,
        line: difference.line,
        check: 'same-examples',
        what: `code block ${difference.index} differs from ${source}:${difference.sourceLine}: ${difference.what}`,
        how: 'copy the block from the Chinese page; only comments and a prose title may be translated',
        fixable: false,
        ...(behind && !context.strictTranslations ? { warning: true } : {}),
      }))
    })
  },
}
