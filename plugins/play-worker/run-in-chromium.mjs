// Runs the built worker once in Chromium: node scripts/play-worker/run-in-chromium.mjs [css entry]
import { chromium } from 'playwright-core'
import http from 'node:http'; import fs from 'node:fs'; import path from 'node:path'
const dir = new URL('../../build-play-worker/', import.meta.url).pathname
const srv = http.createServer((q, r) => { if (q.url==='/') { r.setHeader('content-type','text/html'); r.end('<html></html>'); return } try { r.setHeader('content-type','text/javascript'); r.end(fs.readFileSync(path.join(dir, q.url))) } catch { r.statusCode=404; r.end() } }).listen(Number(process.env.PLAY_WORKER_PORT ?? 4195))
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const pg = await b.newPage()
pg.on('console', m => console.log('console', m.text().slice(0, 500)))
await pg.goto(`http://localhost:${Number(process.env.PLAY_WORKER_PORT ?? 4195)}/`)
const res = await pg.evaluate((args) => new Promise((res) => {
  const w = new Worker('/main.js'); w.onerror = (e) => res('error ' + e.message + ' ' + e.filename + ':' + e.lineno + ':' + e.colno)
  w.onmessage = (e) => { if (!e.data.ready) res(e.data) }
  w.postMessage({ id: 1, input: args })
}), JSON.parse(fs.readFileSync(process.argv[2], 'utf8')))
console.log(JSON.stringify(res.output ?? res))
await b.close(); srv.close()
