import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

// --http: Streamable HTTP on 127.0.0.1, stateless, refusing a Host or Origin that is not local (DNS rebinding).

let server: ChildProcess
let endpoint: URL

beforeAll(async () => {
  server = spawn(process.execPath, [path.join(inject('docsMcpPackage'), 'dist/cli.mjs'), '--http', '0'], { stdio: ['ignore', 'ignore', 'pipe'] })
  endpoint = await new Promise<URL>((resolve, reject) => {
    let stderr = ''
    server.stderr!.on('data', chunk => {
      stderr += String(chunk)
      const match = /http:\/\/127\.0\.0\.1:\d+\/mcp/.exec(stderr)
      if (match) resolve(new URL(match[0]))
    })
    server.once('exit', code => reject(new Error(`the server exited (${code}): ${stderr}`)))
  })
})
afterAll(() => {
  server?.kill()
})

/** A raw POST, with headers fetch() would not let a test set (Host). */
function post(headers: Record<string, string>, body: unknown): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers } }, response => {
      let text = ''
      response.on('data', chunk => void (text += String(chunk)))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
    })
    request.once('error', reject)
    request.end(JSON.stringify(body))
  })
}

const INITIALIZE = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }

describe('--http', () => {
  it('listens on 127.0.0.1 and answers initialize and tools/list with the SDK client', async () => {
    expect(endpoint.hostname).toBe('127.0.0.1')
    const client = new Client({ name: 'docs-mcp-tests', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(endpoint))
    expect(client.getServerVersion()?.name).toBe('weapp-tailwindcss-docs')
    const { tools } = await client.listTools()
    expect(tools.map(tool => tool.name).sort()).toEqual(['check_classes', 'play_link', 'read_page', 'search_docs', 'transform'])
    const result = await client.callTool({ name: 'search_docs', arguments: { query: 'rem2rpx', locale: 'en' } })
    expect(result.isError).not.toBe(true)
    await client.close()
  })

  it('keeps no session: no session id, and a request without one is answered', async () => {
    const first = await post({}, INITIALIZE)
    expect(first.status).toBe(200)
    const list = await post({}, { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} })
    expect(list.status).toBe(200)
    expect(list.body).toContain('search_docs')
  })

  it('refuses a request whose Host is not local (DNS rebinding)', async () => {
    const evil = await post({ host: 'evil.example' }, INITIALIZE)
    expect(evil.status).toBe(403)
    expect(evil.body).not.toContain('serverInfo')
    const withPort = await post({ host: `evil.example:${endpoint.port}` }, INITIALIZE)
    expect(withPort.status).toBe(403)
    expect((await post({ host: `localhost:${endpoint.port}` }, INITIALIZE)).status).toBe(200)
  })

  it('takes the Play\'s 200 KB of input, refuses the tool call over it, and answers a body over 1 MB with a JSON-RPC error', async () => {
    const call = (template: string) => ({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'transform', arguments: { template } } })
    const under = await post({}, call(`<view class="p-1">${'"'.repeat(190 * 1024)}</view>`))
    expect(under.status).toBe(200)
    expect(under.body).toContain('p-1')
    expect(under.body).not.toContain('"isError":true')
    const over = await post({}, call('x'.repeat(300 * 1024)))
    expect(over.status).toBe(200)
    expect(over.body).toContain('"isError":true')
    const big = await post({}, call('x'.repeat(2 * 1024 * 1024)))
    expect(big.status).toBe(413)
    expect(JSON.parse(big.body).error.message).toContain('larger')
    expect((await post({}, INITIALIZE)).status).toBe(200)
  })

  it('refuses a request from a page of another origin', async () => {
    const evil = await post({ origin: 'http://evil.example' }, INITIALIZE)
    expect(evil.status).toBe(403)
    expect((await post({ origin: `http://127.0.0.1:${endpoint.port}` }, INITIALIZE)).status).toBe(200)
  })
})
