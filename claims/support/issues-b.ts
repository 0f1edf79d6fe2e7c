// Shared by claims/issues-pages-b.ts: which --tw-* variables a set of utility rules reads without setting
// them, and weapp-tailwindcss 4.12.0's compiler context (the one whose mainCssChunkMatcher the bundler
// plugins call). Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import postcss from 'postcss'
import { root } from './issues'

/**
 * The `--tw-*` variables that the class rules of `css` need through `var(--tw-x)` (no fallback) but never set
 * themselves: they only resolve when a global rule gives them an initial value. A variable counts when a real
 * property reads it, directly or through a custom property the rules set (`--tw-shadow-colored`, which no
 * property reads, does not count). `@property` rules and rules whose selector is not a class selector (the
 * variable scopes) are left out on purpose.
 */
export function unsetVariables(css: string): string[] {
  const declared = new Map<string, string>()
  const values: string[] = []
  postcss.parse(css).walkRules((rule) => {
    if (!rule.selector.startsWith('.')) return
    rule.walkDecls((decl) => {
      if (decl.prop.startsWith('--')) declared.set(decl.prop, decl.value)
      else values.push(decl.value)
    })
  })
  const unset = new Set<string>()
  const seen = new Set<string>()
  const visit = (value: string) => {
    for (const match of value.matchAll(/var\((--tw-[\w-]+)\)/g)) {
      const name = match[1]!
      if (seen.has(name)) continue
      seen.add(name)
      if (declared.has(name)) visit(declared.get(name)!)
      else unset.add(name)
    }
  }
  values.forEach(visit)
  return [...unset].sort()
}

/** Every rule of `css` except `@property` and the `@supports` fallback block: what is left once the declarations are gone. */
export function withoutVariableDeclarations(css: string): string {
  const ast = postcss.parse(css)
  ast.walkAtRules((at) => {
    if (at.name === 'property' || at.name === 'supports') at.remove()
  })
  return ast.toString()
}

interface CompilerContext { mainCssChunkMatcher: (file: string, appType?: string) => boolean }

/** weapp-tailwindcss 4.12.0's getCompilerContext (not exported by a public entry), loaded from its dist chunk. */
export function compilerContext(options: Record<string, unknown>): CompilerContext {
  const dist = path.join(root, 'node_modules/weapp-tailwindcss/dist')
  const chunk = fs.readdirSync(dist).filter(name => name.endsWith('.js')).find(name => fs.readFileSync(path.join(dist, name), 'utf8').includes('function getCompilerContext('))!
  const { getCompilerContext } = createRequire(import.meta.url)(path.join(dist, chunk))
  return getCompilerContext({ logLevel: 'silent', tailwindcssBasedir: root, supportCustomLengthUnitsPatch: false, ...options })
}

/**
 * Compiles one WXSS file with `wcsc`, the WeChat stylesheet compiler shipped (Linux build) in the published
 * miniprogram-compiler 0.2.3 (binary version v0.4me_20190328), the way that package calls it. Slow proofs only:
 * the package comes from the registry.
 */
export async function wcsc(css: string): Promise<{ status: number | null; output: string }> {
  const { spawnSync } = await import('node:child_process')
  const os = await import('node:os')
  const { unpacked } = await import('./issues')
  if (process.platform !== 'linux' || process.arch !== 'x64') throw new Error('wcsc: the Linux x64 build of miniprogram-compiler is used')
  const binary = path.join(unpacked('miniprogram-compiler@0.2.3'), 'bin/linux/wcsc')
  fs.chmodSync(binary, 0o755)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'issues-b-wcsc-'))
  try {
    fs.writeFileSync(path.join(dir, 'app.wxss'), css)
    const run = spawnSync(binary, ['-db', '-pc', '0', 'app.wxss'], { cwd: dir, encoding: 'utf8' })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
