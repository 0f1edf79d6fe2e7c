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
]
