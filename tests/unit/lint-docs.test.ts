import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { lintDocs } from '../../scripts/lint-docs/lintDocs'
import { formatProblem } from '../../scripts/lint-docs/problem'

// docs/broken.mdx is wrong once for each kind of problem (see the fixture's README).
const fixture = path.resolve(__dirname, '../fixtures/lint')

describe('lint:docs on the broken fixture page', () => {
  it('fails with exactly the four problems, each saying where, what and how to fix', async () => {
    const report = (await lintDocs({ root: fixture })).map(problem => formatProblem(problem, fixture))
    expect(report).toEqual([
      expect.stringMatching(/^docs\/broken\.mdx:5 {2}unknown front matter key "sidebar_position" {2}remove it; allowed keys: title, description, keywords, sidebar_label$/),
      expect.stringMatching(/^docs\/broken\.mdx:12 {2}Chinese copywriting \(AutoCorrect\): "[^"]*使用Tailwind[^"]*" {2}write "[^"]*使用 Tailwind[^"]*"/),
      expect.stringMatching(/^docs\/broken\.mdx:16 {2}term "uniapp" in prose {2}write "uni-app"/),
      expect.stringMatching(/^docs\/broken\.mdx:20 {2}broken link \/docs\/does-not-exist: no page has this URL {2}link to an existing page/),
    ])
  })

  describe('with --fix', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-docs-'))
    fs.cpSync(fixture, copy, { recursive: true })
    afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

    it('fixes the spacing and the term, and leaves what needs a writer', async () => {
      const left = await lintDocs({ root: copy, fix: true })
      expect(left.map(problem => problem.check)).toEqual(['front-matter', 'links'])
      const page = fs.readFileSync(path.join(copy, 'docs/broken.mdx'), 'utf8')
      expect(page).toContain('在小程序里使用 Tailwind CSS 的原子类。')
      expect(page).toContain('在 uni-app 项目里注册插件')
    })

    it('never touches code spans, code blocks or URLs', () => {
      const page = fs.readFileSync(path.join(copy, 'docs/broken.mdx'), 'utf8')
      expect(page).toContain('写在代码里的 `uniapp`、`tailwindcss` 是名字')
      expect(page).toContain('(https://github.com/sonofmagic/uniapp-demo)')
      expect(page).toContain("// 中文English 在代码块里保持原样\nimport tailwindcss from 'tailwindcss'")
    })
  })
})
