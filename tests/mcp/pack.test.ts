import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { siteRoot } from './server'

// npm run mcp:pack: what the tarball holds, and what it says without a build.

const packScript = path.join(siteRoot, 'packages/docs-mcp/scripts/pack.mjs')

describe('mcp:pack', () => {
  it('packs the bundled server, the data it reads and nothing else, with the site\'s exact dependency versions', () => {
    const files = execFileSync('tar', ['-tzf', inject('docsMcpTarball')], { encoding: 'utf8' }).trim().split('\n').map(file => file.replace(/^package\//, ''))
    expect(files).toContain('dist/cli.mjs')
    expect(files).toContain('dist/play-worker.mjs')
    expect(files).toContain('data/search-manifest.json')
    expect(files).toContain('data/en/search-manifest.json')
    expect(files).toContain('data/docs/intro.md')
    expect(files).toContain('data/en/docs/intro.md')
    for (const file of ['llms.txt', 'llms-full.txt', 'en/llms.txt', 'en/llms-full.txt']) expect(files).toContain(`data/${file}`)
    expect(files.filter(file => /\.(?:html|map|tsx?|css|js)$|(?:^|\/)tests?\//.test(file))).toEqual([])
    expect(files.filter(file => file.startsWith('data/assets/search/index.')).length).toBe(1)
    const manifest = JSON.parse(fs.readFileSync(path.join(inject('docsMcpPackage'), 'package.json'), 'utf8')) as { bin: Record<string, string>; dependencies: Record<string, string> }
    expect(manifest.bin).toEqual({ 'weapp-tailwindcss-docs-mcp': 'dist/cli.mjs' })
    const site = JSON.parse(fs.readFileSync(path.join(siteRoot, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }
    for (const name of ['@modelcontextprotocol/sdk', 'zod', 'minisearch', 'tailwindcss', 'weapp-tailwindcss']) expect(manifest.dependencies[name], name).toBe(site.devDependencies[name])
    expect(Object.keys(manifest.dependencies).length).toBe(5)
  })

  it('says to build first, and exits 1, when there is no build', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-build-'))
    try {
      const run = spawnSync(process.execPath, [packScript, '--build', empty], { encoding: 'utf8' })
      expect(run.status).toBe(1)
      expect(run.stderr).toContain('run npm run build first')
    } finally {
      fs.rmSync(empty, { recursive: true, force: true })
    }
  })
})
