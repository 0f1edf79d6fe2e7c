// Links in llms.txt, llms-full.txt and the twins are read outside the site (an
// editor, a chat), so they are absolute: SITE_URL + BASE_URL + path.

export interface SiteAddress {
  /** Origin only, e.g. `https://tw.icebreaker.top` (config/env.ts). */
  siteUrl: string
  /** With leading and trailing slash, e.g. `/sub/`. */
  baseUrl: string
}

/** A route that already carries the base URL (a permalink) → absolute URL. */
export const absoluteRouteUrl = (site: SiteAddress, route: string): string => `${site.siteUrl}${route}`

/**
 * A URL as written in the Markdown source → one that works anywhere. Root-relative
 * paths (`/docs/intro`, `/img/x.svg`) are written without the base URL, which the
 * site adds when it renders them; everything else (external, `#anchor`, relative)
 * stays as written.
 */
export function sourceUrlRewriter(site: SiteAddress): (url: string) => string {
  return url => (url.startsWith('/') && !url.startsWith('//') ? `${site.siteUrl}${site.baseUrl}${url.slice(1)}` : url)
}
