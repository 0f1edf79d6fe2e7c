// Wall time of one full production build: `docusaurus build <siteDir> --out-dir <outDir>`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const DOCUSAURUS = path.resolve('node_modules/.bin/docusaurus')

/**
 * Every build is a full one: the generated folder and the output are removed first, and
 * DOCUSAURUS_NO_PERSISTENT_CACHE keeps webpack/Rspack from reading or writing their persistent
 * cache. (`docusaurus clear` would also empty node_modules/.cache, which here is the shared
 * cache of every checkout, since node_modules is a symlink.)
 */
export async function timeBuild({ label, siteDir, outDir, env = {}, logFile }) {
  fs.rmSync(path.join(siteDir, '.docusaurus'), { recursive: true, force: true })
  fs.rmSync(outDir, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  const log = fs.createWriteStream(logFile)
  const loadBefore = os.loadavg()[0]
  const started = performance.now()
  const code = await new Promise((resolve, reject) => {
    const child = spawn(DOCUSAURUS, ['build', siteDir, '--out-dir', path.resolve(outDir)], {
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.pipe(log, { end: false })
    child.stderr.pipe(log, { end: false })
    child.on('error', reject)
    child.on('close', resolve)
  })
  const ms = performance.now() - started
  log.end()
  if (code !== 0) throw new Error(`${label}: docusaurus build exited with ${code}; see ${logFile}`)
  return { label, ms, loadBefore, loadAfter: os.loadavg()[0] }
}
