import { expect, test } from '@playwright/test'
import { arm, expectUnharmed, gotoHydrated } from './guards'

// A crashing component shows 'This page crashed.' with 'Try again' and the chain of
// error messages; 'Try again' renders the page once the cause is gone. The crash is provoked
// without test code in the site: the docs page formats its last-updated date during render, and
// the test makes that browser API throw (with a cause) while a flag is set.
//
// The built site shows the theme's zh-Hans translation of these texts ('页面已崩溃。' for
// 'This page crashed.', '重试' for 'Try again'); the message chain keeps the theme's 'Cause:'.

test('a component that throws shows the crash screen with the message chain; Try again recovers', async ({ page }) => {
  const guard = await arm(page)
  await page.addInitScript(() => {
    const w = window as unknown as { __crashDates?: boolean }
    w.__crashDates = true
    // `format` is a getter returning a bound function: wrap what it returns.
    const getFormat = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!.get!
    Object.defineProperty(Intl.DateTimeFormat.prototype, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        const format = getFormat.call(this) as (date?: Date | number) => string
        return (date?: Date | number) => {
          if (w.__crashDates) throw new Error('date formatting failed', { cause: new Error('clock unavailable') })
          return format(date)
        }
      },
    })
  })
  await gotoHydrated(page, '/docs/intro')
  await expect(page.getByRole('heading', { name: '页面已崩溃。' })).toBeVisible()
  const screen = page.locator('main')
  await expect(screen).toContainText('date formatting failed')
  await expect(screen).toContainText(/Cause:\s*clock unavailable/)
  // The rest of the layout is still there: the reader can navigate away.
  await expect(page.locator('.navbar')).toBeVisible()
  await expectUnharmed(page, guard, { crashed: true })

  await page.evaluate(() => { (window as unknown as { __crashDates?: boolean }).__crashDates = false })
  await page.getByRole('button', { name: '重试' }).click()
  await expect(page.getByRole('heading', { name: '页面已崩溃。' })).toHaveCount(0)
  await expect(page.locator('article h1')).toHaveText('简介')
  await expect(page.locator('time[itemprop="dateModified"]')).toBeVisible()
  await expectUnharmed(page, guard)
})
