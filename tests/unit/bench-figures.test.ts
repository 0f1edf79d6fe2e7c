import { describe, expect, it } from 'vitest'
import {
  formatBytes,
  formatRatio,
  formatScore,
  markdownTable,
  median,
  medianRun,
  ratio,
  verdict,
} from '../../bench/lib/figures.mjs'

describe('bench figures', () => {
  it('gives ours / reference unrounded, or null without a usable reference', () => {
    expect(ratio(110, 100)).toBeCloseTo(1.1, 10)
    expect(ratio(1, 3)).toBeCloseTo(0.3333, 4)
    expect(ratio(5, 0)).toBeNull()
    expect(ratio(Number.NaN, 2)).toBeNull()
  })

  it('takes the median of odd and even counts and ignores missing values', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([Number.NaN, 7])).toBe(7)
    expect(median([])).toBeNull()
  })

  it('keeps the whole run whose key is the median', () => {
    const runs = [{ score: 0.9, lcp: 1 }, { score: 0.99, lcp: 2 }, { score: 0.95, lcp: 3 }]
    expect(medianRun(runs, run => run.score)).toEqual({ score: 0.95, lcp: 3 })
    expect(medianRun([{ score: 0.8 }, { score: 0.9 }], run => run.score)).toEqual({ score: 0.8 })
    expect(medianRun([], () => 1)).toBeNull()
  })

  it('formats bytes, ratios and scores', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(1536)).toBe('1.5 KiB')
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.00 MiB')
    expect(formatRatio(1.1)).toBe('1.10×')
    expect(formatRatio(1.1048)).toBe('1.10×')
    expect(formatRatio(null)).toBe('–')
    expect(formatScore(0.954)).toBe('95')
    expect(formatScore(null)).toBe('–')
  })

  it('judges a figure against an upper or a lower target', () => {
    expect(verdict(1.1, 1.1, 'max')).toBe('met')
    expect(verdict(1.11, 1.1, 'max')).toBe('missed')
    expect(verdict(1.1048, 1.1, 'max')).toBe('missed')
    expect(verdict(0.95, 0.95, 'min')).toBe('met')
    expect(verdict(null, 0.95, 'min')).toBe('–')
  })

  it('prints a Markdown table with figures right-aligned and pipes escaped', () => {
    const table = markdownTable(['Page', 'Bytes', 'Ratio'], [['a|b', '1.5 KiB', '1.10×'], ['c', '–', '']])
    expect(table.split('\n')).toEqual([
      '| Page | Bytes | Ratio |',
      '| --- | ---: | ---: |',
      '| a\\|b | 1.5 KiB | 1.10× |',
      '| c | – |  |',
    ])
  })
})

describe('bench report', () => {
  const run = (performance: number, tbt: number) => ({
    scores: { performance, accessibility: 1, 'best-practices': 1, seo: 1 }, lcp: 1500, tbt, cls: 0,
  })

  it('prints the reference site’s Lighthouse rows next to this site’s, and judges only this site', async () => {
    const { lighthouseTable, targetRows } = await import('../../bench/lib/report.mjs')
    const table = lighthouseTable({ docs: run(0.9, 300) }, { docs: run(0.97, 120) })
    expect(table).toContain('| docs page (this site) | 90 |')
    expect(table).toContain('| docs page (reference) | 97 |')
    const targets = targetRows({ lighthouse: { docs: run(0.9, 300) }, lighthouseReference: { docs: run(0.97, 120) } })
    expect(targets.find(row => row[0].startsWith('Lighthouse performance'))?.slice(1)).toEqual(['90', 'missed'])
  })
})
