// The docs MCP server, measured (printed, never asserted): the packed tarball's size, start-up (process start to
// `initialize` answered, and to the first search answered), search_docs round trips (p50/p95 over the tune
// queries of both editions), transform's first call after start-up and its warm calls.
// Runs the package as npm run mcp:pack builds it, from its unpacked folder (dependencies from this repository).
//
// Usage: npx vite-node bench/mcp.ts [--starts=3] [--warm=10]
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { searchQueries } from './search-queries.mjs'
import { searchQueries as englishQueries } from './search-queries.en.mjs'

const root = path.resolve(import.meta.dirname, '..')
const number = (name: string, fallback: number) => Number(process.argv.find(arg => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const STARTS = number('starts', 3)
const WARM = number('warm', 10)
const TEMPLATE = '<view class="w-[300rpx] h-[120rpx] bg-[#1e90ff] text-[32rpx] text-white space-y-2 hover:bg-red-500">a</view>'

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ms = (value: number) => `${Math.round(value)} ms`

/** CPU time (user + system) a process has used so far, from /proc (Linux): unlike wall time, it does not grow with the machine's load. */
function cpuMs(pid: number | null): number {
  if (pid === null || !fs.existsSync(`/proc/${pid}/stat`)) return Number.NaN
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')
  // utime and stime (fields 14 and 15 of the file, 12 and 13 after the command name) in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function start(cli: string): Promise<{ client: Client; initialized: number; started: number; cpu: () => number }> {
  const started = performance.now()
  const client = new Client({ name: 'bench', version: '1.0.0' })
  const transport = new StdioClientTransport({ command: process.execPath, args: [cli], stderr: 'ignore' })
  await client.connect(transport)
  return { client, initialized: performance.now() - started, started, cpu: () => cpuMs(transport.pid) }
}

const packed = execFileSync(process.execPath, [path.join(root, 'packages/docs-mcp/scripts/pack.mjs')], { encoding: 'utf8' }).trim().split('\n')
const tarball = packed.at(-1)!
const cli = path.join(root, 'packages/docs-mcp/.out/package/dist/cli.mjs')
console.log(packed.at(-2))
console.log(`tarball: ${(fs.statSync(tarball).size / 1024).toFixed(0)} KB (${path.basename(tarball)}); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`)

const initialize: number[] = []
const initializeCpu: number[] = []
const firstSearch: number[] = []
const firstTransform: number[] = []
for (let run = 0; run < STARTS; run++) {
  const { client, initialized, started, cpu } = await start(cli)
  initialize.push(initialized)
  initializeCpu.push(cpu())
  await client.callTool({ name: 'search_docs', arguments: { query: 'rem2rpx' } })
  firstSearch.push(performance.now() - started)
  const before = performance.now()
  await client.callTool({ name: 'transform', arguments: { template: TEMPLATE } })
  firstTransform.push(performance.now() - before)
  await client.close()
}
console.log(`start-up to initialize answered: median ${ms(percentile(initialize, 50))} (${initialize.map(ms).join(', ')}); main thread CPU by then: median ${ms(percentile(initializeCpu, 50))}`)
console.log(`start-up to first search answered: median ${ms(percentile(firstSearch, 50))} (${firstSearch.map(ms).join(', ')})`)
console.log(`transform, first call right after start-up: median ${ms(percentile(firstTransform, 50))} (${firstTransform.map(ms).join(', ')})`)

const { client } = await start(cli)
for (const [label, queries, locale] of [['zh-cn', searchQueries, 'zh-cn'], ['en', englishQueries, 'en']] as const) {
  await client.callTool({ name: 'search_docs', arguments: { query: 'warm', locale } })
  const times: number[] = []
  for (const { q } of queries) {
    const before = performance.now()
    await client.callTool({ name: 'search_docs', arguments: { query: q, locale } })
    times.push(performance.now() - before)
  }
  console.log(`search_docs ${label} (${times.length} queries, round trip over stdio): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`)
}
await client.callTool({ name: 'transform', arguments: { template: TEMPLATE } })
const warm: number[] = []
for (let run = 0; run < WARM; run++) {
  const before = performance.now()
  await client.callTool({ name: 'transform', arguments: { template: TEMPLATE.replace('a</view>', `${run}</view>`) } })
  warm.push(performance.now() - before)
}
console.log(`transform, warm: p50 ${ms(percentile(warm, 50))}, p95 ${ms(percentile(warm, 95))} (${WARM} calls)`)
await client.close()
