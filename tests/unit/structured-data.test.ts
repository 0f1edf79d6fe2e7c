import { describe, expect, it } from 'vitest'
import { jsonLd, siteGraph, techArticle } from '../../lib/structured-data/schema'

const site = { siteUrl: 'https://tw.example', baseUrl: '/en/', name: 'weapp-tailwindcss', description: 'Docs', inLanguage: 'en' }
const pkg = { name: 'weapp-tailwindcss', version: '4.12.0', license: 'MIT', repositoryUrl: 'https://github.com/sonofmagic/weapp-tailwindcss', description: 'x' }

describe('structured data', () => {
  it('describes the locale’s website with a search action to its /search page, and the package', () => {
    const graph = siteGraph(site, pkg) as { '@graph': Record<string, unknown>[] }
    const [website, code] = graph['@graph']
    expect(website).toMatchObject({ '@type': 'WebSite', url: 'https://tw.example/en/', inLanguage: 'en' })
    expect(website.potentialAction).toMatchObject({ target: { urlTemplate: 'https://tw.example/en/search?q={search_term_string}' } })
    expect(code).toMatchObject({ '@type': 'SoftwareSourceCode', version: '4.12.0', codeRepository: pkg.repositoryUrl })
  })

  it('dates a docs page by its last commit and leaves the date out when git has none', () => {
    const dated = techArticle(site, { title: 'Intro', permalink: '/en/docs/intro', lastUpdatedAt: Date.UTC(2026, 10, 1) })
    expect(dated).toMatchObject({ '@type': 'TechArticle', url: 'https://tw.example/en/docs/intro', dateModified: '2026-11-01T00:00:00.000Z' })
    expect(techArticle(site, { title: 'Intro', permalink: '/en/docs/intro' })).not.toHaveProperty('dateModified')
  })

  it('cannot be closed by text inside it', () => {
    const text = jsonLd(techArticle(site, { title: '</script><script>alert(1)</script>', permalink: '/x' }))
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).headline).toBe('</script><script>alert(1)</script>')
  })
})
