import { PLAY_MESSAGES, type PlayMessages } from './messages'

/** The worker's files could not be fetched: the network, or the host answering with an error. */
export class DownloadError extends Error {}

/**
 * Fetches every file of the worker before it starts, counting the bytes as they arrive, so the
 * page can show how far the download is (a Worker reports nothing while its script loads). The
 * files' names carry a content hash and hosts send them as immutable, so the worker then reads
 * them from the browser's cache (or the service worker's copy) without a second download.
 * `onProgress` receives the uncompressed bytes so far: the stream yields them decoded whatever
 * compression the host used, so they add up to the build's own file sizes.
 */
export async function downloadWorkerFiles(
  urls: string[],
  onProgress: (loaded: number) => void,
  signal: AbortSignal,
  say: PlayMessages = PLAY_MESSAGES['zh-cn'],
): Promise<void> {
  let loaded = 0
  await Promise.all(urls.map(async url => {
    let response: Response
    try {
      response = await fetch(url, { signal })
    } catch (error) {
      if (signal.aborted) throw error
      throw new DownloadError(say.networkFailed)
    }
    if (!response.ok || !response.body) throw new DownloadError(say.serverStatus(response.status))
    const reader = response.body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        loaded += value.byteLength
        onProgress(loaded)
      }
    } catch (error) {
      if (signal.aborted) throw error
      throw new DownloadError(say.downloadInterrupted)
    }
  }))
}
