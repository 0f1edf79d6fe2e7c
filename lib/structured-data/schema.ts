// schema.org descriptions of the site, its package and each docs page, as JSON-LD. Docusaurus
// already writes BreadcrumbList (docs) and BlogPosting (posts); these sit beside them.

export interface SiteIdentity {
  /** Origin, no trailing slash: https://tw.icebreaker.top */
  siteUrl: string
  /** The locale's base URL: / or /en/ */
  baseUrl: string
  name: string
  description: string
  /** BCP 47 tag of the locale: zh-CN, en */
  inLanguage: string
}

export interface PackageIdentity {
  name: string
  version: string
  license: string
  repositoryUrl: string
  description: string
}

export interface DocPage {
  title: string
  description?: string
  /** Path with base URL: /en/docs/intro */
  permalink: string
  /** Last commit that touched the page's source, ms since the epoch. */
  lastUpdatedAt?: number
}

const websiteId = (site: SiteIdentity) => `${site.siteUrl}${site.baseUrl}#website`

/** The site with a search box search engines may offer, and the package it documents. */
export function siteGraph(site: SiteIdentity, pkg: PackageIdentity): object {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': websiteId(site),
        url: `${site.siteUrl}${site.baseUrl}`,
        name: site.name,
        description: site.description,
        inLanguage: site.inLanguage,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${site.siteUrl}${site.baseUrl}search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@type': 'SoftwareSourceCode',
        name: pkg.name,
        version: pkg.version,
        license: `https://spdx.org/licenses/${pkg.license}.html`,
        codeRepository: pkg.repositoryUrl,
        programmingLanguage: 'TypeScript',
        runtimePlatform: 'Node.js',
        description: pkg.description,
        url: `https://www.npmjs.com/package/${pkg.name}`,
      },
    ],
  }
}

/** One docs page as a TechArticle, dated by its source's last commit. */
export function techArticle(site: SiteIdentity, page: DocPage): object {
  const url = `${site.siteUrl}${page.permalink}`
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    '@id': `${url}#article`,
    headline: page.title,
    ...(page.description ? { description: page.description } : {}),
    url,
    mainEntityOfPage: url,
    inLanguage: site.inLanguage,
    ...(page.lastUpdatedAt ? { dateModified: new Date(page.lastUpdatedAt).toISOString() } : {}),
    isPartOf: { '@id': websiteId(site) },
  }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
