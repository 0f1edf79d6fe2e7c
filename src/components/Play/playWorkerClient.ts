import { DownloadError, downloadWorkerFiles } from './downloadWorkerFiles'
import { PLAY_MESSAGES, type PlayMessages } from './messages'
import type { PlayOutput } from './types'
import { PLAY_RUN_TIME_LIMIT_MS } from '../../../lib/play/limits'

/** How long one compile may take before the worker is stopped and a fresh one started. */
export const RUN_TIME_LIMIT_MS = PLAY_RUN_TIME_LIMIT_MS

export interface WorkerRequest {
  template: string
  css: string
  options: Record<string, unknown>
  script: string
}

/** Where the worker is: its files downloading, its script starting, ready, or unable to start. */
export type WorkerStatus =
  | { phase: 'downloading'; loaded: number; total: number }
  | { phase: 'starting' }
  | { phase: 'ready' }
  | { phase: 'failed'; message: string }

/**
 * Why a run gave no output: the input does not compile (`input`), the compile ran past the time
 * limit (`runaway`), the worker broke while compiling (`crashed`), or a newer input took its place
 * before the worker was ready (`superseded`: nothing to show).
 */
export class RunError extends Error {
  constructor(message: string, readonly kind: 'input' | 'runaway' | 'crashed' | 'superseded') {
    super(message)
  }
}

export interface WorkerUrls {
  /** The script the worker starts with. */
  entry: string
  /** Every file of the worker (the entry and its chunks). */
  files: string[]
  /** Their uncompressed size together. */
  bytes: number
}

type Settle = { resolve: (output: PlayOutput) => void; reject: (error: RunError) => void }
type Pending = Settle & { timer: ReturnType<typeof setTimeout> }
type Message = { id?: number; output?: PlayOutput; error?: string; ready?: boolean }

/**
 * One worker running the transform. Its files are downloaded first (with progress), then it
 * starts; a run asked for before it is ready waits (only the latest such run), so the time limit
 * counts the compile alone, never the download or the start. A run past the limit (a compile that
 * never ends) terminates the worker, rejects, and a fresh worker starts from the cached files.
 */
export class PlayWorkerClient {
  private worker: Worker | null = null
  private ready = false
  private downloaded = false
  private downloading = false
  /** The last download or start failed: only retry() starts again, so the failure the page shows stays until the reader acts. */
  private failed = false
  private readonly abort = new AbortController()
  private readonly pending = new Map<number, Pending>()
  private waiting: (Settle & { request: WorkerRequest }) | null = null
  private nextId = 1

  constructor(
    private readonly urls: WorkerUrls,
    private readonly onStatus: (status: WorkerStatus) => void,
    private readonly say: PlayMessages = PLAY_MESSAGES['zh-cn'],
  ) {}

  run(request: WorkerRequest): Promise<PlayOutput> {
    return new Promise((resolve, reject) => {
      if (this.ready && this.worker) return this.post(request, { resolve, reject })
      this.waiting?.reject(new RunError(this.say.superseded, 'superseded'))
      this.waiting = { request, resolve, reject }
      if (!this.failed) void this.start()
    })
  }

  /** After a failed download or start: starts again; the run waiting for the worker goes through once it is ready. */
  retry(): Promise<void> {
    this.failed = false
    return this.start()
  }

  /** Downloads the files (unless they already arrived) and starts the worker; a no-op while either is under way or after a failure (see retry). */
  async start(): Promise<void> {
    if (this.failed) return
    if (this.downloading || this.worker || this.abort.signal.aborted) return
    if (!this.downloaded) {
      this.downloading = true
      try {
        this.onStatus({ phase: 'downloading', loaded: 0, total: this.urls.bytes })
        await downloadWorkerFiles(this.urls.files, loaded => this.onStatus({ phase: 'downloading', loaded, total: this.urls.bytes }), this.abort.signal, this.say)
        this.downloaded = true
      } catch (error) {
        if (this.abort.signal.aborted) return
        const reason = error instanceof DownloadError ? error.message : String(error)
        this.failed = true
        this.onStatus({ phase: 'failed', message: this.say.downloadFailed(reason, !navigator.onLine) })
        return
      } finally {
        this.downloading = false
      }
      if (this.abort.signal.aborted || this.worker) return
    }
    this.onStatus({ phase: 'starting' })
    const worker = new Worker(this.urls.entry)
    worker.onmessage = (event: MessageEvent<Message>) => this.receive(event.data)
    worker.onerror = event => {
      event.preventDefault()
      this.fail(worker, event.message || this.say.scriptNotLoaded)
    }
    this.worker = worker
  }

  dispose(): void {
    this.abort.abort()
    this.stop(new RunError(this.say.pageClosed, 'superseded'))
    this.waiting = null
  }

  private post(request: WorkerRequest, settle: Settle): void {
    const id = this.nextId++
    const timer = setTimeout(() => {
      this.stop(new RunError(this.say.runaway(RUN_TIME_LIMIT_MS / 1000), 'runaway'))
      void this.start()
    }, RUN_TIME_LIMIT_MS)
    this.pending.set(id, { ...settle, timer })
    this.worker!.postMessage({ id, input: request, locale: this.say.locale })
  }

  private receive({ id, output, error, ready }: Message): void {
    if (ready) {
      this.ready = true
      this.onStatus({ phase: 'ready' })
      const waiting = this.waiting
      this.waiting = null
      if (waiting) this.post(waiting.request, waiting)
      return
    }
    const pending = id === undefined ? undefined : this.pending.get(id)
    if (!pending || id === undefined) return
    this.pending.delete(id)
    clearTimeout(pending.timer)
    if (output) pending.resolve(output)
    else pending.reject(new RunError(error ?? this.say.transformFailed, 'input'))
  }

  /** The worker's script failed: before it was ready it could not start; after, it broke mid-run. */
  private fail(worker: Worker, detail: string): void {
    if (worker !== this.worker) return
    if (!this.ready) {
      worker.terminate()
      this.worker = null
      // The files may be gone from the cache: a retry downloads them again.
      this.downloaded = false
      this.failed = true
      this.onStatus({ phase: 'failed', message: this.say.startFailed(detail) })
      return
    }
    this.stop(new RunError(this.say.crashed(detail), 'crashed'))
    void this.start()
  }

  private stop(reason: RunError): void {
    this.worker?.terminate()
    this.worker = null
    this.ready = false
    for (const pending of this.pending.values()) {
      clearTimeout(pending.timer)
      pending.reject(reason)
    }
    this.pending.clear()
  }
}
