import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from '../../lib/hydration'

const theme = (page: Page) => page.locator('html').getAttribute('data-theme')
const toggle = (page: Page) => page.locator('.navbar button[class*="toggleButton"]').first()

test('dark by default, even when the OS prefers light', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  expect(await theme(page)).toBe('dark')
})

test('toggle switches to light, reload keeps it, another tab follows', async ({ page, context }) => {
  await gotoHydrated(page, '/docs/intro')
  const other = await context.newPage()
  await gotoHydrated(other, '/')
  expect(await theme(other)).toBe('dark')

  await toggle(page).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  // The other tab follows through the storage event, without a reload.
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'light')

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})

// Records view-transition and animate() calls so the reveal can be checked.
async function recordReveal(page: Page) {
  await page.addInitScript(() => {
    const log: unknown[] = []
    ;(window as unknown as { __reveal: unknown[] }).__reveal = log
    const original = Element.prototype.animate
    Element.prototype.animate = function (keyframes, options) {
      log.push({ keyframes, options })
      return original.call(this, keyframes, options)
    }
    const start = document.startViewTransition?.bind(document)
    if (start) {
      document.startViewTransition = ((update: () => void) => {
        log.push('startViewTransition')
        return start(update)
      }) as typeof document.startViewTransition
    }
  })
}

test('the switch runs a 400 ms ease-in circular reveal from the click point', async ({ page }) => {
  await recordReveal(page)
  await gotoHydrated(page, '/')
  const box = (await toggle(page).boundingBox())!
  await toggle(page).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect.poll(() => page.evaluate(() => (window as unknown as { __reveal: unknown[] }).__reveal.length)).toBeGreaterThan(1)
  const log = await page.evaluate(() => (window as unknown as { __reveal: unknown[] }).__reveal)
  expect(log[0]).toBe('startViewTransition')
  const animation = log[1] as { keyframes: { clipPath: string[] }; options: { duration: number; easing: string; pseudoElement: string } }
  expect(animation.options).toMatchObject({ duration: 400, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' })
  const [from] = animation.keyframes.clipPath
  const [, x, y] = /at ([\d.]+)px ([\d.]+)px/.exec(from)!.map(Number)
  expect(x).toBeGreaterThanOrEqual(box.x)
  expect(x).toBeLessThanOrEqual(box.x + box.width)
  expect(y).toBeGreaterThanOrEqual(box.y)
  expect(y).toBeLessThanOrEqual(box.y + box.height)
})

test('with reduced motion the switch is instant (no view transition)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await recordReveal(page)
  await gotoHydrated(page, '/')
  await toggle(page).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(await page.evaluate(() => (window as unknown as { __reveal: unknown[] }).__reveal)).toEqual([])
})
