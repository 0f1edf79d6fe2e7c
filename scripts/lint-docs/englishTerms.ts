import { terms, type Term } from './terms'

/**
 * How English pages write the platform's words and product names (lint:docs terminology check on
 * the English edition), matched like the Chinese terms: case-sensitively, whole words, prose only.
 * Product names are written as their owners write them; a lowercase one (npm, pnpm, webpack, gulp,
 * weapp-vite) stays lowercase at the start of a sentence too.
 */

// Spellings that are not words of either language: the Chinese list minus its Chinese-only entries.
const shared = terms.filter(term => !/\p{Script=Han}/u.test(term.correct))

export const englishTerms: Term[] = [
  // "Mini-program" at the start of a sentence is right; "Mini Program" is fixed by the writer,
  // who knows whether the sentence starts there.
  { correct: 'mini-program', wrong: ['miniprogram', 'mini program', 'mini-Program', 'applet'] },
  { correct: 'mini-programs', wrong: ['miniprograms', 'mini programs', 'mini-Programs', 'applets'] },
  { correct: 'Mini-program', wrong: ['Miniprogram', 'Mini program', 'Mini-Program', 'Applet'] },
  { correct: 'Mini-programs', wrong: ['Miniprograms', 'Mini programs', 'Mini-Programs', 'Applets'] },
  { correct: 'mini-program', wrong: ['Mini Program', 'MiniProgram'], ambiguous: '"Mini-program" to start a sentence' },
  { correct: 'mini-programs', wrong: ['Mini Programs', 'MiniPrograms'], ambiguous: '"Mini-programs" to start a sentence' },
  { correct: 'WeChat DevTools', wrong: ['WeChat Developer Tools', 'WeChat developer tools', 'WeChat Developer Tool', 'WeChat developer tool', 'WeChat devtools', 'WeChat Devtools', 'WeChat Dev Tools', 'Wechat DevTools', 'Wechat Developer Tools', 'wechat devtools'] },
  { correct: 'WeChat', wrong: ['Wechat', 'WECHAT', 'weChat'] },
  // A mini-program subpackage, unless the sentence means a package of a monorepo: left to the writer.
  { correct: 'subpackage', wrong: ['sub-package', 'sub package'], ambiguous: 'for a package of a monorepo: "workspace package"' },
  { correct: 'subpackages', wrong: ['sub-packages', 'sub packages'], ambiguous: 'for packages of a monorepo: "workspace packages"' },
  { correct: 'Subpackage', wrong: ['Sub-package', 'Sub package'], ambiguous: 'for a package of a monorepo: "Workspace package"' },
  { correct: 'Subpackages', wrong: ['Sub-packages', 'Sub packages'], ambiguous: 'for packages of a monorepo: "Workspace packages"' },
  ...shared,
  { correct: 'weapp-vite', wrong: ['Weapp-vite', 'Weapp-Vite', 'weapp vite', 'WeappVite'] },
  { correct: 'UnoCSS', wrong: ['Unocss', 'UnoCss', 'unoCSS', 'UNOCSS'] },
  { correct: 'UnoCSS', wrong: ['unocss'], alsoCode: true },
  { correct: 'NutUI', wrong: ['Nutui', 'NutUi', 'nutUI', 'NUTUI'] },
  { correct: 'NutUI', wrong: ['nutui'], alsoCode: true },
  { correct: 'Rax', wrong: ['RAX'] },
  { correct: 'rsmax', wrong: ['Rsmax', 'RSMAX'] },
  { correct: 'gulp', wrong: ['Gulp', 'GULP'] },
]
