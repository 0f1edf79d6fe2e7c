import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'

// Streamable HTTP on 127.0.0.1 only, stateless: every POST gets its own server and transport, which are
// closed when the response ends, so nothing a client sends is kept between requests.
// The SDK's app checks the Host header (DNS rebinding); the Origin a browser sends is checked here the same way.

export const HTTP_HOST = '127.0.0.1'
const LOCAL_HOSTNAMES = ['127.0.0.1', 'localhost', '[::1]']
// The SDK app's JSON parser stops at 100 KB; the Play takes 200 KB of input, which JSON escaping can make larger.
// A POST from a local host is read here up to this size instead, and the parser, finding the body read, leaves it.
const MAX_BODY_BYTES = 1024 * 1024

type Request = IncomingMessage & { body?: unknown }
type Response = ServerResponse & { status(code: number): Response; json(body: unknown): void }

function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null })
}

function answer(res: ServerResponse, status: number, code: number, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }))
}

function isLocalHost(host: string | undefined): boolean {
  try {
    return host !== undefined && LOCAL_HOSTNAMES.includes(new URL(`http://${host}`).hostname)
  } catch {
    return false
  }
}

/** The body as text, or null when it is over `limit` bytes (the rest is read and dropped, so the client gets the answer). */
function readBody(req: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.removeAllListeners('data')
        req.resume()
        resolve(null)
      } else {
        chunks.push(chunk)
      }
    })
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.once('error', reject)
  })
}

export function startHttp(port: number, createServer: () => McpServer): Promise<Server> {
  const app = createMcpExpressApp({ host: HTTP_HOST })
  app.use((req: Request, res: Response, next: () => void) => {
    const origin = req.headers.origin
    if (origin === undefined) return next()
    let hostname: string
    try {
      hostname = new URL(origin).hostname
    } catch {
      return refuse(res, 403, `Invalid Origin: ${origin}`)
    }
    if (!LOCAL_HOSTNAMES.includes(hostname)) return refuse(res, 403, `Invalid Origin: ${origin}`)
    next()
  })
  app.post('/mcp', async (req: Request, res: Response) => {
    const server = createServer()
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined })
    res.on('close', () => {
      void transport.close()
      void server.close()
    })
    try {
      await server.connect(transport)
      await transport.handleRequest(req, res, req.body)
    } catch (error) {
      if (!res.headersSent) refuse(res, 500, error instanceof Error ? error.message : 'Internal error')
    }
  })
  // Stateless: no stream to resume (GET) and no session to end (DELETE).
  app.all('/mcp', (_req: Request, res: Response) => refuse(res, 405, 'Method not allowed: this server is stateless, use POST'))
  app.use((error: { status?: number; message?: string }, _req: Request, res: Response, _next: () => void) => {
    refuse(res, error.status ?? 400, `Bad request: ${error.message ?? 'unreadable body'}`)
  })

  const listener = http.createServer((req: Request, res) => {
    // Anything else goes to the SDK's app as it came: a foreign Host is refused there before its body is read.
    if (req.method !== 'POST' || !isLocalHost(req.headers.host) || !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return app(req, res)
    readBody(req, MAX_BODY_BYTES).then(text => {
      if (text === null) {
        res.setHeader('connection', 'close')
        return answer(res, 413, -32000, `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB`)
      }
      try {
        req.body = JSON.parse(text)
      } catch {
        return answer(res, 400, -32700, 'Parse error: the body is not JSON')
      }
      app(req, res)
    }, () => answer(res, 400, -32000, 'The request body could not be read'))
  })
  return new Promise((resolve, reject) => {
    listener.once('error', reject)
    listener.listen(port, HTTP_HOST, () => resolve(listener))
  })
}
