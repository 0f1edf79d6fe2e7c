// The results table, in Chinese like bench/RESULTS.md, where it is pasted with its date.
export interface RecipeResult {
  name: string
  pages: string[]
  versions: Array<[string, string]>
  outcome: 'pass' | 'fail' | 'cannot'
  detail: string
  seconds: number
  date: string
}

const OUTCOME = { pass: '通过', fail: '失败', cannot: '无法运行' } as const
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, '；')

export function resultsTable(results: RecipeResult[]): string {
  const rows = results.map(result => [
    result.name,
    result.pages.map(page => `\`${page.replace(/^docs\/quick-start\//, '')}\``).join('<br>'),
    result.versions.map(([name, version]) => `${name} ${version}`).join('<br>') || '—',
    `${OUTCOME[result.outcome]}${result.detail ? `：${cell(result.detail)}` : ''}`,
    result.seconds === 0 ? '—' : `${Math.round(result.seconds)} s`,
    result.date,
  ])
  return [
    '| 快速开始 | 页面 | 实际安装的版本 | 结果 | 用时 | 日期 |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(row => `| ${row.join(' | ')} |`),
  ].join('\n')
}
