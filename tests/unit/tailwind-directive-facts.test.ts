import fs from 'node:fs'
import path from 'node:path'
import { compile } from 'tailwindcss'
import { createContext } from 'weapp-tailwindcss/core'
import { describe, expect, it } from 'vitest'

// What the migration guide and the FAQ say happens to Tailwind CSS 3's directives, checked
// against the pinned packages: when either is upgraded, a changed behaviour fails here.
const docsDir = path.resolve(__dirname, '../../docs')
const page = (file: string) => fs.readFileSync(path.join(docsDir, file), 'utf8')

const V3_DIRECTIVES = '@tailwind base;\n@tailwind components;\n@tailwind utilities;'
const GENERATED = ['flex', 'hidden', 'w-[120rpx]']
const MISSING = ['bg-red-500', 'p-4', 'text-lg']

describe('Tailwind CSS 3 directives under the pinned Tailwind CSS 4', () => {
  it('compile without the theme: only classes that need no theme come out', async () => {
    const css = (await compile(V3_DIRECTIVES, { base: docsDir })).build([...GENERATED, ...MISSING])
    for (const name of GENERATED) expect(css).toContain(`.${name.replace(/[[\]]/g, '\\$&')} {`)
    for (const name of MISSING) expect(css).not.toContain(`.${name} {`)
  })

  it('are named that way in the migration guide and the FAQ', () => {
    for (const file of ['migrations/v3.md', 'issues/index.md']) {
      for (const name of ['flex', 'w-[120rpx]', ...MISSING]) expect(page(file), file).toContain(`\`${name}\``)
    }
  })
})

describe('weapp-tailwindcss leaves a directive it is handed as it is', () => {
  it.each(['@tailwind base;', '@import "tailwindcss";'])('%s', async directive => {
    const context = createContext({ logLevel: 'silent' })
    const { css } = await context.transformWxss(`${directive}\n.a{color:red}`)
    expect(css.startsWith(directive)).toBe(true)
  })
})
