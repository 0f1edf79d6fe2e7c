// Shared by the claims/quick-start-v4*.ts modules: temporary installs from the registry (slow proofs only),
// registry metadata, one file out of a published tarball, and a quiet weapp-tailwindcss context.
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

const installs = new Map<string, Promise<string>>()

/** A throwaway project with these packages installed by npm (cached for the run). Registry needed: slow proofs only. */
export function installed(packages: string[], packageJson: Record<string, unknown> = {}): Promise<string> {
  const key = JSON.stringify([packages, packageJson])
  let found = installs.get(key)
  if (!found) {
    found = (async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs4-install-'))
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'qs4-install', private: true, version: '1.0.0', ...packageJson }, null, 2))
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', ...packages], { cwd: dir, stdio: 'pipe', timeout: 240_000 })
      return dir
    })()
    installs.set(key, found)
  }
  return found
}

/** `npm view <spec> <field> --json`, parsed. Registry needed: slow proofs only. */
export function npmView(spec: string, field: string): unknown {
  const out = execFileSync('npm', ['view', spec, field, '--json'], { encoding: 'utf8', timeout: 60_000 })
  return out.trim() ? JSON.parse(out) : undefined
}

const packs = new Map<string, string>()

/** The unpacked tarball of a published package (`npm pack`), cached for the run. Registry needed: slow proofs only. */
export function unpacked(spec: string): string {
  let dir = packs.get(spec)
  if (!dir) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qs4-pack-'))
    const file = execFileSync('npm', ['pack', spec, '--silent'], { cwd: dir, encoding: 'utf8', timeout: 120_000 }).trim().split('\n').pop()!
    execFileSync('tar', ['-xzf', file], { cwd: dir })
    dir = path.join(dir, 'package')
    packs.set(spec, dir)
  }
  return dir
}

/** Every file under `dir` whose path matches, read as text. */
export function readAll(dir: string, match: RegExp): { file: string, text: string }[] {
  const out: { file: string, text: string }[] = []
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (match.test(full)) out.push({ file: path.relative(dir, full), text: fs.readFileSync(full, 'utf8') })
    }
  }
  walk(dir)
  return out
}

/** Lines of `css` that belong to the rule whose selector starts with `selector` (first match), declarations only. */
export function declarationsOf(css: string, selector: string): string[] {
  const at = css.indexOf(`${selector}`)
  if (at === -1) return []
  const open = css.indexOf('{', at)
  const close = css.indexOf('}', open)
  return css.slice(open + 1, close).split(';').map(line => line.trim()).filter(Boolean)
}
