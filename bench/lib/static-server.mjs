// Serves a build through scripts/serve.mjs (gzip/brotli, clean URLs, 404 page) on a free port.
import { spawn } from 'node:child_process'
import net from 'node:net'

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Starts the server and resolves once it listens; `stop()` ends that one process. */
export async function serveBuild(dir, baseUrl = '/') {
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/serve.mjs', dir, String(port), baseUrl], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', code => reject(new Error(`serve.mjs ${dir} exited with ${code}`)))
    child.stdout.on('data', chunk => {
      if (String(chunk).includes('serving')) resolve()
    })
  })
  return {
    origin: `http://127.0.0.1:${port}`,
    url: pathname => `http://127.0.0.1:${port}${baseUrl}${pathname.replace(/^\//, '')}`,
    stop: () => new Promise(resolve => {
      child.removeAllListeners('exit')
      child.once('exit', () => resolve())
      child.kill()
    }),
  }
}
