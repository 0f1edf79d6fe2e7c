interface DoneHook {
  hooks: { done: { tap(name: string, run: () => void): void } }
}

/**
 * For patches that swap modules by request: records each swap and, once the compile is done,
 * fails the build if an expected one never happened (the module it replaces was renamed or is no
 * longer imported), instead of the patch quietly doing nothing.
 */
export function expectReplacements(patch: string, expected: readonly string[]) {
  const seen = new Set<string>()
  return {
    saw(key: string): void {
      seen.add(key)
    },
    plugin: {
      apply(compiler: DoneHook): void {
        compiler.hooks.done.tap(patch, () => {
          const missing = expected.filter(key => !seen.has(key))
          if (missing.length > 0) {
            throw new Error(`[speed] ${patch}: nothing was replaced for ${missing.join(', ')}; the internal it replaces has moved (speed/README.md)`)
          }
        })
      },
    },
  }
}
