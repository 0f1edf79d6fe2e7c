import { describe, expect, it } from 'vitest'
import { ENTRY_BUNDLE, startBundlesAfterFirstPaint, type LoaderScript, type LoaderWindow } from '../../../speed/patches/bundle-loader/bundleLoader'
import { BUNDLE_START_FALLBACK_MS, bundleLoaderScript, ssrTemplate } from '../../../speed/patches/bundle-loader/ssrTemplate'

const URLS = '/assets/js/runtime~main.1.js /assets/js/main.2.js /assets/js/5e95c892.3.js /assets/js/8615.4.js'

/** A window whose timers, frames and paint entries the test releases by hand. */
function fakeWindow({ paintTiming = true, hidden = undefined as boolean | undefined } = {}) {
  const timers: { run: () => void; ms: number }[] = []
  const frames: (() => void)[] = []
  const added: string[] = []
  const elements: LoaderScript[] = []
  let paintObserver: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined
  let disconnected = false
  const win: LoaderWindow = {
    document: {
      hidden,
      createElement: () => ({ src: '', async: true, onerror: null, parentNode: null }),
      head: {
        appendChild(script) {
          expect(script.async).toBe(false)
          script.parentNode = { removeChild: () => (script.parentNode = null) }
          added.push(script.src)
          elements.push(script)
          return script
        },
      },
    },
    requestAnimationFrame: run => frames.push(run),
    setTimeout: (run, ms = 0) => timers.push({ run, ms }),
  }
  if (paintTiming) {
    win.PerformanceObserver = Object.assign(
      class {
        constructor(callback: NonNullable<typeof paintObserver>) {
          paintObserver = callback
        }
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: 'paint', buffered: true })
        }
      },
      { supportedEntryTypes: ['paint', 'navigation'] },
    )
  }
  return {
    win,
    added,
    elements,
    frames,
    /** Runs the zero-delay timers queued so far (and those they queue), not the fallback. */
    flushTimers() {
      for (let timer = timers.find(t => t.ms === 0); timer; timer = timers.find(t => t.ms === 0)) {
        timers.splice(timers.indexOf(timer), 1)
        timer.run()
      }
    },
    hasFallback: () => timers.some(t => t.ms === BUNDLE_START_FALLBACK_MS),
    fireFallback() {
      const timer = timers.find(t => t.ms === BUNDLE_START_FALLBACK_MS)!
      timers.splice(timers.indexOf(timer), 1)
      timer.run()
    },
    paint(names: string[]) {
      paintObserver!({ getEntriesByName: name => names.filter(n => n === name) }, { disconnect: () => (disconnected = true) })
    },
    get disconnected() {
      return disconnected
    },
  }
}

describe('bundle loader', () => {
  it('adds nothing before the first contentful paint', () => {
    const page = fakeWindow()
    startBundlesAfterFirstPaint(page.win, URLS, BUNDLE_START_FALLBACK_MS, ENTRY_BUNDLE)
    page.flushTimers()
    page.paint(['first-paint'])
    page.flushTimers()
    expect(page.added).toEqual([])
  })

  it('after it: runtime, main.js, then the route’s chunks, one per task, and stops observing', () => {
    const page = fakeWindow()
    startBundlesAfterFirstPaint(page.win, URLS, BUNDLE_START_FALLBACK_MS, ENTRY_BUNDLE)
    page.paint(['first-paint', 'first-contentful-paint'])
    expect(page.disconnected).toBe(true)
    page.flushTimers()
    expect(page.added).toEqual([
      '/assets/js/runtime~main.1.js',
      '/assets/js/main.2.js',
      '/assets/js/5e95c892.3.js',
      '/assets/js/8615.4.js',
    ])
  })

  it('a script that fails to load leaves the page, so that webpack loads that chunk itself', () => {
    const page = fakeWindow()
    startBundlesAfterFirstPaint(page.win, URLS, BUNDLE_START_FALLBACK_MS, ENTRY_BUNDLE)
    page.paint(['first-contentful-paint'])
    page.flushTimers()
    const chunk = page.elements[2]!
    expect(chunk.parentNode).not.toBeNull()
    chunk.onerror!()
    expect(chunk.parentNode).toBeNull()
    expect(page.elements[1]!.parentNode).not.toBeNull()
  })

  it('answers for the bundles to core’s base-URL banner, and calls it when main.js fails', () => {
    const page = fakeWindow()
    let banners = 0
    page.win.insertBanner = () => void (banners += 1)
    startBundlesAfterFirstPaint(page.win, URLS, BUNDLE_START_FALLBACK_MS, ENTRY_BUNDLE)
    expect(page.win.docusaurus).toBeDefined() // the banner's DOMContentLoaded check finds it
    page.paint(['first-contentful-paint'])
    page.flushTimers()
    page.elements[2]!.onerror!() // a route chunk: webpack's own error screen handles it
    expect(banners).toBe(0)
    page.elements[1]!.onerror!() // main.js
    expect(banners).toBe(1)
    page.elements[0]!.onerror!() // runtime too: still one banner
    expect(banners).toBe(1)
  })

  it('leaves a window.docusaurus that is already there alone', () => {
    const page = fakeWindow()
    const real = { prefetch: () => true, preload: () => true }
    page.win.docusaurus = real
    startBundlesAfterFirstPaint(page.win, URLS, BUNDLE_START_FALLBACK_MS, ENTRY_BUNDLE)
    expect(page.win.docusaurus).toBe(real)
  })

  it('puts main.js after runtime and before chunks whatever order the page lists them in', () => {
    const page = fakeWindow()
    startBundlesAfterFirstPaint(page.win, '/b/8615.4.js /b/main.2.js  /b/runtime~main.1.js', BUNDLE_START_FALLBACK_MS, ENTRY_BUNDLE)
    page.paint(['first-contentful-paint'])
    page.flushTimers()
    expect(page.added).toEqual(['/b/runtime~main.1.js', '/b/main.2.js', '/b/8615.4.js'])
  })

  it('a page that never paints (a background tab) still starts, once, on the fallback timer', () => {
    const page = fakeWindow()
    startBundlesAfterFirstPaint(page.win, URLS, BUNDLE_START_FALLBACK_MS, ENTRY_BUNDLE)
    page.fireFallback()
    page.flushTimers()
    expect(page.added).toHaveLength(4)
    page.paint(['first-contentful-paint'])
    page.flushTimers()
    expect(page.added).toHaveLength(4)
  })

  it('a shown page waits for its first paint however late it comes: no timer can start the bundles first', () => {
    const page = fakeWindow({ hidden: false })
    startBundlesAfterFirstPaint(page.win, URLS, BUNDLE_START_FALLBACK_MS, ENTRY_BUNDLE)
    expect(page.hasFallback()).toBe(false)
    page.flushTimers()
    expect(page.added).toHaveLength(0)
    page.paint(['first-contentful-paint'])
    page.flushTimers()
    expect(page.added).toHaveLength(4)
  })

  it('without paint timing, two animation frames stand in for the paint', () => {
    const page = fakeWindow({ paintTiming: false })
    startBundlesAfterFirstPaint(page.win, URLS, BUNDLE_START_FALLBACK_MS, ENTRY_BUNDLE)
    page.frames.shift()!()
    page.flushTimers()
    expect(page.added).toEqual([])
    page.frames.shift()!()
    page.flushTimers()
    expect(page.added).toHaveLength(4)
  })

  it('the template inlines the same loader text on every page and passes the list as an attribute', () => {
    expect(bundleLoaderScript).toContain(startBundlesAfterFirstPaint.toString())
    expect(bundleLoaderScript).not.toMatch(/assets\/js/)
    expect(ssrTemplate).toContain(`<script data-bundles="<%= it.scripts.map((script) => it.baseUrl + script).join(' ') %>">${bundleLoaderScript}</script>`)
    // Docusaurus's deferred script tags are gone: nothing runs before the loader says so.
    expect(ssrTemplate).not.toMatch(/<script src=/)
  })

  it('the loader’s source is self-contained: it runs from its text alone', () => {
    const page = fakeWindow()

    const run = new Function('win', 'urls', 'ms', 'entry', `(${startBundlesAfterFirstPaint.toString()})(win, urls, ms, entry)`)
    run(page.win, URLS, BUNDLE_START_FALLBACK_MS, ENTRY_BUNDLE)
    page.paint(['first-contentful-paint'])
    page.flushTimers()
    expect(page.added).toHaveLength(4)
  })
})
