import path from 'node:path'
import { expect, test } from '@playwright/test'
import createJiti from 'jiti'
import type { ClaimModule } from '../../../lib/claims/define'
import { pageVerification } from '../../../lib/claims/pageSummary'
import { gotoHydrated } from '../../lib/hydration'

// The claim modules are TypeScript imported by path; jiti loads them as Docusaurus loads them for the build.
const jiti = createJiti(__filename, { interopDefault: true })
const loadClaimModules = (root: string): Promise<ClaimModule[]> =>
  (jiti('../../../lib/claims/load.ts') as typeof import('../../../lib/claims/load')).loadClaimModules(root)

const root = path.resolve(__dirname, '../../..')
const english = 'i18n/en/docusaurus-plugin-content-docs/current'

// The figures are the suite's, computed here the way the build does; a page the claims quote must show them.
const pages = [
  { route: '/docs/glossary', file: 'docs/glossary.md', words: /对照 weapp-tailwindcss 4\.12\.0 与 Tailwind CSS 4\.3\.5 \/ 3\.4\.19 核对：(\d+) 条由测试证明，(\d+) 条人工核对/ },
  { route: '/en/docs/glossary', file: `${english}/glossary.md`, words: /checked against weapp-tailwindcss 4\.12\.0 and Tailwind CSS 4\.3\.5 \/ 3\.4\.19: (\d+) proven by tests, (\d+) checked by hand/ },
]

for (const { route, file, words } of pages) {
  test(`${route}: the verification line is in the server HTML, with the suite's figures and a link to the proofs`, async ({ page, request }) => {
    const expected = pageVerification(root, file, await loadClaimModules(root))
    expect(expected.tested + expected.manual).toBeGreaterThan(0)
    const html = await (await request.get(route)).text()
    const [, tested, manual] = words.exec(html.replace(/<!-- -->/g, '')) ?? []
    expect([Number(tested), Number(manual)]).toEqual([expected.tested, expected.manual])

    await page.goto(route)
    const line = page.locator('article p', { hasText: '4.12.0' }).last()
    await expect(line).toBeVisible()
    const proofs = line.getByRole('link')
    await expect(proofs).toHaveAttribute('href', expected.modules.length === 1
      ? new RegExp(`/blob/main/website/${expected.modules[0]}$`)
      : /\/tree\/main\/website\/claims$/)
  })
}

test('a generated reference page says what it is generated from, in both languages', async ({ page }) => {
  await page.goto('/docs/api/interfaces/UserDefinedOptions')
  await expect(page.locator('article p', { hasText: '本页由 weapp-tailwindcss 4.12.0 的类型声明生成。' })).toBeVisible()
  await page.goto('/en/docs/api/interfaces/UserDefinedOptions')
  await expect(page.locator('article p', { hasText: 'This page is generated from the type declarations of weapp-tailwindcss 4.12.0.' })).toBeVisible()
})

test('a page no claim quotes says so instead of showing a zero', async ({ request }) => {
  const html = (await (await request.get('/docs/copyright')).text()).replace(/<!-- -->/g, '')
  const expected = pageVerification(root, 'docs/copyright.md', await loadClaimModules(root))
  test.skip(expected.tested + expected.manual > 0, 'the copyright page has claims now')
  expect(html).toContain('本页的说法还没有对照 weapp-tailwindcss 4.12.0 与 Tailwind CSS 4.3.5 / 3.4.19 逐句证明。')
})

for (const route of ['/docs/glossary', '/en/docs/glossary', '/docs/api/interfaces/UserDefinedOptions']) {
  test(`${route}: the page with its verification line hydrates, with no error in the page`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', error => errors.push(error.message))
    await gotoHydrated(page, route)
    expect(errors).toEqual([])
  })
}
