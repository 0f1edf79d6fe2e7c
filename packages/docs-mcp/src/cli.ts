import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { HTTP_HOST, startHttp } from './http'
import { createPlayRunner } from './playRunner'
import { createDocsSearch } from './search'
import { createDocsServer } from './server'
import { loadSiteData } from './siteData'

// weapp-tailwindcss-docs-mcp [--http <port>] [--data <dir>]
// stdio by default; --http serves Streamable HTTP at http://127.0.0.1:<port>/mcp.
// --data: a site build folder (build/) instead of the data the package carries.

// The package's version, written in by the pack script's bundler.
declare const __DOCS_MCP_VERSION__: string | undefined

const USAGE = 'Usage: weapp-tailwindcss-docs-mcp [--http <port>] [--data <site build folder>]'

function option(argv: string[], name: string): string | undefined {
  const at = argv.findIndex(arg => arg === name || arg.startsWith(`${name}=`))
  if (at < 0) return undefined
  return argv[at].includes('=') ? argv[at].slice(name.length + 1) : argv[at + 1]
}

async function main(argv: string[]): Promise<void> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE)
    return
  }
  // The bundle sits in <package>/dist; its data in <package>/data, its dependencies in node_modules around it.
  const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
  const dataDir = path.resolve(option(argv, '--data') ?? path.join(packageDir, 'data'))
  const site = loadSiteData(dataDir)
  const search = createDocsSearch(site)
  const play = createPlayRunner({ workerFile: new URL('./play-worker.mjs', import.meta.url), root: packageDir })
  // Both warm up in the background: initialize and tools/list are answered at once, a search waits for its engine.
  const warm = () => {
    play.warm()
    search.warm().catch(() => undefined)
  }
  const version = typeof __DOCS_MCP_VERSION__ === 'string' ? __DOCS_MCP_VERSION__ : '0.0.0'
  const createServer = () => createDocsServer({ site, search, play, version })

  const port = option(argv, '--http')
  if (port !== undefined) {
    const number = Number(port)
    if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`--http: a port number, not "${port}"`)
    const listener = await startHttp(number, createServer)
    const address = listener.address()
    const actual = typeof address === 'object' && address ? address.port : number
    console.error(`weapp-tailwindcss docs MCP server: http://${HTTP_HOST}:${actual}/mcp`)
    warm()
    return
  }
  const server = createServer()
  // Warmed once the client has initialized, so the handshake does not wait behind the engines and the worker.
  server.server.oninitialized = warm
  await server.connect(new StdioServerTransport())
}

main(process.argv.slice(2)).catch(error => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
