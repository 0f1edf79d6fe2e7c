/**
 * Asks the site's service worker (when offline mode is on) to keep every file of the Play's
 * worker, so /play also works offline after a first visit whose worker started before the
 * service worker took over the page.
 */
export function keepWorkerFilesForOffline(urls: string[]): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.ready
    .then(registration => registration.active?.postMessage({ type: 'keep-play-files', urls }))
    .catch(() => {})
}
