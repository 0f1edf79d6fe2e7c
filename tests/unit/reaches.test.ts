import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fingerprint } from '../../speed/internals'
import { guardReaches, reachProblems, REACHES, type Reach } from '../../speed/reaches'

const repositoryRoot = path.resolve(__dirname, '../..')
const dirs: string[] = []
afterEach(() => { for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true }) })

function site(version: string, content: string): { dir: string; reach: Reach } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reaches-'))
  dirs.push(dir)
  const pkg = path.join(dir, 'node_modules/some-theme')
  fs.mkdirSync(path.join(pkg, 'lib'), { recursive: true })
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'some-theme', version }))
  fs.writeFileSync(path.join(pkg, 'lib/Bar.js'), 'export const verified = 1\n')
  const reach: Reach = {
    name: 'bar-swap',
    where: ['plugins/bar.ts'],
    verifiedOn: { 'some-theme': '1.0.0' },
    internals: [{ file: 'some-theme/lib/Bar.js', sha256: fingerprint(path.join(pkg, 'lib/Bar.js')), relies: 'its export' }],
    recheck: 'the bar',
  }
  fs.writeFileSync(path.join(pkg, 'lib/Bar.js'), content)
  return { dir, reach }
}

describe('registered reaches into other packages', () => {
  it('match the installed packages', () => {
    expect(reachProblems(repositoryRoot)).toEqual([])
    expect(REACHES.flatMap(reach => reach.where).filter(file => !fs.existsSync(path.join(repositoryRoot, file)))).toEqual([])
  })

  it('stop the build on a changed internal file, naming the reach, the file and what to re-check', () => {
    const { dir, reach } = site('1.0.0', 'export const verified = 2\n')
    const [problem] = reachProblems(dir, [reach])
    expect(problem).toMatch(/^bar-swap \(plugins\/bar\.ts\): some-theme\/lib\/Bar\.js changed \(its export; sha256 [0-9a-f]{16}, verified [0-9a-f]{16}\)\. Re-check the bar/)
    expect(() => guardReaches(dir, [reach])).toThrow(/bar-swap/)
  })

  it('stop the build on another version, even with the same file', () => {
    const { dir, reach } = site('1.1.0', 'export const verified = 1\n')
    expect(reachProblems(dir, [reach])).toEqual(['bar-swap (plugins/bar.ts): some-theme is 1.1.0 (verified on 1.0.0). Re-check the bar, then update speed/reaches.ts.'])
  })

  it('pass when version and file are the ones verified', () => {
    const { dir, reach } = site('1.0.0', 'export const verified = 1\n')
    expect(() => guardReaches(dir, [reach])).not.toThrow()
  })
})
