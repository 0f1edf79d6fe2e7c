// A static host for the built site as a real one serves it: clean URLs, 404.html,
// gzip/brotli, long cache for hashed assets, and the headers of static/_headers.
// Usage: node scripts/serve.mjs <dir> <port> <baseUrl>
import http from 'node:http'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const [dir = 'build', port = '4173', baseUrl = '/'] = process.argv.slice(2)
const root = path.resolve(dir)
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml', '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8', '.png': 'image/png', '.ico': 'image/x-icon',
  '.woff2': 'font/woff2', '.webmanifest': 'application/manifest+json',
}
const compressible = /^(text\/|application\/(json|xml|manifest)|image\/svg)/

/** Maps a URL path to a file inside root, or null (never escapes root). */
function resolveFile(urlPath) {
  let decoded
  try { decoded = decodeURIComponent(urlPath) } catch { return null }
  if (decoded.includes('\0')) return null
  const candidates = [decoded, `${decoded}.html`, path.posix.join(decoded, 'index.html')]
  for (const candidate of candidates) {
    const file = path.resolve(root, `.${path.posix.normalize(`/${candidate}`)}`)
    if (!file.startsWith(root + path.sep) && file !== root) continue
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
  }
  return null
}

function readHeaders() {
  const file = path.join(root, '_headers')
  if (!fs.existsSync(file)) return {}
  const headers = {}
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line)
    if (match) headers[match[1]] = match[2].trim()
  }
  return headers
}
const extraHeaders = readHeaders()

// Compressing on every request costs seconds for the big chunks (brotli at its default
// quality): a real host serves precompressed files, so compress each file once.
const compressed = new Map()
function compress(file, body, encoding) {
  const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`
  if (!compressed.has(key)) compressed.set(key, encoding === 'br' ? zlib.brotliCompressSync(body) : zlib.gzipSync(body))
  return compressed.get(key)
}

function send(req, res, status, file) {
  const type = types[path.extname(file)] ?? 'application/octet-stream'
  const body = fs.readFileSync(file)
  const headers = { 'content-type': type, ...extraHeaders, vary: 'accept-encoding' }
  headers['cache-control'] = /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'
  const accept = String(req.headers['accept-encoding'] ?? '')
  let payload = body
  if (compressible.test(type) && body.length > 512) {
    if (accept.includes('br')) { payload = compress(file, body, 'br'); headers['content-encoding'] = 'br' }
    else if (accept.includes('gzip')) { payload = compress(file, body, 'gzip'); headers['content-encoding'] = 'gzip' }
  }
  headers['content-length'] = payload.length
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : payload)
}

// A locale other than the default is a folder of the build with its own 404.html (build/en/):
// a missing page under it gets that one, in its language, as a real host is configured to.
function notFoundPage(innerPath) {
  const folder = /^\/([^/]+)\//.exec(innerPath)?.[1]
  const localized = folder ? path.join(root, folder, '404.html') : null
  return localized && fs.existsSync(localized) ? localized : path.join(root, '404.html')
}

const server = http.createServer((req, res) => {
  // Prefixed, not resolved against a base: `//host/path` is a path here, not another host.
  const url = new URL(`http://localhost${req.url ?? '/'}`)
  if (!url.pathname.startsWith(baseUrl) && `${url.pathname}/` !== baseUrl) {
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('outside base URL')
    return
  }
  const inner = `/${url.pathname.slice(baseUrl.length)}`.replace(/^\/+/, '/')
  const file = resolveFile(inner)
  const notFound = notFoundPage(inner)
  if (file) send(req, res, 200, file)
  else if (fs.existsSync(notFound)) send(req, res, 404, notFound)
  else { res.writeHead(404); res.end() }
})
// Node closes an idle keep-alive connection after 5 s; a client reusing it at that moment gets
// ECONNRESET (seen in the e2e suite). Hosts keep connections open far longer.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(Number(port), '127.0.0.1', () => console.log(`serving ${root} at http://127.0.0.1:${port}${baseUrl}`))
