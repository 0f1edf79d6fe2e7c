import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { readPackageFacts } from '../../../lib/package-options/docsOptionCheck'
import { findDocFiles } from '../../../lib/content/docFiles'
import { scanPage } from '../../../lib/package-options/optionMentions'

const siteDir = path.resolve(__dirname, '../../..')
const optionsPage = '/docs/api/interfaces/UserDefinedOptions'
const { options, facts } = readPackageFacts(siteDir)

/** Text of an option's entry: from its h3 to the next h2/h3. */
function optionEntry(page: Page, id: string): Promise<string> {
  return page.evaluate(anchor => {
    const heading = document.getElementById(anchor)
    if (!heading) return ''
    let text = heading.textContent ?? ''
    for (let node = heading.nextElementSibling; node && !/^H[23]$/.test(node.tagName); node = node.nextElementSibling) {
      text += `\n${node.textContent ?? ''}`
    }
    // Docusaurus puts a zero-width space in each heading's hash link.
    return text.replace(/\u200b/g, '')
  }, id)
}

test('/docs/api opens with the grouped intro, linking every option to its entry', async ({ page }) => {
  await page.goto('/docs/api')
  await expect(page.locator('h1')).toHaveText('API 总览')
  const headings = page.locator('.theme-doc-markdown h2')
  for (const group of ['处理哪些文件', '类名转义', '单位换算', '生命周期钩子', '平台与兼容', 'Tailwind CSS 版本与补丁']) {
    await expect(headings.filter({ hasText: group })).toHaveCount(1)
  }
  const rem2rpx = page.locator('.theme-doc-markdown table a', { hasText: 'rem2rpx' }).first()
  await rem2rpx.click()
  await expect(page).toHaveURL(/\/docs\/api\/interfaces\/UserDefinedOptions#rem2rpx$/)
  await expect(page.locator('h3#rem2rpx')).toBeInViewport()
})

test('the options page shows name, type, since and default for each option', async ({ page }) => {
  await page.goto(optionsPage)
  await expect(page.locator('h1')).toHaveText('配置项：UserDefinedOptions')
  await expect(page.locator('h3#rem2rpx')).toHaveText('rem2rpx')

  const rem2rpx = await optionEntry(page, 'rem2rpx')
  expect(rem2rpx).toContain('rem2rpx?: boolean | Rem2rpxOptions')
  expect(rem2rpx).toMatch(/自从\s*\^3\.0\.0/)

  const hover = await optionEntry(page, 'cssremovehoverpseudoclass')
  expect(hover).toMatch(/默认值\s*true/)

  // The JSDoc default is stale; the page shows the runtime one and says so.
  const combinator = await optionEntry(page, 'csschildcombinatorreplacevalue')
  expect(combinator).toMatch(/默认值\s*\['view', 'text'\]/)
  expect(combinator).toContain("'view + view'")

  const example = await optionEntry(page, 'disabled')
  expect(example).toMatch(/示例[\s\S]*UNI_PLATFORM/)

  // @since tags the CHANGELOG contradicts are corrected, and the page says what the package claimed.
  const autoprefixer = await optionEntry(page, 'autoprefixer')
  expect(autoprefixer).toMatch(/自从\s*\^4\.12\.0\s*版本已按更新日志更正：包内标注为 \^4\.11\.3/)
  expect(await optionEntry(page, 'unitstopx')).toMatch(/自从\s*\^4\.9\.8\s*版本已按更新日志更正/)
})

test('every option shown by the package, and every option the guides use, has its own anchor', async ({ page }) => {
  await page.goto(optionsPage)
  const anchors = new Set(await page.locator('.theme-doc-markdown h3[id]').evaluateAll(nodes => nodes.map(node => node.id)))
  const shown = options.filter(option => !option.hidden).map(option => option.name)
  const docsDir = path.join(siteDir, 'docs') + path.sep
  const used = findDocFiles(siteDir)
    .filter(file => file.path.startsWith(docsDir))
    .flatMap(file => scanPage(file.source))
    .map(mention => mention.name)
    .filter(name => facts.names.has(name) && !options.find(option => option.name === name)?.hidden)
  expect(used.length).toBeGreaterThan(20)
  const missing = [...new Set([...shown, ...used])].filter(name => !anchors.has(name.toLowerCase()))
  expect(missing).toEqual([])
})

test('/docs/api-v2 and its class and interface pages render', async ({ page, request }) => {
  await page.goto('/docs/api-v2')
  await expect(page.locator('h1')).toHaveText('API（2.x）')
  await expect(page.locator('.theme-doc-markdown a[href$="/api-v2/classes/UnifiedWebpackPluginV5"]').first()).toBeVisible()

  await page.goto('/docs/api-v2/classes/UnifiedWebpackPluginV5')
  await expect(page.locator('h1')).toHaveText('类：UnifiedWebpackPluginV5（2.x）')
  await expect(page.locator('.theme-doc-markdown h3#apply')).toBeVisible()

  const interfaces = [
    'IArbitraryValues', 'IBaseWebpackPlugin', 'ICommonReplaceOptions', 'ILengthUnitsPatchDangerousOptions', 'ILengthUnitsPatchOptions',
    'IPropValue', 'ITemplateHandlerOptions', 'InternalCssSelectorReplacerOptions', 'InternalPatchResult', 'RawSource', 'UserDefinedOptions',
  ]
  for (const name of interfaces) {
    expect((await request.get(`/docs/api-v2/interfaces/${name}`)).status(), name).toBe(200)
  }
})

test('navbar 配置项 leads to the options page, whose sidebar keeps 2.x collapsed', async ({ page }) => {
  await page.goto('/docs/intro')
  await page.locator('.navbar__items .navbar__item', { hasText: '配置项' }).click()
  await expect(page).toHaveURL(new RegExp(`${optionsPage}$`))
  const sidebar = page.locator('nav.menu')
  await expect(sidebar.locator('a.menu__link--active')).toHaveText('UserDefinedOptions 配置项')
  const v2 = sidebar.locator('.menu__list-item--collapsed', { hasText: 'v2 版本配置项' })
  await expect(v2).toBeVisible()
})
