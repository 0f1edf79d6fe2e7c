import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Server } from 'node:http'
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'

// Streamable HTTP on 127.0.0.1 only, stateless: every POST gets its own server and transport, which are
// closed when the response ends, so nothing a client sends is kept between requests.
// The SDK's app checks the Host header (DNS rebinding); the Origin a browser sends is checked here the same way.

export const HTTP_HOST = '127.0.0.1'
const LOCAL_HOSTNAMES = ['127.0.0.1', 'localhost', '[::1]']

type Request = IncomingMessage & { body?: unknown }
type Response = ServerResponse & { status(code: number): Response; json(body: unknown): void }

function refuse(res: Response, status: number, message: string): void {
  res.status(status).json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null })
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
  // The SDK's app reads JSON bodies up to its parser's limit (100 KB); a larger one, or one that is not JSON, is answered as JSON-RPC.
  app.use((error: { status?: number; type?: string; message?: string }, _req: Request, res: Response, _next: () => void) => {
    const tooLarge = error.type === 'entity.too.large'
    refuse(res, error.status ?? 400, tooLarge ? 'The request body is larger than the HTTP transport accepts (100 KB); use stdio for larger inputs' : `Bad request: ${error.message ?? 'unreadable body'}`)
  })
  return new Promise((resolve, reject) => {
    const listener = app.listen(port, HTTP_HOST, () => resolve(listener))
    listener.once('error', reject)
  })
}
