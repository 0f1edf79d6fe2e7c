import { expect, test } from '@playwright/test'

const playground = '[class*="playgroundContainer"]'
const result = '[class*="playgroundPreview"]'
const editor = '[class*="playgroundEditor"] pre[contenteditable]'

// The playground is a chunk of its own (speed/patches/code-block/theme/CodeBlock) with react-live, Sucrase and the
// merge runtime: give it time to arrive and hydrate on a busy machine.
test.describe.configure({ timeout: 90_000 })
const ready = { timeout: 45_000 }

test('principle: the escape demo shows real escaped names and follows the reader’s input', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', error => errors.push(error.message))
  await page.goto('/docs/principle')
  const demo = page.locator(playground).first()
  await expect(demo.locator(result)).toContainText('w-_b100px_B', ready)
  await demo.scrollIntoViewIfNeeded()
  // Playground position "bottom" — the result sits below the editor.
  const editorBox = (await demo.locator(editor).boundingBox())!
  const resultBox = (await demo.locator(result).boundingBox())!
  expect(resultBox.y).toBeGreaterThan(editorBox.y)

  await expect(demo.locator(result)).toContainText('w-_b100px_B')
  const input = demo.locator(`${result} input`)
  await input.fill('h-[50%] text-[#abc]')
  await expect(demo.locator(`${result} tbody tr`)).toHaveCount(2)
  await expect(demo.locator(result)).toContainText('h-_b50_v_B')
  await expect(demo.locator(result)).toContainText('text-_b_habc_B')
  expect(errors).toEqual([])
})

test('editing the code re-renders the result', async ({ page }) => {
  await page.goto('/docs/principle')
  const demo = page.locator(playground).first()
  await expect(demo.locator(result)).toContainText('w-_b100px_B', ready)
  await demo.scrollIntoViewIfNeeded()
  const code = demo.locator(editor)
  await code.click()
  await page.keyboard.press('Control+A')
  await page.keyboard.press('Delete')
  await page.keyboard.type("() => <p>{escape('w-[8px]')}</p>")
  await expect(demo.locator(result)).toHaveText('w-_b8px_B')
})

for (const path of ['/docs/community/merge/overview', '/docs/community/merge/runtime-api', '/docs/community/merge/cva-and-variants', '/docs/community/merge/integration']) {
  test(`${path}: live demos run the real merge runtime and react to input`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', error => errors.push(error.message))
    await page.goto(path)
    const demos = page.locator(playground)
    // Until the playground chunk arrives a live block may still be the plain code block.
    await expect(demos.first()).toBeVisible(ready)
    await expect(page.locator(result, { hasText: /^\s*Loading\.\.\.\s*$/ })).toHaveCount(0, ready)
    for (let i = 0; i < await demos.count(); i++) {
      const preview = demos.nth(i).locator(result)
      await preview.scrollIntoViewIfNeeded()
      await expect(preview).not.toHaveText(/^\s*Loading\.\.\.\s*$/, ready)
      await expect(preview).not.toBeEmpty()
      await expect(preview).not.toContainText(/Error|错误/)
      const field = preview.locator('input, textarea').first()
      if (await field.count()) {
        const before = await preview.innerText()
        await field.fill('px-2 px-[10px] text-[#123456]')
        await expect.poll(() => preview.innerText()).not.toBe(before)
        // Escaped output of the runtime: `[` becomes `_b`.
        await expect(preview).toContainText('_b')
        await expect(preview).not.toContainText(/Error|错误/)
      }
    }
    expect(errors).toEqual([])
  })
}

test('cva-and-variants: the @weapp-tailwindcss/variants demo merges and escapes the reader’s class', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', error => errors.push(error.message))
  await page.goto('/docs/community/merge/cva-and-variants')
  const demo = page.locator(playground).filter({ hasText: 'cnBase' }).first()
  await demo.scrollIntoViewIfNeeded()
  const preview = demo.locator(result)
  // tv from the wrapper package: the reader's px-[30rpx] replaces the variant's px-4, the size and colour both stay.
  const output = (row: number) => preview.locator('tbody tr').nth(row).locator('td').nth(1)
  await expect(output(0)).toHaveText('inline-flex rounded-full bg-_b_he6f4ff_B text-_b_h1677ff_B text-_b26rpx_B px-_b30rpx_B', ready)
  await preview.locator('input').fill('px-[48rpx]')
  await expect(output(1)).toHaveText('px-_b48rpx_B')
  await expect(output(2)).toHaveText('px-2 px-_b48rpx_B')
  expect(errors).toEqual([])
})
