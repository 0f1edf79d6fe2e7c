import path from 'node:path'

interface ModuleLike { resource?: string; nameForCondition?: () => string | null }
interface StatsLike { compilation: { modules: Iterable<ModuleLike> } }
interface DoneHook {
  hooks: { done: { tap(name: string, run: (stats: StatsLike) => void): void } }
}

const resourceOf = (module: ModuleLike): string | undefined => module.resource ?? module.nameForCondition?.() ?? undefined

/** Which of the stand-in files are not among the compiled modules. */
function missingStandIns(modules: Iterable<ModuleLike>, standIns: readonly string[]): string[] {
  const compiled = new Set<string>()
  for (const module of modules) {
    const resource = resourceOf(module)
    if (resource) compiled.add(path.normalize(resource.split('?')[0]!))
  }
  return standIns.filter(file => !compiled.has(path.normalize(file)))
}

/**
 * For patches that swap modules by request: once the compile is done, each stand-in file must be
 * in the module graph, or the build fails (the module it replaces was renamed or is no longer
 * imported) instead of the patch quietly doing nothing. The graph is the proof, not the swap
 * callbacks: the bundler may resolve a request once for several compilers.
 */
export function expectStandIns(patch: string, standIns: readonly string[]) {
  return {
    apply(compiler: DoneHook): void {
      compiler.hooks.done.tap(patch, stats => {
        const missing = missingStandIns(stats.compilation.modules, standIns)
        if (missing.length > 0) {
          throw new Error(`[speed] ${patch}: ${missing.map(file => path.basename(file)).join(', ')} never replaced the module it stands in for; the internal has moved (speed/README.md)`)
        }
      })
    },
  }
}
