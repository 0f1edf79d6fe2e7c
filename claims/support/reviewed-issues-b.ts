// Shared by claims/reviewed-issues-b.ts: WeChat's WXML compiler `wcc` from the published miniprogram-compiler
// 0.2.3 (Linux build). Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Compiles one WXML file with `wcc` the way miniprogram-compiler's src/wcc.js calls it (`-d -cc 0 <file> -gn $gwx`)
 * and returns the generated JavaScript. Slow proofs only: the package comes from the registry.
 */
export async function wcc(wxml: string): Promise<string> {
  const { spawnSync } = await import('node:child_process')
  const { unpacked } = await import('./issues')
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error('wcc: the Linux x64 build of miniprogram-compiler is used')
  const binary = path.join(unpacked('miniprogram-compiler@0.2.3'), 'bin/linux/wcc')
  fs.chmodSync(binary, 0o755)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviewed-issues-b-wcc-'))
  try {
    fs.writeFileSync(path.join(dir, 'index.wxml'), wxml)
    const run = spawnSync(binary, ['-d', '-cc', '0', 'index.wxml', '-gn', '$gwx'], { cwd: dir, encoding: 'utf8' })
    if (run.status !== 0) throw new Error(`wcc failed: ${run.stderr}`)
    return run.stdout
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * What the render function wcc generated for index.wxml creates: the tags of the nodes (`_n('view')`) and the
 * static class values bound to them (`_rz(z, node, 'class', <index into the Z table>, …)`).
 */
export function renderedNodes(js: string): { tags: string[]; classes: string[] } {
  const table = [...js.matchAll(/^Z\(\[3,'([^']*)'\]\)$/gm)].map(match => match[1]!)
  const body = js.slice(js.indexOf('var m0=function'), js.indexOf('e_[x[0]]'))
  const tags = [...body.matchAll(/_n\('([^']+)'\)/g)].map(match => match[1]!)
  const classes = [...body.matchAll(/_rz\(z,\w+,'class',(\d+),/g)].map(match => table[Number(match[1])]!)
  return { tags, classes }
}
