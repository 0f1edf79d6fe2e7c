// Shared by the claim modules of docs/quick-start/v4: page paths in both languages, a weapp-tailwindcss
// context on the repository (length-unit patch off: the repository's packages are never patched), and a
// file of a published package unpacked from the registry.
import fs from 'node:fs'
import path from 'node:path'

export const zh = (page: string): string => `docs/quick-start/v4/${page}.mdx`
export const en = (page: string): string => `i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/${page}.mdx`

export async function context(options: Record<string, unknown>) {
  const { createContext } = await import('weapp-tailwindcss/core')
  const { ROOT } = await import('./quick-start-v4')
  return createContext({ ...options, logLevel: 'silent', tailwindcssBasedir: ROOT, supportCustomLengthUnitsPatch: false })
}

export async function file(spec: string, relative: string): Promise<string> {
  const { unpacked } = await import('./quick-start-v4')
  return fs.readFileSync(path.join(unpacked(spec), relative), 'utf8')
}
