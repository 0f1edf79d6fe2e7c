// Docusaurus's own `window.docusaurus` (prefetch/preload by route path); imported by file so
// that this module, which stands in for it, does not import itself.
import docusaurus from '@docusaurus/core/lib/client/docusaurus.js'
import { browserRequestIdle, createIdleQueue } from './idleQueue'

/** Stays under Lighthouse's 50 ms long-task line even on its 4× slower simulated phone. */
export const PREFETCH_SLICE_MS = 6

const queue = createIdleQueue({ sliceMs: PREFETCH_SLICE_MS, requestIdle: browserRequestIdle, now: () => performance.now() })

/**
 * `window.docusaurus` with prefetching moved to idle time. Every internal link prefetches its
 * route's chunks when it scrolls into view; on first paint that is every visible link at once,
 * and each call matches the route table and adds one `<link rel="prefetch">` per chunk: one
 * 120–170 ms task on a throttled phone, right when the page becomes interactive. Preloading
 * (a hover or touch on a link: the reader is about to navigate) stays immediate.
 */
const idlePrefetchingDocusaurus: typeof docusaurus = Object.freeze({
  prefetch: (routePath: string) => queue.schedule(() => docusaurus.prefetch(routePath)) as ReturnType<typeof docusaurus.prefetch>,
  preload: docusaurus.preload,
})

export default idlePrefetchingDocusaurus
