import { describe, expect, it } from 'vitest'
import { checkClasses, FINDING_DOCS } from '../../lib/play/checkClasses.mjs'
import { runPlayInNode } from '../../lib/play/node-reference.mjs'

// lib/play/checkClasses.mjs on the installed packages: findings come from comparing a real run's Tailwind CSS with its WXSS.

type Run = typeof runPlayInNode

describe('checkClasses', () => {
  it('reports a bracketed length that became a colour as an error, next to what its typed form gives', async () => {
    // The installed Tailwind CSS carries the rpx patch; without it `text-[32rpx]` is read as a colour. The run is
    // the real one, with that one declaration turned back into what an unpatched Tailwind CSS writes.
    const unpatched: Run = async input => {
      const output = await runPlayInNode(input)
      return { ...output, css: output.css.replace(/(\.text-\\\[32rpx\\\] \{\s*)font-size: 32rpx;/, '$1color: 32rpx;') }
    }
    const { classes } = await checkClasses(unpatched, { classes: ['text-[32rpx]'] })
    expect(classes[0].findings).toEqual([expect.objectContaining({ kind: 'unit', severity: 'error', docs: FINDING_DOCS.unit })])
    expect(classes[0].findings[0].message).toContain('`color: 32rpx`')
    expect(classes[0].findings[0].message).toContain('`text-[length:32rpx]` gives `font-size: 32rpx`')
  })

  it('finds nothing to report for classes that pass through unchanged but for their escaped names', async () => {
    const { classes } = await checkClasses(runPlayInNode, { template: '<view class="p-4 w-[300rpx] text-[#333]">a</view>' })
    expect(classes.map(entry => [entry.class, entry.escaped, entry.findings.length])).toEqual([
      ['p-4', 'p-4', 0], ['w-[300rpx]', 'w-_b300rpx_B', 0], ['text-[#333]', 'text-_b_h333_B', 0],
    ])
  })

  it('tells a class Tailwind CSS does not know from one the scanner splits, and compares nested :is/:where selectors as written', async () => {
    const { classes } = await checkClasses(runPlayInNode, { classes: ['no-such-utility', '[&>view]:p-2', 'peer-checked:bg-red-500'] })
    expect(classes[0].findings[0].message).toContain('Tailwind CSS does not know this class')
    expect(classes[1].findings[0]).toMatchObject({ kind: 'no-rule' })
    expect(classes[1].findings[0].message).toContain('the class scanner does not read it as one class')
    expect(classes[2].findings).toEqual([])
  })

  it('links English findings to the English pages', async () => {
    const { classes } = await checkClasses(runPlayInNode, { classes: ['no-such-utility'], locale: 'en' })
    expect(classes[0].findings[0]).toMatchObject({ kind: 'no-rule', docs: `/en${FINDING_DOCS['no-rule']}` })
  })
})
