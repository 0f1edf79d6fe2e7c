// Shared by claims/at-property.ts, claims/multi-platform.ts and claims/community-css.ts: Tailwind CSS 4 output of the installed
// version or of another published version (its tarball, slow proofs only), for weapp-tailwindcss to process.
// Not a claim module itself: check:claims only loads the .ts files directly under claims/.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export const ROOT = path.resolve(new URL('../../', import.meta.url).pathname)

/**
 * What a published tailwindcss version generates for these class names from `css` (`@import "tailwindcss"` or the
 * weapp-tailwindcss entry). Registry needed: slow proofs only.
 */
export async function generateWith(version: string, css: string, candidates: string[]): Promise<string> {
  const { unpacked } = await import('./quick-start-v4')
  return generateFrom(unpacked(`tailwindcss@${version}`), css, candidates)
}

/** The same with the installed tailwindcss (offline): for class names the Play's template splitter cannot pass on. */
export const generateInstalled = (css: string, candidates: string[]) => generateFrom(path.join(ROOT, 'node_modules/tailwindcss'), css, candidates)

async function generateFrom(dir: string, css: string, candidates: string[]): Promise<string> {
  const lib = await import(pathToFileURL(path.join(dir, 'dist/lib.mjs')).href)
  const resolveSheet = (id: string) => {
    if (id === 'tailwindcss') return path.join(dir, 'index.css')
    if (id.startsWith('tailwindcss/')) return path.join(dir, id.slice('tailwindcss/'.length))
    if (id.startsWith('weapp-tailwindcss')) return path.join(ROOT, 'node_modules', id.endsWith('.css') ? id : `${id}/index.css`)
    throw new Error(`no stylesheet ${id}`)
  }
  const compiler = await lib.compile(css, {
    base: ROOT,
    loadStylesheet: async (id: string) => {
      const file = resolveSheet(id)
      return { path: file, base: path.dirname(file), content: fs.readFileSync(file, 'utf8') }
    },
    loadModule: async () => { throw new Error('no modules') },
  })
  return compiler.build(candidates)
}

/** weapp-tailwindcss 4.12.0's main-stylesheet (or not) processing of Tailwind CSS output. */
export async function processed(css: string, options: Record<string, unknown> = {}, isMainChunk = true): Promise<string> {
  const { wxss } = await import('./options')
  return wxss(css, options, isMainChunk)
}
