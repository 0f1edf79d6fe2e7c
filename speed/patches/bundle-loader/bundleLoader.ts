/** Minimal view of `window` the loader needs; tests pass a fake. */
/** The part of a script element the loader touches. */
export interface LoaderScript {
  src: string
  async: boolean
  onerror: (() => void) | null
  parentNode: { removeChild(node: unknown): unknown } | null
}

export interface LoaderWindow {
  document: { createElement(tag: 'script'): LoaderScript; head: { appendChild(node: LoaderScript): unknown }; hidden?: boolean }
  PerformanceObserver?: {
    new (callback: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void): {
      observe(options: { type: string; buffered: boolean }): void
    }
    supportedEntryTypes?: readonly string[]
  }
  requestAnimationFrame(callback: () => void): unknown
  setTimeout(callback: () => void, ms?: number): unknown
  /** Set by main.js (core's client entry); until then, the loader's stand-in. */
  docusaurus?: unknown
  /** Defined by core's base-URL banner script on the home page (baseUrlIssueBanner). */
  insertBanner?: () => void
}

/**
 * runtime~main and main.js: the entry bundles, which the page needs before anything else.
 * One definition for the loader (passed in as an argument) and the template's preloads.
 */
export const ENTRY_BUNDLE = /\/(?:runtime~)?main\.[^/]*\.js$/

/**
 * Inlined at the end of every page's `<body>` (speed/patches/bundle-loader/ssrTemplate.ts) as its source text,
 * so it must stay self-contained ES5: no imports, no helpers.
 *
 * Adds the page's scripts — runtime, main.js, then the route's own chunks — once the first
 * contentful paint has been presented: the reader sees the article before the bundles
 * evaluate and hydrate. `urls` is the space-separated list of the loader's `data-bundles`.
 * Without paint timing (old browsers), two animation frames stand in for it; the timer
 * covers a tab opened in the background, which paints nothing until shown.
 */
export function startBundlesAfterFirstPaint(win: LoaderWindow, urls: string, fallbackMs: number, entryBundle: RegExp): void {
  var started = false
  var bannerShown = false
  // Core's base-URL banner checks `window.docusaurus` on DOMContentLoaded, which now comes
  // before the bundles run: the loader answers for them until main.js replaces this, and
  // shows the banner itself if runtime or main.js fails to load (a wrong base URL).
  if (!win.docusaurus) win.docusaurus = { prefetch: function () { return false }, preload: function () { return false } }
  // Runtime, then main.js, then the route's chunks: main.js finds the chunks' script elements
  // already on the page and waits for them, so the route's modules evaluate in a task of
  // their own instead of lengthening main.js's.
  function rank(url: string) {
    return !entryBundle.test(url) ? 2 : url.indexOf('/runtime~') >= 0 ? 0 : 1
  }
  function start() {
    if (started) return
    started = true
    var ordered = urls.split(' ').filter(Boolean)
    ordered.sort(function (a, b) {
      return rank(a) - rank(b)
    })
    // One element per task: adding a script costs the browser a resource request each.
    ordered.forEach(function (url) {
      win.setTimeout(function () {
        var script = win.document.createElement('script')
        script.src = url
        script.async = false // run in the order added
        // webpack adopts a chunk's element when it finds one; a failed one must go, so that
        // webpack loads the chunk itself and shows its error (with Retry) instead of waiting.
        // Without runtime or main.js nothing else can report it: that is the banner's case.
        script.onerror = function () {
          if (script.parentNode) script.parentNode.removeChild(script)
          if (rank(url) < 2 && !bannerShown && typeof win.insertBanner === 'function') {
            bannerShown = true
            win.insertBanner()
          }
        }
        win.document.head.appendChild(script)
      })
    })
  }
  var Observer = win.PerformanceObserver
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf('paint') >= 0) {
    new Observer(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      win.setTimeout(start)
    }).observe({ type: 'paint', buffered: true })
  } else {
    win.requestAnimationFrame(function () {
      win.requestAnimationFrame(function () {
        win.setTimeout(start)
      })
    })
  }
  // Only a tab that is not shown needs the timer: a shown one always paints, and on a busy machine its
  // first paint can come later than the timer, which would start the bundles before the article shows.
  if (win.document.hidden !== false) win.setTimeout(start, fallbackMs)
}
