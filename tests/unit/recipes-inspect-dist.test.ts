import { describe, expect, it } from 'vitest'
import { inspectDist, templateClasses, type DistFile } from '../../lib/recipes/inspectDist'

// A build output as the quick starts promise it: escaped names in the template and the script,
// a WXSS rule for each, lengths in rpx.
const clean: DistFile[] = [
  { path: 'pages/index/index.wxml', text: '<view class="w-_b10px_B p-4 {{ on ? \'bg-_b_h1677ff_B\' : \'\' }}">tw</view>' },
  { path: 'pages/index/index.js', text: 'Page({ data: { cls: "mt-_b18px_B" } })' },
  { path: 'app.wxss', text: '.w-_b10px_B{width:10px}.p-4{padding:32rpx}.bg-_b_h1677ff_B{background-color:#1677ff}\n.mt-_b18px_B { margin-top: 18px }' },
]
const expectations = {
  classes: ['w-[10px]', 'bg-[#1677ff]', 'mt-[18px]'],
  rules: [{ selector: '.p-4', declarations: ['padding:32rpx'] }],
}
const withFile = (file: DistFile) => clean.map(existing => existing.path === file.path ? file : existing)

describe('inspectDist', () => {
  it('passes a clean output', () => {
    expect(inspectDist(clean, expectations)).toEqual([])
  })

  it('fails on a selector that kept :not(#\\#)', () => {
    const problems = inspectDist(withFile({ path: 'app.wxss', text: `${clean[2]!.text}\n.shadow:not(#\\#){box-shadow:none}` }), expectations)
    expect(problems.map(problem => problem.what)).toEqual([expect.stringContaining(':not(#\\#)')])
  })

  it('fails on a leftover @tailwind directive', () => {
    const problems = inspectDist(withFile({ path: 'app.wxss', text: `@tailwind utilities;\n${clean[2]!.text}` }), expectations)
    expect(problems.map(problem => problem.what)).toEqual([expect.stringContaining('@tailwind')])
  })

  it('fails on an unescaped arbitrary value in a template', () => {
    const problems = inspectDist(withFile({ path: 'pages/index/index.wxml', text: '<view class="w-[10px] bg-_b_h1677ff_B p-4">tw</view>' }), expectations)
    const what = problems.map(problem => problem.what)
    expect(what).toContain('unescaped class in a template: w-[10px]')
    expect(what).toContain('w-[10px] left unescaped')
  })

  it('fails when a class stays raw in a script', () => {
    const problems = inspectDist(withFile({ path: 'pages/index/index.js', text: 'Page({ data: { cls: \'mt-[18px]\' } })' }), expectations)
    expect(problems.map(problem => problem.what)).toEqual(['mt-[18px] does not appear escaped as mt-_b18px_B', 'mt-[18px] left unescaped'])
  })

  it('fails when a promised declaration or a rule is missing, and on rpx read as a color', () => {
    const problems = inspectDist(withFile({ path: 'app.wxss', text: '.w-_b10px_B{color:10rpx}.p-4{padding:1rem}' }), expectations)
    const what = problems.map(problem => problem.what)
    expect(what).toContain('no rule for .bg-_b_h1677ff_B')
    expect(what).toContain('.p-4 should have padding:32rpx, got padding:1rem')
    expect(what.some(line => line.startsWith('rpx read as a color'))).toBe(true)
  })

  it('reads class tokens outside and inside mustache expressions', () => {
    expect(templateClasses('<text hover-class="a-b" class="x {{ ok ? \'y-[1px]\' : \'z\' }}"/>')).toEqual(['a-b', 'x', 'y-[1px]', 'z'])
  })
})
