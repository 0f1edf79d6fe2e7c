// Added to @docusaurus/plugin-pwa's service worker (its `swCustom`; plain JS because the
// plugin compiles it with Babel only). The plugin precaches chunks, styles and images; this adds
// what it cannot do on its own:
// - claim open pages once active, so the first visit can already navigate offline;
// - the search index: the plugin's file list is taken while the search plugin may still be
//   writing the index (postBuild hooks run in parallel), so the worker fetches the index named
//   by search-manifest.json itself when it installs, and answers from that copy offline;
// - page loads go to the network first; a copy of each page read is kept and served when the
//   network is gone; a page never read gets the precached 404.html, whose scripts render the
//   requested route from the cached chunks. HTML pages are not precached (config/pwa.ts).
// - the /play page's worker files (several MB, needed by one page) are not precached either: they
//   are kept when /play loads them or names them in a `keep-play-files` message (on a first visit
//   the page is not yet controlled when its worker starts), and answered from that copy afterwards
//   (their names carry a content hash, so a kept copy never goes stale).
const PAGES_CACHE = 'weapp-tw-pages-v1'
const SEARCH_CACHE = 'weapp-tw-search-v1'
const SEARCH_MANIFEST = 'search-manifest.json'
const SEARCH_INDEX = /\/assets\/search\/index\.[0-9a-f]+\.json$/
const PLAY_CACHE = 'weapp-tw-play-v1'
const PLAY_WORKER_FILE = /\/assets\/play\/[\w.-]+\.js$/

const scoped = path => new URL(path, self.registration.scope).href

async function cacheSearchIndex() {
  const cache = await caches.open(SEARCH_CACHE)
  const manifestResponse = await fetch(scoped(SEARCH_MANIFEST), { cache: 'no-cache' })
  if (!manifestResponse.ok) return
  const manifest = await manifestResponse.clone().json()
  if (typeof manifest.index !== 'string') return
  const indexUrl = scoped(manifest.index)
  if (!SEARCH_INDEX.test(new URL(indexUrl).pathname)) return
  const indexResponse = await fetch(indexUrl)
  if (!indexResponse.ok) return
  await cache.put(scoped(SEARCH_MANIFEST), manifestResponse)
  await cache.put(indexUrl, indexResponse)
  // Older indexes (content-hashed names) are no longer named by the manifest.
  for (const request of await cache.keys()) {
    if (SEARCH_INDEX.test(new URL(request.url).pathname) && request.url !== indexUrl) await cache.delete(request)
  }
}

async function fromNetworkKeeping(request, cacheName, key) {
  try {
    const response = await fetch(request)
    if (response.ok) {
      const cache = await caches.open(cacheName)
      await cache.put(key, response.clone())
    }
    return response
  } catch (error) {
    const cached = await caches.match(key, { cacheName })
    if (cached) return cached
    throw error
  }
}

// Only this site's worker files are fetched, whatever a message names.
async function keepPlayFiles(urls) {
  const cache = await caches.open(PLAY_CACHE)
  for (const href of urls) {
    if (typeof href !== 'string') continue
    const url = new URL(href, self.registration.scope)
    if (url.origin !== self.location.origin || !PLAY_WORKER_FILE.test(url.pathname)) continue
    if (await cache.match(url.href)) continue
    const response = await fetch(url.href)
    if (response.ok) await cache.put(url.href, response)
  }
}

export default function offlineNavigation() {
  self.addEventListener('install', event => {
    // Offline search is a nice-to-have of the install: a failure here must not stop it.
    event.waitUntil(cacheSearchIndex().catch(() => {}))
  })

  self.addEventListener('activate', event => {
    event.waitUntil(self.clients.claim())
  })

  self.addEventListener('message', event => {
    const data = event.data
    if (!data || data.type !== 'keep-play-files' || !Array.isArray(data.urls)) return
    event.waitUntil(keepPlayFiles(data.urls.slice(0, 100)).catch(() => {}))
  })

  self.addEventListener('fetch', event => {
    const { request } = event
    if (request.method !== 'GET') return
    const url = new URL(request.url)
    if (url.origin !== self.location.origin) return

    if (url.href === scoped(SEARCH_MANIFEST)) {
      event.respondWith(fromNetworkKeeping(request, SEARCH_CACHE, url.href))
      return
    }
    if (SEARCH_INDEX.test(url.pathname)) {
      event.respondWith(
        caches.match(url.href, { cacheName: SEARCH_CACHE }).then(cached => cached ?? fromNetworkKeeping(request, SEARCH_CACHE, url.href)),
      )
      return
    }

    if (PLAY_WORKER_FILE.test(url.pathname)) {
      event.respondWith(
        caches.match(url.href, { cacheName: PLAY_CACHE }).then(cached => cached ?? fromNetworkKeeping(request, PLAY_CACHE, url.href)),
      )
      return
    }

    if (request.mode !== 'navigate' || url.pathname.endsWith('/404.html')) return
    event.respondWith(
      fromNetworkKeeping(request, PAGES_CACHE, url.pathname).catch(async () => {
        const shell = await caches.match(scoped('404.html'), { ignoreSearch: true })
        return shell ?? Response.error()
      }),
    )
  })
}
