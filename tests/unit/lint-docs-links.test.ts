import { describe, expect, it } from 'vitest'
import { docUrl } from '../../scripts/lint-docs/links'

describe('docUrl: the URL Docusaurus gives a doc file', () => {
  it.each([
    ['intro.md', '/docs/intro'],
    ['issues/index.md', '/docs/issues'],
    ['quick-start/v4/readme.mdx', '/docs/quick-start/v4'],
    ['quick-start/v4/README.md', '/docs/quick-start/v4'],
    ['uni-app-x/uni-app-x.md', '/docs/uni-app-x'],
    ['quick-start/v4/tutorial/workflow.mdx', '/docs/quick-start/v4/tutorial/workflow'],
    ['index.md', '/docs'],
  ])('%s → %s', (file, url) => {
    expect(docUrl(file)).toBe(url)
  })
})
