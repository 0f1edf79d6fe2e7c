const ENCODED_RUN = /(?:%[0-9A-Fa-f]{2})+/g
const STRAY_PERCENT = /%(?![0-9A-Fa-f]{2})/g

/**
 * The pathname with every `%` that does not start a valid UTF-8 escape written as `%25`,
 * so that `decodeURI` accepts it. Valid escapes (a Chinese slug) stay as they are.
 *
 * Docusaurus (`preload`) and the router (`history`) call `decodeURI` on the current
 * pathname before the first render and do not catch its URIError: a link with a stray
 * `%` (`/docs/100%`, `/docs/%E4%B8`) would leave the reader on a page that never
 * hydrates — no search, no colour switch — instead of the not-found page.
 */
export function decodablePathname(pathname: string): string {
  try {
    decodeURI(pathname)
    return pathname
  } catch {
    // repaired below
  }
  return pathname
    .replace(ENCODED_RUN, run => {
      try {
        decodeURIComponent(run)
        return run
      } catch {
        return run.replace(/%/g, '%25')
      }
    })
    .replace(STRAY_PERCENT, '%25')
}
