import fs from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from '@docusaurus/types'
import { contentSecurityPolicy, headersFile, inlineScriptHashes, nginxHeadersFile, securityHeaders, type ExternalSources } from './contentSecurityPolicy'

export type SecurityHeadersOptions = ExternalSources

/** Beside `_headers` in the build; deploy/nginx/site.conf includes it. */
export const NGINX_HEADERS_FILE = 'nginx-security-headers.conf'

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter(entry => entry.isFile() && entry.name.endsWith('.html')).map(entry => path.join(entry.parentPath, entry.name))
}

/**
 * Writes `_headers` after the build with a Content-Security-Policy whose script hashes are
 * those of every inline script in the built pages, so no `'unsafe-inline'` is needed for
 * scripts. Static hosts that read `_headers` (Netlify, Cloudflare Pages, scripts/serve.mjs)
 * send it as is; nginx includes the same values from nginx-security-headers.conf (deploy/nginx/).
 */
export default function securityHeadersPlugin(options: SecurityHeadersOptions = {}): Plugin {
  return {
    name: 'security-headers',
    async postBuild({ outDir, baseUrl }) {
      const hashes = new Set<string>()
      for (const file of await htmlFiles(outDir)) {
        for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(hash)
      }
      const headers = securityHeaders(contentSecurityPolicy([...hashes], options))
      await fs.writeFile(path.join(outDir, '_headers'), headersFile(baseUrl, headers))
      await fs.writeFile(path.join(outDir, NGINX_HEADERS_FILE), nginxHeadersFile(headers))
    },
  }
}
