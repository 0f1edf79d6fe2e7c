/**
 * How product and tool names are written in prose (lint:docs terminology check).
 * Matched case-sensitively as whole words, in text only: code spans, code blocks, URLs, link targets,
 * import lines and front matter are never checked, so `tailwindcss`, `@tailwindcss/vite`,
 * `weapp-tailwindcss` and `vite.config.ts` stay as they are.
 */
export interface Term {
  /** The spelling readers should see. */
  correct: string
  /** Spellings to replace with `correct`. */
  wrong: string[]
  /**
   * These spellings are also a package, command or option name (`tailwindcss`, `vite`, `taro build`):
   * the fix may be the name or a code span, so --fix leaves them to the writer.
   */
  alsoCode?: boolean
  /** The right form depends on the sentence, as this says: --fix leaves it to the writer. */
  ambiguous?: string
}

export const terms: Term[] = [
  { correct: 'Tailwind CSS', wrong: ['TailwindCSS', 'TailwindCss', 'Tailwindcss', 'tailwindCSS', 'Tailwind Css', 'Tailwind css', 'tailwind css', 'tailwind CSS'] },
  { correct: 'Tailwind CSS', wrong: ['tailwindcss'], alsoCode: true },
  { correct: 'weapp-tailwindcss', wrong: ['Weapp-tailwindcss', 'Weapp-Tailwindcss', 'weapp-tailwind', 'weapp tailwindcss'] },
  { correct: 'uni-app', wrong: ['uniapp', 'UniApp', 'Uniapp', 'UNIAPP', 'Uni-app', 'Uni-App', 'UNI-APP', 'uni app'] },
  { correct: 'uni-app x', wrong: ['uni-app X'] },
  { correct: 'Taro', wrong: ['TARO'] },
  { correct: 'Taro', wrong: ['taro'], alsoCode: true },
  { correct: 'HBuilderX', wrong: ['HbuilderX', 'HBuilderx', 'Hbuilderx', 'hbuilderx', 'hbuilderX', 'HBUILDERX', 'HBuilder X'] },
  { correct: '微信小程序', wrong: ['微信小程式', '微信 小程序', 'WeChat 小程序', 'Wechat 小程序', 'wechat 小程序'] },
  { correct: 'rpx', wrong: ['RPX', 'Rpx'] },
  { correct: 'webpack', wrong: ['Webpack', 'WebPack', 'WEBPACK'] },
  { correct: 'Vite', wrong: ['VITE', 'ViteJS', 'Vitejs'] },
  { correct: 'Vite', wrong: ['vite'], alsoCode: true },
  { correct: 'PostCSS', wrong: ['Postcss', 'PostCss', 'POSTCSS'] },
  { correct: 'PostCSS', wrong: ['postcss'], alsoCode: true },
  { correct: 'Mpx', wrong: ['MPX'] },
  { correct: 'TypeScript', wrong: ['Typescript', 'TypeScipt'] },
  { correct: 'JavaScript', wrong: ['Javascript', 'javascript', 'JAVASCRIPT'] },
  { correct: 'Node.js', wrong: ['NodeJS', 'NodeJs', 'Nodejs', 'nodejs', 'node.js'] },
  { correct: 'GitHub', wrong: ['Github', 'github', 'GITHUB'] },
  { correct: 'VS Code', wrong: ['VSCode', 'VsCode', 'Vscode', 'vscode', 'vs code'] },
  { correct: 'npm', wrong: ['NPM', 'Npm'] },
  { correct: 'pnpm', wrong: ['PNPM', 'Pnpm'] },
]
