import { describe, expect, it } from 'vitest'
import { codeBlocks } from '../../lib/content/codeBlocks'
import type { Page } from '../../scripts/check-examples/checker'
import { checkDefaultsDiffs } from '../../scripts/check-examples/checkers/defaultsDiff'
import { readRuntimeDefaultsV4 } from '../../lib/package-options/packageDefaults'

const pageWith = (source: string): Page => ({ path: '/site/docs/m.md', relativePath: 'm.md', kind: 'doc', source, file: 'docs/m.md', blocks: codeBlocks(source) })
const defaultsOf = (major: string) => (major === '4' ? readRuntimeDefaultsV4() : undefined)

describe('default-value diffs on migration pages', () => {
  it('passes the 4.x side when it is the pinned default, and leaves a side with no package alone', () => {
    const page = pageWith('```diff title="默认值（3.x → 4.x）"\n-cssChildCombinatorReplaceValue: [\'view\']\n+cssChildCombinatorReplaceValue: [\'view\', \'text\']\n```\n')
    expect(checkDefaultsDiffs([page], defaultsOf)).toEqual({ checked: [{ file: 'docs/m.md', line: 1 }], findings: [] })
  })

  it('names the line, the page\'s value and the real default when the 4.x side is wrong', () => {
    const page = pageWith('Intro\n\n```diff title="默认值（3.x → 4.x）"\n-cssChildCombinatorReplaceValue: [\'view\']\n+cssChildCombinatorReplaceValue: [\'view\']\n```\n')
    const { findings } = checkDefaultsDiffs([page], defaultsOf)
    expect(findings).toEqual([{
      file: 'docs/m.md', line: 5, what: '4.x default of cssChildCombinatorReplaceValue (weapp-tailwindcss 4.12.0)', expected: "['view']", got: "['view', 'text']",
    }])
  })
})
