import { createHash } from 'node:crypto'

/** Hosts the built site may talk to besides its own origin, per CSP directive. */
export interface ExternalSources {
  script?: string[]
  connect?: string[]
  img?: string[]
}

// Scripts with a `src`, and data blocks (JSON-LD), are not inline scripts for CSP.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPE = /^\s*(?:text\/javascript|application\/javascript|module)?\s*$/i

/**
 * `'sha256-…'` sources for the inline scripts of one HTML page: the theme's colour-mode and
 * announcement scripts, the colour-mode guard, the base-URL banner, analytics snippets.
 * The hash is over the script text exactly as written in the file (CSP hashes the raw text).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
    if (type && !EXECUTABLE_TYPE.test(type[1] ?? type[2] ?? type[3] ?? '')) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The policy the built site works under.
 * - script-src: own files, the hashed inline scripts, and `'unsafe-eval'`: the live code
 *   blocks (react-live) compile what the reader types with `new Function`. A page's policy
 *   stays in force across client-side navigation, so it cannot be narrowed to the pages
 *   that have live code.
 * - style-src `'unsafe-inline'`: React and the theme write `style` attributes into the
 *   server-rendered HTML (announcement colours, icons); styles cannot run script.
 * - frame-ancestors `'none'`: no page of the docs is meant to be framed (clickjacking).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], external: ExternalSources = {}): string {
  const list = (...sources: (string | readonly string[] | undefined)[]) =>
    [...new Set(sources.flat().filter((source): source is string => Boolean(source)))].join(' ')
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", [...scriptHashes].sort(), "'unsafe-eval'", external.script)],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', list("'self'", 'data:', external.img)],
    ['font-src', "'self' data:"],
    ['connect-src', list("'self'", external.connect)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map(([name, value]) => `${name} ${value}`).join('; ')
}

/** Headers for every response of the site. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  }
}

/** A `_headers` file (Netlify, Cloudflare Pages): one rule for everything under the base URL. */
export function headersFile(baseUrl: string, headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  return [
    '# Written by plugins/security-headers at build time: the script hashes follow the built HTML.',
    `${baseUrl}*`,
    ...lines,
    '',
  ].join('\n')
}

/**
 * The same headers as nginx directives, for self-hosting (deploy/nginx/ includes the file).
 * `always` sends them on error pages too, as `_headers` hosts do.
 */
export function nginxHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => {
    // nginx would read `$…` as a variable inside the quoted value: no header of ours has one.
    if (value.includes('$') || value.includes('"')) throw new Error(`[security-headers] ${name} cannot be written for nginx: ${value}`)
    return `add_header ${name} "${value}" always;`
  })
  return ['# Written by plugins/security-headers at build time, from the same values as _headers.', ...lines, ''].join('\n')
}
