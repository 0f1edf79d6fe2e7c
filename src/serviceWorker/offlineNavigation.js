// Added to @docusaurus/plugin-pwa's service worker (its `swCustom`; plain JS because the
// plugin compiles it with Babel only). The plugin serves precached chunks, styles, images and
// the search index; HTML pages are not precached (config/pwa.ts), so page loads need this:
// - claim open pages once active: the first visit can already navigate offline;
// - page loads go to the network first; a copy of each page read is kept, and served when
//   the network is gone; a page never read offline gets the precached 404.html, whose
//   scripts render the requested route from the cached chunks.
const PAGES_CACHE = 'weapp-tw-pages-v1'

export default function offlineNavigation() {
  self.addEventListener('activate', event => {
    event.waitUntil(self.clients.claim())
  })

  self.addEventListener('fetch', event => {
    const { request } = event
    if (request.mode !== 'navigate' || request.method !== 'GET') return
    const url = new URL(request.url)
    if (url.origin !== self.location.origin || url.pathname.endsWith('/404.html')) return
    event.respondWith(
      fetch(request)
        .then(response => {
          if (response.ok && response.type === 'basic') {
            const copy = response.clone()
            event.waitUntil(caches.open(PAGES_CACHE).then(cache => cache.put(url.pathname, copy)))
          }
          return response
        })
        .catch(async () => {
          const cached = await caches.match(url.pathname, { cacheName: PAGES_CACHE })
          if (cached) return cached
          const shell = await caches.match(new URL('404.html', self.registration.scope).href, { ignoreSearch: true })
          return shell ?? Response.error()
        }),
    )
  })
}
