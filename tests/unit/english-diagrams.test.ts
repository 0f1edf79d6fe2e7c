import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// English pages must not show a diagram whose labels are Chinese: every SVG under static/img that
// an English page references is read whole (labels, <title>, <desc>, comments) and must hold no CJK.
const root = join(__dirname, '../..')
const englishRoot = join(root, 'i18n/en')

const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u
// `/img/x.svg` as Markdown or JSX writes it, or `@site/static/img/x.svg` in an import or require().
const svgReference = /(?:@site\/static)?\/img\/[^\s)"'`]+?\.svg/g

interface SvgProblem { page: string, svg: string, problem: string }

function svgReferences(source: string): string[] {
  return [...new Set([...source.matchAll(svgReference)].map(match => match[0].replace(/^@site\/static/, '')))]
}

function findProblems(pages: Map<string, string>, readSvg: (path: string) => string | undefined): SvgProblem[] {
  const problems: SvgProblem[] = []
  for (const [page, source] of pages) {
    for (const svg of svgReferences(source)) {
      const text = readSvg(svg)
      if (text === undefined) problems.push({ page, svg, problem: 'file not found under static/' })
      else {
        const hit = text.match(cjk)
        if (hit) problems.push({ page, svg, problem: `contains CJK text (first: "${hit[0]}")` })
      }
    }
  }
  return problems
}

function englishPages(): Map<string, string> {
  const pages = new Map<string, string>()
  for (const file of readdirSync(englishRoot, { recursive: true, encoding: 'utf8' })) {
    if (/\.mdx?$/.test(file)) pages.set(`i18n/en/${file}`, readFileSync(join(englishRoot, file), 'utf8'))
  }
  return pages
}

function readStaticSvg(path: string): string | undefined {
  const file = join(root, 'static', path)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

describe('diagrams on English pages', () => {
  it('reference only SVGs that exist and hold no Chinese text', () => {
    const pages = englishPages()
    const referenced = [...pages.values()].flatMap(svgReferences)
    // A broken pattern would find nothing and pass vacuously.
    expect(referenced.length).toBeGreaterThanOrEqual(8)
    expect(findProblems(pages, readStaticSvg)).toEqual([])
  })

  it('flags a page whose diagram has Chinese labels, and a reference to a missing file', () => {
    const pages = new Map([
      ['guide.mdx', '![Pipeline](/img/zh.svg)\n\n<img src="/img/en/ok.svg" alt="" />\n\n![Gone](/img/missing.svg)'],
    ])
    const files: Record<string, string> = {
      '/img/zh.svg': '<svg><text>Tailwind CSS</text><text>小程序产物</text></svg>',
      '/img/en/ok.svg': '<svg><title>Mini-program output</title><text>.wxss</text></svg>',
    }
    expect(findProblems(pages, path => files[path])).toEqual([
      { page: 'guide.mdx', svg: '/img/zh.svg', problem: 'contains CJK text (first: "小")' },
      { page: 'guide.mdx', svg: '/img/missing.svg', problem: 'file not found under static/' },
    ])
  })

  it('treats full-width punctuation as CJK too', () => {
    const pages = new Map([['a.md', '![x](@site/static/img/p.svg)']])
    expect(findProblems(pages, () => '<svg><text>app.css（入口）</text></svg>')).toHaveLength(1)
    expect(findProblems(pages, () => '<svg><text>app.css（cssEntries）</text></svg>')).toHaveLength(1)
    expect(findProblems(pages, () => '<svg><text>app.css (cssEntries)</text></svg>')).toEqual([])
  })
})
