// Shared by claims/ai-tools-page.ts: the docs MCP server as a reader gets it. `npm run mcp:pack` packs it once
// per process from this repository's build/, the tarball is unpacked under node_modules/.cache/docs-mcp-claims
// (its dependencies then resolve from this repository's node_modules, at the versions the pack pinned), and the
// claims talk to the unpacked `dist/cli.mjs` with the MCP SDK's own client, over stdio or --http.
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Client } from '@modelcontextprotocol/sdk/client/index.js'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const CACHE = path.join(ROOT, 'node_modules/.cache/docs-mcp-claims')
const run = promisify(execFile)

export interface PackedServer {
  /** The unpacked package (`package.json`, `dist/`, `data/`). */
  dir: string
  /** The tarball `npm run mcp:pack` made. */
  tarball: string
  /** What `npm run mcp:pack` printed on stdout. */
  packOutput: string
}

let packed: Promise<PackedServer> | undefined

/** Packs and unpacks the server once per process; fails when there is no site build to pack. */
export function packedServer(): Promise<PackedServer> {
  packed ??= (async () => {
    for (const locale of ['', 'en']) {
      if (!fs.existsSync(path.join(ROOT, 'build', locale, 'search-manifest.json'))) {
        throw new Error(`build/${locale} has no search-manifest.json: run npm run build first`)
      }
    }
    const { stdout } = await run('npm', ['run', 'mcp:pack'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })
    const tarball = stdout.trim().split('\n').at(-1) ?? ''
    if (!path.isAbsolute(tarball) || !fs.existsSync(tarball)) throw new Error(`npm run mcp:pack printed no tarball path:\n${stdout}`)
    fs.rmSync(CACHE, { recursive: true, force: true })
    fs.mkdirSync(CACHE, { recursive: true })
    await run('tar', ['-xzf', tarball, '-C', CACHE])
    return { dir: path.join(CACHE, 'package'), tarball, packOutput: stdout }
  })()
  return packed
}

export interface StdioOptions {
  /** Node flags before the script (`--import …`). */
  nodeArgs?: string[]
  args?: string[]
  env?: Record<string, string>
}

/** The packed server started over stdio (no arguments: its default), connected with the SDK client. */
export async function connectStdio(options: StdioOptions = {}): Promise<Client> {
  const { dir } = await packedServer()
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js')
  const { StdioClientTransport, getDefaultEnvironment } = await import('@modelcontextprotocol/sdk/client/stdio.js')
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...(options.nodeArgs ?? []), path.join(dir, 'dist/cli.mjs'), ...(options.args ?? [])],
    env: { ...getDefaultEnvironment(), ...options.env },
    stderr: 'ignore',
  })
  const client = new Client({ name: 'docs-claims', version: '1.0.0' })
  await client.connect(transport)
  return client
}

export interface ToolReply {
  text: string
  isError: boolean
  structured: Record<string, unknown> | undefined
}

export async function callTool(client: Client, name: string, args: Record<string, unknown>): Promise<ToolReply> {
  const result = await client.callTool({ name, arguments: args })
  const content = result.content as { type: string; text?: string }[]
  return {
    text: content.filter(part => part.type === 'text').map(part => part.text).join('\n'),
    isError: result.isError === true,
    structured: result.structuredContent as Record<string, unknown> | undefined,
  }
}

/** The packed server with `--http <port>`; resolves with the endpoint it prints on stderr. */
export async function startHttp(port: number): Promise<{ endpoint: URL; server: ChildProcess; stderr: () => string }> {
  const { dir } = await packedServer()
  const server = spawn(process.execPath, [path.join(dir, 'dist/cli.mjs'), '--http', String(port)], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  const endpoint = await new Promise<URL>((resolve, reject) => {
    server.stderr!.on('data', chunk => {
      stderr += String(chunk)
      const match = /http:\/\/[^\s/]+:\d+\/mcp/.exec(stderr)
      if (match) resolve(new URL(match[0]))
    })
    server.once('exit', code => reject(new Error(`the server exited (${code}): ${stderr}`)))
  })
  return { endpoint, server, stderr: () => stderr }
}

/** A raw request to the HTTP server, with headers fetch() would not let us set (Host). */
type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

export function rawRequest(endpoint: URL, method: string, headers: Record<string, string>, body?: unknown): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    import('node:http').then(({ default: http }) => {
      const request = http.request(endpoint, { method, headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } }, response => {
        let text = ''
        response.on('data', chunk => void (text += String(chunk)))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
      })
      request.once('error', reject)
      request.end(body === undefined ? undefined : JSON.stringify(body))
    }, reject)
  })
}

/**
 * A `--import` preload that makes every outgoing connection and name lookup throw, and writes each attempt (and
 * each thread it was loaded in, so the transform's worker is seen to be covered) to the file in DOCS_CLAIMS_NET_LOG.
 */
export const NET_GUARD = `
import fs from 'node:fs'
import net from 'node:net'
import tls from 'node:tls'
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { threadId } from 'node:worker_threads'
const log = process.env.DOCS_CLAIMS_NET_LOG
const note = line => fs.appendFileSync(log, line + '\\n')
note('loaded thread ' + threadId)
const refuse = what => function () {
  note('attempt ' + what + ' thread ' + threadId + ' ' + JSON.stringify([...arguments].filter(a => typeof a !== 'function')).slice(0, 200))
  throw new Error('network use refused by the claims guard: ' + what)
}
const connect = net.Socket.prototype.connect
net.Socket.prototype.connect = function (...args) {
  return refuse('net.Socket.connect').apply(this, args)
}
for (const [name, object] of [['net', net], ['tls', tls], ['http', http], ['https', https]]) {
  for (const key of ['connect', 'createConnection', 'request', 'get']) {
    if (typeof object[key] === 'function') object[key] = refuse(name + '.' + key)
  }
}
for (const key of Object.keys(dns)) {
  if (typeof dns[key] === 'function' && /^(lookup|resolve)/.test(key)) dns[key] = refuse('dns.' + key)
}
for (const key of Object.keys(dns.promises)) {
  if (typeof dns.promises[key] === 'function' && /^(lookup|resolve)/.test(key)) dns.promises[key] = refuse('dns.promises.' + key)
}
if (typeof globalThis.fetch === 'function') globalThis.fetch = refuse('fetch')
void connect
`
