import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile, inlineScriptHashes, securityHeaders } from '../../plugins/security-headers/contentSecurityPolicy'
import { externalSources } from '../../config/securityHeaders'
import { siteRootOf } from '../../plugins/security-headers'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inline script hashes', () => {
  it('hashes each inline script as written, once', () => {
    const html = '<head><script>a()</script><script src="/x.js"></script></head><body><script>\nb()\n</script><script>a()</script></body>'
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\nb()\n')])
  })

  it('skips data blocks and external scripts, keeps classic and module scripts', () => {
    const html = [
      '<script type=application/ld+json>{"@type":"x"}</script>',
      '<script data-rh=true type="application/ld+json">{}</script>',
      '<script defer src=/main.js></script>',
      '<script type="module">m()</script>',
      '<script type=text/javascript>t()</script>',
      '<script data-rh=true>r()</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('m()'), sha('t()'), sha('r()')])
  })
})

describe('content security policy', () => {
  it('allows only the site, the hashed scripts and eval for live code by default', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'"])
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b' 'unsafe-eval';")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(policy).toContain("connect-src 'self';")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toMatch(/frame-ancestors 'none'$/)
    expect(policy).not.toContain('https:')
  })

  it('adds analytics hosts only when an id is configured', () => {
    const none = externalSources({ siteUrl: 'https://a.b', baseUrl: '/' })
    expect(none).toEqual({ script: [], connect: [], img: [] })
    const both = externalSources({ siteUrl: 'https://a.b', baseUrl: '/', gtagId: 'G-1', baiduAnalyticsId: 'abc' })
    const policy = contentSecurityPolicy([], both)
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com[^;]*https:\/\/hm\.baidu\.com/)
    expect(policy).toMatch(/connect-src 'self' [^;]*google-analytics/)
  })

  it('adds Algolia hosts only for a hosted index or assistant', () => {
    const env = { siteUrl: 'https://a.b', baseUrl: '/' }
    expect(externalSources(env, { appId: 'LOCALINDEX', askAi: 'local-docs-answers' }).connect).toEqual([])
    expect(externalSources(env, { appId: 'E2EAPP', askAi: 'local-docs-answers' }).connect).toEqual(['https://*.algolia.net', 'https://*.algolianet.com'])
    expect(externalSources(env, { appId: 'LOCALINDEX', askAi: 'assistant-1' }).connect).toEqual(['https://askai.algolia.com'])
  })

  it('writes a _headers rule for the base URL that scripts/serve.mjs and static hosts read', () => {
    const text = headersFile('/sub/', securityHeaders("default-src 'self'"))
    const lines = text.split('\n')
    expect(lines[1]).toBe('/sub/*')
    expect(lines).toContain("  Content-Security-Policy: default-src 'self'")
    expect(lines).toContain('  X-Content-Type-Options: nosniff')
    expect(lines).toContain('  Referrer-Policy: strict-origin-when-cross-origin')
    expect(lines).toContain('  X-Frame-Options: DENY')
  })
})

describe('the site root a locale build writes its headers to', () => {
  const i18n = (currentLocale: string) => ({ currentLocale, defaultLocale: 'zh-cn', localeConfigs: { 'zh-cn': { path: 'zh-cn' }, en: { path: 'en' } } }) as never
  it('is the build folder itself for the default locale', () => {
    expect(siteRootOf('/site/build', '/', i18n('zh-cn'))).toEqual({ dir: '/site/build', baseUrl: '/' })
  })

  it('is the parent folder and base URL for another locale, under a sub-path too', () => {
    expect(siteRootOf('/site/build/en', '/en/', i18n('en'))).toEqual({ dir: '/site/build', baseUrl: '/' })
    expect(siteRootOf('/site/build/en', '/sub/en/', i18n('en'))).toEqual({ dir: '/site/build', baseUrl: '/sub/' })
  })

  it('refuses a layout it does not know rather than write headers to the wrong place', () => {
    expect(() => siteRootOf('/site/out', '/en/', i18n('en'))).toThrow(/locale folder en/)
  })
})
