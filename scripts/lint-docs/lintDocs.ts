import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { autocorrect } from './autocorrect'
import { chineseProse } from './chineseProse'
import { codeLanguages } from './codeLanguages'
import { cssEntryImport } from './cssEntryImport'
import { optionMentions } from './optionMentions'
import { pageSubstance } from './pageSubstance'
import { playLinks } from './playLinks'
import { readerQuestionAnchors } from './readerQuestionAnchors'
import { searchQuestions } from './searchQuestions'
import { sidebarMembership } from './sidebarMembership'
import type { Check, LintContext } from './check'
import { findDocFiles, findEnglishDocFiles, reread, type DocFile } from '../../lib/content/docFiles'
import { frontMatter } from './frontMatter'
import { links } from './links'
import { markdownlint } from './markdownlint'
import { mdxSyntax } from './mdxSyntax'
import { mdx1Syntax } from './mdx1Syntax'
import { packageImports } from './packageImports'
import { byFileAndLine, type Problem } from './problem'
import { releasedVersions } from './releasedVersions'
import { sameExamples } from './sameExamples'
import { terminology } from './terminology'
import { translations } from './translations'
import { weappTwCommands } from './weappTwCommands'

const repositoryRoot = path.resolve(fileURLToPath(import.meta.url), '../../..')

// Fixers run in this order, each on the previous one's output: markdownlint's structural fixes,
// then AutoCorrect's spacing and punctuation, then term spellings, then the CSS entry form.
// The fact checks compare the pages with the pinned packages: releases, import paths, the CLI.
// The last two hold each English page to its Chinese source: the translated_from hash, the code blocks.
const checks: Check[] = [
  mdxSyntax, mdx1Syntax, frontMatter, markdownlint, autocorrect, terminology, chineseProse, cssEntryImport, playLinks, links,
  codeLanguages, pageSubstance, sidebarMembership, readerQuestionAnchors, searchQuestions,
  releasedVersions, packageImports, weappTwCommands, optionMentions, translations, sameExamples,
]

export interface LintDocsOptions {
  /** Folder holding docs/ and blog/ (and the English edition's i18n/en/); the site by default. */
  root?: string
  /** Folder holding the tools' config files; the repository by default. */
  configDir?: string
  /** Rewrite what the tools can fix, then report what is left. */
  fix?: boolean
  /** English pages behind their Chinese source are errors, not warnings. */
  strictTranslations?: boolean
}

/** The pages a check reads: the English edition's only if it says it handles them. */
const pagesFor = (check: Check, files: DocFile[]) => (check.editions === 'both' ? files : files.filter(file => file.locale !== 'en'))

export async function lintDocs(
  { root = repositoryRoot, configDir = repositoryRoot, fix = false, strictTranslations = false }: LintDocsOptions = {},
): Promise<Problem[]> {
  const context: LintContext = { root: path.resolve(root), configDir: path.resolve(configDir), strictTranslations }
  let files = [...findDocFiles(context.root), ...findEnglishDocFiles(context.root)]
  if (fix) {
    for (const check of checks) {
      if (!check.fix) continue
      await check.fix(pagesFor(check, files), context)
      files = reread(files)
    }
  }
  const problems: Problem[] = []
  for (const check of checks) problems.push(...(await check.lint(pagesFor(check, files), context)))
  return problems.sort(byFileAndLine)
}
