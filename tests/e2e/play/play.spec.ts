import { deflateRawSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { EXAMPLES } from '../../../src/components/Play/examples'
import { CSS_ENTRY, errorPane, expectFirstRunDone, openWith, outputColumn, outputText, readShareHash, runInPage, shareHash, status, wxml, wxss } from './playPage'

test.describe.configure({ timeout: 120_000 })

test('the navbar leads to /play, and typing a class updates template, WXSS and the change list', async ({ page }) => {
  await page.goto('/')
  await page.locator('.navbar a[href="/play"]').first().click()
  await expectFirstRunDone(page)
  await expect(outputColumn(page)).toHaveAttribute('aria-busy', 'false')
  await page.locator('#play-template').fill('<view class="h-[77px] text-[#abcdef]">x</view>')
  // The previous output stays on screen, marked busy, until this input's run ends (250 ms pause first).
  await expect(outputColumn(page)).toHaveAttribute('aria-busy', 'true')
  await expect(wxml(page)).toHaveText('<view class="h-_b77px_B text-_b_habcdef_B">x</view>', { timeout: 30_000 })
  await expect(wxss(page)).toContainText('.h-_b77px_B')
  await expect(wxss(page)).toContainText('height: 77px')
  await expect(page.getByTestId('play-changes')).toContainText('h-[77px] → h-_b77px_B')
  await expect(outputColumn(page)).toHaveAttribute('aria-busy', 'false')
  // Edited input is no longer the example the menu named.
  await expect(page.locator('#play-example')).toHaveValue('')
})

// Docs pages link these examples and quote what they produce.
const QUOTED: Record<string, string[]> = {
  'rem2rpx': ['padding: 32rpx'],
  'spacing-rpx': ['height: 30rpx', 'padding: 4rpx'],
}

// One page, every example in turn from the menu, as a reader tries them: the worker loads once.
test(`each of the ${EXAMPLES.length} examples loads from the menu and transforms; those the docs quote produce what they quote`, async ({ page }) => {
  await openWith(page, { template: '<view class="p-1">start</view>' })
  for (const example of EXAMPLES) {
    await test.step(example.label, async () => {
      await page.locator('#play-example').selectOption(example.id)
      await expect(page.locator('#play-template')).toHaveValue(example.input.template)
      await expect(page.locator('#play-css')).toHaveValue(example.input.css)
      await expect(page.locator('#play-options')).toHaveValue(example.input.options)
      await expect(page.locator('#play-example')).toHaveValue(example.id)
      await expect(outputColumn(page)).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 })
      await expect(status(page)).toHaveText('已完成')
      expect((await outputText(page, 'play-wxss')).length).toBeGreaterThan(0)
      for (const declaration of QUOTED[example.id] ?? []) await expect(wxss(page)).toContainText(declaration)
    })
  }
  expect(Object.keys(QUOTED).filter(id => !EXAMPLES.some(example => example.id === id)), 'quoted examples missing from the menu').toEqual([])
})

test('a shared link reproduces the same inputs and output', async ({ page, context }) => {
  await openWith(page, { template: '<view class="m-[3px]">a</view>' })
  await page.locator('#play-template').fill('<view class="w-[42rpx] bg-[#123]">分享</view>')
  await page.locator('#play-options').fill('{"rem2rpx": true}')
  await expect(wxml(page)).toHaveText('<view class="w-_b42rpx_B bg-_b_h123_B">分享</view>', { timeout: 30_000 })
  await expect.poll(() => page.evaluate(() => window.location.hash)).toMatch(/^#v1:/)
  await expect.poll(async () => readShareHash(await page.evaluate(() => window.location.hash)))
    .toEqual(['<view class="w-[42rpx] bg-[#123]">分享</view>', CSS_ENTRY, '{"rem2rpx": true}', ''])
  const shared = page.url()
  const other = await context.newPage()
  await other.goto(shared)
  await expect(other.locator('#play-template')).toHaveValue('<view class="w-[42rpx] bg-[#123]">分享</view>')
  await expect(other.locator('#play-options')).toHaveValue('{"rem2rpx": true}')
  await expect(other.locator('#play-css')).toHaveValue(CSS_ENTRY)
  await expectFirstRunDone(other)
  expect(await outputText(other, 'play-wxss')).toBe(await outputText(page, 'play-wxss'))
})

test('a broken hash is ignored and the default example runs', async ({ page }) => {
  await page.goto('/play#v1:%%%not-base64')
  await expectFirstRunDone(page)
  await expect(page.locator('#play-template')).toHaveValue(EXAMPLES[0]!.input.template)
})

// One page through every kind of bad input: each gets its message, and the page recovers from each
// before the next.
test('bad input gets a clear message and the page stays usable', async ({ page }) => {
  await openWith(page, { template: '<view class="p-1">a</view>' })

  await test.step('invalid CSS', async () => {
    await page.locator('#play-css').fill(`${CSS_ENTRY}.a { color: red;`)
    await expect(errorPane(page)).toBeVisible({ timeout: 30_000 })
    await expect(errorPane(page)).not.toBeEmpty()
    await page.locator('#play-css').fill(CSS_ENTRY)
    await expect(errorPane(page)).toHaveCount(0, { timeout: 30_000 })
    await expect(status(page)).toHaveText('已完成')
  })

  await test.step('an import the page cannot serve', async () => {
    await page.locator('#play-css').fill('@import "tailwindcss/nope.css";')
    await expect(errorPane(page)).toContainText('tailwindcss/nope.css', { timeout: 30_000 })
    // Told apart from a runaway compile and from a worker that could not load.
    await expect(errorPane(page)).toHaveAttribute('data-kind', 'input')
    await expect(errorPane(page)).toContainText('输入有误')
    await page.locator('#play-css').fill(CSS_ENTRY)
    await expect(errorPane(page)).toHaveCount(0, { timeout: 30_000 })
  })

  await test.step('an unclosed tag still gives output', async () => {
    await runInPage(page, { template: '<view class="w-[10px]"><text class="text-[#f00]">未闭合' })
    await expect(wxml(page)).toContainText('w-_b10px_B')
    await expect(wxml(page)).toContainText('text-_b_hf00_B')
    await expect(wxss(page)).toContainText('width: 10px')
  })

  await test.step('options that are not JSON, not an object, or have wrong keys and types', async () => {
    const options = page.locator('#play-options')
    await options.fill('{ rem2rpx: true')
    await expect(errorPane(page)).toContainText('配置不是合法的 JSON')
    await options.fill('[1, 2]')
    await expect(errorPane(page)).toContainText('配置必须是一个对象（{ ... }），现在是 array')
    await options.fill('{"rem2rpx": "yes", "cssPreflight": 3, "notAnOption": 1}')
    await expect(errorPane(page)).toContainText('配置项 "rem2rpx" 应为 boolean 或 object，现在是 string')
    await expect(errorPane(page)).toContainText('配置项 "cssPreflight" 应为')
    await expect(errorPane(page)).toContainText('未知配置项 "notAnOption"')
    await options.fill('{"rem2rpx": true}')
    await expect(errorPane(page)).toHaveCount(0)
    await expect(status(page)).toHaveText('已完成', { timeout: 30_000 })
  })

  await test.step('an input over 200 KB is refused before it reaches the worker', async () => {
    const big = `<view class="p-1">${'大'.repeat(70_000)}</view>`
    await page.locator('#play-template').fill(big)
    await expect(errorPane(page)).toContainText('超过了 200 KB 的上限')
    await page.locator('#play-template').fill('<view class="p-[5px]">a</view>')
    await expect(wxml(page)).toHaveText('<view class="p-_b5px_B">a</view>', { timeout: 30_000 })
  })
})

test('the preview renders rpx as a share of a 390 px wide screen, without scripts', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openWith(page, { template: '<view class="w-[375rpx] h-[100rpx] bg-[#f00]">半</view><text class="t">字</text>' })
  const frame = page.getByTestId('play-preview')
  await expect(frame).toHaveAttribute('sandbox', '')
  const box = await frame.boundingBox()
  const inner = page.frameLocator('[data-testid="play-preview"]')
  const half = inner.locator('view').first()
  await expect(half).toBeVisible()
  const width = await half.evaluate(element => element.getBoundingClientRect().width)
  const frameWidth = await half.evaluate(element => element.ownerDocument.documentElement.clientWidth)
  // 375rpx is half of the 750rpx screen.
  expect(Math.abs(width - frameWidth / 2)).toBeLessThan(1)
  expect(box!.width).toBeLessThanOrEqual(390)
  expect(await inner.locator('text').first().evaluate(element => getComputedStyle(element).display)).toBe('inline')
  expect(await half.evaluate(element => getComputedStyle(element).display)).toBe('block')
})

test('a share link opened in the same tab replaces the inputs', async ({ page }) => {
  await openWith(page, { template: '<view class="m-[3px]">a</view>' })
  await page.evaluate(hash => { window.location.hash = hash }, shareHash({ template: '<view class="m-[9px]">b</view>' }))
  await expect(page.locator('#play-template')).toHaveValue('<view class="m-[9px]">b</view>')
  await expect(wxml(page)).toHaveText('<view class="m-_b9px_B">b</view>', { timeout: 30_000 })
})

// Each custom variant below doubles the selectors of the one inside it: twelve of them make the
// compiler run for half a minute or more (measured in Node: 33 s), past the page's time limit.
const RUNAWAY_CSS = CSS_ENTRY + Array.from({ length: 12 }, (_, i) => `@custom-variant v${i + 1} (&:is(.a${i + 1}), &:is(.b${i + 1}));`).join('\n')
const RUNAWAY_CLASS = `${Array.from({ length: 12 }, (_, i) => `v${i + 1}`).join(':')}:flex`

test('a compile that runs away is stopped at the time limit, and a fresh worker takes the next input', async ({ page }) => {
  test.setTimeout(180_000)
  await openWith(page, { template: '<view class="p-1">a</view>' })
  await page.locator('#play-css').fill(RUNAWAY_CSS)
  await page.locator('#play-template').fill(`<view class="${RUNAWAY_CLASS}">a</view>`)
  await expect(status(page)).toHaveText('转换中…')
  // The page stays responsive while the worker is busy.
  await page.locator('#play-options').fill('{"rem2rpx": false}')
  await expect(page.locator('#play-options')).toHaveValue('{"rem2rpx": false}')
  await expect(errorPane(page)).toContainText('转换超过 15 秒仍未完成，已停止并重新启动转换程序', { timeout: 60_000 })
  await expect(errorPane(page)).toHaveAttribute('data-kind', 'runaway')
  await expect(errorPane(page)).not.toContainText('输入有误')
  await page.locator('#play-css').fill(CSS_ENTRY)
  await page.locator('#play-template').fill('<view class="p-[7px]">b</view>')
  await expect(wxml(page)).toHaveText('<view class="p-_b7px_B">b</view>', { timeout: 60_000 })
  await expect(status(page)).toHaveText('已完成')
})

test('inputs and outputs are highlighted with the site code theme', async ({ page }) => {
  await openWith(page, { template: '<view class="p-[5px]">a</view>' })
  // The typing surface is still a plain textarea; a painted copy lies under it.
  await expect(page.locator('textarea#play-template')).toHaveCount(1)
  await expect(page.locator('pre:has(+ textarea#play-template) .token.tag').first()).toBeAttached()
  await expect(page.locator('pre:has(+ textarea#play-css) .token').first()).toBeAttached()
  await expect(wxml(page).locator('.token.attr-value', { hasText: 'p-_b5px_B' })).toHaveCount(1)
  await expect(wxss(page).locator('.token.selector').first()).toBeAttached()
  const colour = (locator: ReturnType<typeof wxss>) => locator.evaluate(element => getComputedStyle(element).color)
  expect(await colour(wxss(page).locator('.token.selector').first())).not.toBe(await colour(wxss(page).locator('.token.punctuation').first()))
})

test('a docs page opens the Play on the example it discusses', async ({ page }) => {
  await page.goto('/docs/issues')
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' })
  const link = page.locator('article a[href="/play#example=space-y"]')
  await expect(link).toHaveText('Play 的 space-y 示例')
  await link.click()
  await expect(page).toHaveURL(/\/play#/)
  await expect(page.locator('#play-template')).toHaveValue(EXAMPLES.find(example => example.id === 'space-y')!.input.template)
  await expectFirstRunDone(page)
  await expect(wxss(page)).toContainText('>view+text')
  await expect(page.locator('#play-example')).toHaveValue('space-y')
  // No class of this example needs escaping, and the page says so.
  await expect(page.getByText('模板里的类名都不含小程序不支持的字符，原样保留。')).toBeVisible()
})

test('class names in a script are rewritten by transformJs, and their CSS is generated', async ({ page }) => {
  await openWith(page, { template: '<view class="{{cls}}">a</view>' })
  await expect(page.getByTestId('play-js')).toHaveCount(0)
  await page.locator('#play-script').fill('Page({ data: { cls: "w-[123rpx] bg-[#abc]" } })')
  await expect(page.getByTestId('play-js')).toHaveText('Page({ data: { cls: "w-_b123rpx_B bg-_b_habc_B" } })', { timeout: 30_000 })
  await expect(wxss(page)).toContainText('.w-_b123rpx_B')
  await expect(page.getByTestId('play-changes')).toContainText('w-[123rpx] → w-_b123rpx_B')
})

test('a link made before the script input existed (three parts) still opens', async ({ page }) => {
  const json = JSON.stringify(['<view class="m-[6px]">旧</view>', CSS_ENTRY, '{}'])
  await page.goto(`/play#v1:${deflateRawSync(Buffer.from(json, 'utf8')).toString('base64url')}`)
  await expect(page.locator('#play-template')).toHaveValue('<view class="m-[6px]">旧</view>')
  await expect(page.locator('#play-script')).toHaveValue('')
  await expect(wxml(page)).toHaveText('<view class="m-_b6px_B">旧</view>', { timeout: 60_000 })
})
