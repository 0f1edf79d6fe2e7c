import fs from 'node:fs/promises'
import path from 'node:path'
import type { I18n, LoadContext, Plugin } from '@docusaurus/types'
import { contentSecurityPolicy, headersFile, inlineScriptHashes, nginxHeadersFile, securityHeaders, type ExternalSources } from './contentSecurityPolicy'

export type SecurityHeadersOptions = ExternalSources
// Docusaurus checks the options with this before it calls the plugin (options.ts).
export { validateOptions } from './options'

/** Beside `_headers` in the build; deploy/nginx/site.conf includes it. */
export const NGINX_HEADERS_FILE = 'nginx-security-headers.conf'

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter(entry => entry.isFile() && entry.name.endsWith('.html')).map(entry => path.join(entry.parentPath, entry.name))
}

/**
 * Where the whole site lives for a locale's build: a non-default locale is built into
 * `<site>/<locale path>/` under `<base>/<locale path>/`, but hosts read one `_headers` at the
 * site's root, so that file must cover every locale's pages.
 */
export function siteRootOf(outDir: string, baseUrl: string, i18n: Pick<I18n, 'currentLocale' | 'defaultLocale' | 'localeConfigs'>): { dir: string; baseUrl: string } {
  if (i18n.currentLocale === i18n.defaultLocale) return { dir: outDir, baseUrl }
  const segment = i18n.localeConfigs[i18n.currentLocale]?.path ?? i18n.currentLocale
  const suffix = `${segment}/`
  if (!baseUrl.endsWith(suffix) || path.basename(outDir) !== segment) throw new Error(`[security-headers] expected ${outDir} (${baseUrl}) to end with the locale folder ${segment}`)
  return { dir: path.dirname(outDir), baseUrl: baseUrl.slice(0, -suffix.length) }
}

/**
 * Writes `_headers` after the build with a Content-Security-Policy whose script hashes are
 * those of every inline script in the built pages, so no `'unsafe-inline'` is needed for
 * scripts. Static hosts that read `_headers` (Netlify, Cloudflare Pages, scripts/serve.mjs)
 * send it as is; nginx includes the same values from nginx-security-headers.conf (deploy/nginx/).
 */
export default function securityHeadersPlugin(_context: LoadContext, options: SecurityHeadersOptions): Plugin {
  return {
    name: 'security-headers',
    // Each locale's build rewrites the root files from every page built so far; the last one
    // built (Docusaurus builds the default locale first) covers them all.
    async postBuild({ outDir, baseUrl, i18n }) {
      const root = siteRootOf(outDir, baseUrl, i18n)
      const hashes = new Set<string>()
      for (const file of await htmlFiles(root.dir)) {
        for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(hash)
      }
      const headers = securityHeaders(contentSecurityPolicy([...hashes], options))
      await fs.writeFile(path.join(root.dir, '_headers'), headersFile(root.baseUrl, headers))
      await fs.writeFile(path.join(root.dir, NGINX_HEADERS_FILE), nginxHeadersFile(headers))
    },
  }
}
