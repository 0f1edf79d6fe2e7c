import { expect, test } from '@playwright/test'
import { leftoverMdx } from '../../../plugins/llms/leftoverMdx'

// A `.md` twin next to each docs page: three pages of different kinds.

async function twin(request: import('@playwright/test').APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/markdown')
  const text = await response.text()
  expect(leftoverMdx(text)).toEqual([])
  return text
}

test('plain page: issues/box-sizing', async ({ request }) => {
  const text = await twin(request, '/docs/issues/box-sizing.md')
  const lines = text.split('\n')
  expect(lines[0]).toBe('# 组件库高度塌陷：默认 box-sizing 冲突')
  expect(lines[2]).toMatch(/^> 引入 weapp-tailwindcss 后/)
  expect(text).toMatch(/^URL: https?:\/\/\S+\/docs\/issues\/box-sizing$/m)
  expect(text).toContain('## 症状')
  expect(text).toContain('```css\nview,text,::before,::after {')
})

test('page with partials: quick-start/v4/uni-app-vite', async ({ request }) => {
  const text = await twin(request, '/docs/quick-start/v4/uni-app-vite.md')
  expect(text.split('\n')[0]).toBe('# uni-app CLI（Vue 3 + Vite）接入 Tailwind CSS 4')
  // _partials/v4-patch-script.mdx and _partials/v4-verify.mdx, inlined where the page uses them.
  expect(text).toContain('"postinstall": "weapp-tw patch"')
  expect(text).toContain('找一个页面，放上几个带特殊字符的类名')
  // ```bash npm2yarn → one block per package manager.
  expect(text).toContain('**npm**\n\n```bash\nnpm install -D tailwindcss@4 @tailwindcss/postcss weapp-tailwindcss\n```')
  expect(text).toContain('**pnpm**\n\n```bash\npnpm add -D tailwindcss@4 @tailwindcss/postcss weapp-tailwindcss\n```')
  // Links carry the site URL: a reader of the Markdown is not on the site.
  expect(text).toMatch(/\]\(https?:\/\/[^)]+\/docs\/quick-start\/frameworks\/uni-app-vite\)/)
})

test('page with live code: principle', async ({ request }) => {
  const text = await twin(request, '/docs/principle.md')
  expect(text.split('\n')[0]).toBe('# weapp-tailwindcss 的工作原理')
  expect(text).toMatch(/^```jsx\nfunction EscapeDemo\(\) \{$/m)
  expect(text).not.toMatch(/^```\w+ .*\blive\b/m)
  expect(text).toMatch(/!\[[^\]]*\]\(https?:\/\/\S+\/img\/principle\/build-pipeline\.svg\)/)
})
