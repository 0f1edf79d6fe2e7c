// Output-bearing examples that no check runs, each with the reason it cannot be run here. An entry
// matches an example of its page whose label (block title, first line or inline text) starts with
// `label`; an entry that matches nothing fails the run, so this list cannot go stale.
import type { ExampleKind } from './inventory'

export interface Unchecked {
  file: string
  kind: ExampleKind
  label: string
  reason: string
}

export const UNCHECKED: Unchecked[] = [
  // output-block (a real rsmax build; no checker can run one inside npm test)
  {
    file: 'docs/quick-start/frameworks/rsmax.mdx', kind: 'output-block', label: 'dist/pages/index/index.js（节选）',
    reason: 'produced by a real rsmax build; followed by npm run check:recipes',
  },
  // escaped-name / inline-arrow (checker escaped-names)
  {
    file: 'blog/2025/11/v4.7.0-merge-runtime.md', kind: 'escaped-name', label: '`unescape(\'bg-_b_h123456_B\')`',
    reason: 'shows that unescape without its map returns the name unchanged, which the escaped-name check cannot express; run by the claim blog-v47-escape-map-and-unescape (claims/blog.ts)',
  },
  {
    file: 'docs/community/merge/overview.mdx', kind: 'escaped-name', label: '`text-_h999_`',
    reason: 'shows on purpose what merge 1.2.3 (not installed) outputs for text-[#999], next to the 4.12.0 name it fails to match',
  },
  {
    file: 'docs/community/merge/integration.mdx', kind: 'escaped-name', label: '`px-_b40rpx_B`',
    reason: 'names two different classes of the live demo (px-[24rpx] and the built px-_b40rpx_B) that conflict; no class is paired with its escape, and the demo itself runs in the browser',
  },
  {
    file: 'docs/evolution.md', kind: 'inline-arrow', label: '`@babel/parser` → `@babel/traverse`',
    reason: 'the arrows chain the packages of the old and new JavaScript pipeline, not a class and its escape; history, nothing to run',
  },
  // printed (checker cli-output): what a package manager prints, not weapp-tw
  {
    file: 'docs/tools/weapp-tw-cli.md', kind: 'printed', label: 'Error: ERR_PNPM_IGNORED_BUILDS',
    reason: 'the end of `pnpm install` under pnpm 12.21.0 when weapp-tailwindcss is not allowed to build: producing it needs pnpm 12 and the npm registry, and npm test has neither; refresh it by installing weapp-tailwindcss 4.12.0 with pnpm 12 in a scratch project',
  },
  // printed / output-block: what other tools print, or a list that is not an output
  {
    file: 'docs/issues/at-apply.md', kind: 'printed', label: 'Unknown at rule @apply',
    reason: 'printed by the CSS language service of VS Code in the editor, which npm test does not run',
  },
  {
    file: 'docs/issues/format.md', kind: 'printed', label: 'TypeError: tailwind.configs.flat/recommended',
    reason: 'thrown by eslint-plugin-tailwindcss 4.x under ESLint flat config; neither is a dependency of this site',
  },
  {
    file: 'docs/issues/group-and-peer.md', kind: 'printed', label: '[ WXSS 文件编译错误]',
    reason: 'printed by the WXSS compiler of WeChat DevTools, which cannot run here',
  },
  {
    file: 'docs/issues/taro-terser.md', kind: 'printed', label: '[ WXSS 文件编译错误]',
    reason: 'printed by the WXSS compiler of WeChat DevTools, which cannot run here',
  },
  {
    file: 'docs/issues/index.md', kind: 'printed', label: '[plugin:vite-plugin-uni-app-weapp-tailwindcss-adaptor]',
    reason: 'the plugin name weapp-tailwindcss used before 4.1.0, in a uni-app H5/App build; the pinned 4.12.0 names it differently (the page says so)',
  },
  {
    file: 'docs/issues/index.md', kind: 'printed', label: "TypeError: Cannot use 'in' operator",
    reason: 'thrown by mismatched @babel/* versions in a reader\'s project; reproducing it means installing a broken dependency tree',
  },
  {
    file: 'docs/migrations/v2.md', kind: 'output-block', label: '2.x 选项 → 3.x 写法',
    reason: 'a list of 2.x option names and what replaced them in 3.x, not an output; 3.x is not installed here',
  },
  {
    file: 'docs/quick-start/frameworks/taro.mdx', kind: 'printed', label: '缺少postcss插件webpackChain',
    reason: 'printed by the Taro 3.6 compiler when webpackChain sits under mini.postcss; needs a Taro build, which npm test does not run',
  },
  {
    file: 'docs/quick-start/frameworks/taro.mdx', kind: 'printed', label: 'TypeError [ERR_INVALID_ARG_VALUE]',
    reason: 'printed by @tarojs/webpack5-runner 4.2.1 in the same case; needs a Taro build, which npm test does not run',
  },
  {
    file: 'docs/quick-start/v4/readme.mdx', kind: 'printed', label: "HookWebpackError: Cannot find module '@tailwindcss/node'",
    reason: 'needs weapp-tailwindcss 4.3.2 or earlier under pnpm with hoist=false, as the page says; the site pins 4.12.0',
  },
]
