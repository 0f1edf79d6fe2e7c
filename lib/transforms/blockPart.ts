// Some blocks show input and output together, each half after a marker line (`<!-- 输入 -->`,
// `// 输出`, `/* 前 */`, `/* 后 */`). This returns one half, without its marker.
export type BlockPart = 'input' | 'output'

const marker = (words: string): RegExp => new RegExp(`^\\s*(?:<!--|//|/\\*)\\s*(?:${words})(?=\\s|\\*/|-->|$)`)
const MARKER = { input: marker('输入|前'), output: marker('输出|后') }

export function blockPart(code: string, part: BlockPart): string {
  const lines = code.split('\n')
  const start = lines.findIndex(line => MARKER[part].test(line))
  if (start < 0) throw new Error(`the block has no "${part === 'input' ? '输入' : '输出'}" marker line`)
  const other = part === 'input' ? 'output' : 'input'
  const rest = lines.slice(start + 1)
  const end = rest.findIndex(line => MARKER[other].test(line))
  return (end < 0 ? rest : rest.slice(0, end)).join('\n').trim()
}
