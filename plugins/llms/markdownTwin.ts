// Where a page's Markdown twin lives: next to the page, with `.md` appended
// (`/docs/intro` → `/docs/intro.md`; `/docs/quick-start/v4`, the route of
// `quick-start/v4/readme`, → `/docs/quick-start/v4.md`). Shared by the plugin that
// writes the twins and the button that fetches them, so the two cannot disagree.

/**
 * Index docs keep a trailing slash in their metadata (`/docs/ai/`) even though the
 * site serves them without one (`trailingSlash: false`): both name the same page.
 */
function withoutTrailingSlash(route: string): string {
  return route.replace(/\/+$/, '') || '/'
}

/** URL of the Markdown twin of the page at `permalink` (which already carries the base URL). */
export function markdownTwinUrl(permalink: string): string {
  const route = withoutTrailingSlash(permalink)
  return route === '/' ? '/index.md' : `${route}.md`
}

/** Path of the twin inside the build folder, e.g. `docs/intro.md` for `/sub/docs/intro` under `/sub/`. */
export function markdownTwinFile(permalink: string, baseUrl: string): string {
  const twin = markdownTwinUrl(permalink)
  return twin.startsWith(baseUrl) ? twin.slice(baseUrl.length) : twin.replace(/^\/+/, '')
}
