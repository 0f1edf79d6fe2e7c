import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PlayWorkerClient, RUN_TIME_LIMIT_MS, RunError, type WorkerStatus } from '../../src/components/Play/playWorkerClient'

// The client in Node with a stand-in Worker (it answers only when the test says so) and a
// stand-in fetch (each file a stream of known chunks). Fake timers stand for the time limit.

class FakeWorker {
  static created: FakeWorker[] = []
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null
  posted: { id: number; input: unknown }[] = []
  terminated = false
  constructor(readonly url: string) { FakeWorker.created.push(this) }
  postMessage(message: { id: number; input: unknown }) { this.posted.push(message) }
  terminate() { this.terminated = true }
  /** The worker's script finished starting. */
  ready() { this.onmessage?.({ data: { ready: true } }) }
  answer(id: number, data: object) { this.onmessage?.({ data: { id, ...data } }) }
  crash(message: string) { this.onerror?.({ message, preventDefault() {} }) }
}

const FILES = { '/assets/play/entry.js': 3000, '/assets/play/chunk.js': 1000 }
const urls = { entry: '/assets/play/entry.js', files: Object.keys(FILES), bytes: 4000 }
const request = { template: '<view class="p-1">a</view>', css: '', options: {}, script: '' }
const output = { css: '', wxss: '.p-1{}', wxml: '<view class="p-1">a</view>', js: '', classes: ['p-1'] }

let failFetch = false
function fakeFetch(url: string): Promise<Response> {
  if (failFetch) return Promise.reject(new TypeError('Failed to fetch'))
  const size = FILES[url as keyof typeof FILES]
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 500) controller.enqueue(new Uint8Array(Math.min(500, size - sent)))
      controller.close()
    },
  })
  return Promise.resolve(new Response(body, { status: 200 }))
}

function client() {
  const statuses: WorkerStatus[] = []
  return { statuses, client: new PlayWorkerClient(urls, status => statuses.push(status)) }
}

/** Lets the download's promises run (fake timers do not stop them). */
const settle = async () => { for (let i = 0; i < 50; i++) await Promise.resolve() }

beforeEach(() => {
  vi.useFakeTimers()
  FakeWorker.created = []
  failFetch = false
  vi.stubGlobal('Worker', FakeWorker)
  vi.stubGlobal('fetch', vi.fn(fakeFetch))
  vi.stubGlobal('navigator', { onLine: true })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('Play worker client', () => {
  it('downloads every file with progress up to the total, then starts the worker', async () => {
    const { client: play, statuses } = client()
    await play.start()
    const loaded = statuses.filter(status => status.phase === 'downloading').map(status => (status as { loaded: number }).loaded)
    expect(loaded[0]).toBe(0)
    expect(loaded.at(-1)).toBe(4000)
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b))
    expect(statuses.at(-1)).toEqual({ phase: 'starting' })
    expect(FakeWorker.created.map(worker => worker.url)).toEqual(['/assets/play/entry.js'])
  })

  it('does not count the download or the start against the time limit: a run waits for the ready worker', async () => {
    const { client: play, statuses } = client()
    const result = play.run(request)
    await settle()
    // A start that takes longer than the limit (a slow phone parsing the script).
    vi.advanceTimersByTime(RUN_TIME_LIMIT_MS * 2)
    const worker = FakeWorker.created[0]!
    expect(worker.posted).toEqual([])
    worker.ready()
    expect(statuses.at(-1)).toEqual({ phase: 'ready' })
    expect(worker.posted).toHaveLength(1)
    vi.advanceTimersByTime(RUN_TIME_LIMIT_MS - 1)
    worker.answer(worker.posted[0]!.id, { output })
    await expect(result).resolves.toEqual(output)
    expect(worker.terminated).toBe(false)
  })

  it('stops a compile past the limit as a runaway and starts a fresh worker from the downloaded files', async () => {
    const { client: play } = client()
    await play.start()
    FakeWorker.created[0]!.ready()
    const result = play.run(request)
    vi.advanceTimersByTime(RUN_TIME_LIMIT_MS)
    await expect(result).rejects.toMatchObject({ kind: 'runaway' })
    expect(FakeWorker.created[0]!.terminated).toBe(true)
    await settle()
    expect(FakeWorker.created).toHaveLength(2)
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2)
  })

  it('only the latest run asked for before the worker is ready is run', async () => {
    const { client: play } = client()
    const first = play.run(request)
    const second = play.run({ ...request, template: '<view class="p-2">b</view>' })
    await expect(first).rejects.toMatchObject({ kind: 'superseded' })
    await settle()
    const worker = FakeWorker.created[0]!
    worker.ready()
    expect(worker.posted.map(message => (message.input as typeof request).template)).toEqual(['<view class="p-2">b</view>'])
    worker.answer(worker.posted[0]!.id, { output })
    await expect(second).resolves.toEqual(output)
  })

  it('a compile error is the input\'s, not the worker\'s', async () => {
    const { client: play } = client()
    await play.start()
    FakeWorker.created[0]!.ready()
    const result = play.run(request)
    FakeWorker.created[0]!.answer(FakeWorker.created[0]!.posted[0]!.id, { error: 'Invalid declaration' })
    await expect(result).rejects.toBeInstanceOf(RunError)
    await expect(result).rejects.toMatchObject({ kind: 'input', message: 'Invalid declaration' })
  })

  it('a failed download says so; a retry downloads again and the waiting run goes through', async () => {
    failFetch = true
    const { client: play, statuses } = client()
    const result = play.run(request)
    await settle()
    expect(statuses.at(-1)).toMatchObject({ phase: 'failed', message: expect.stringContaining('无法下载转换程序') })
    expect(FakeWorker.created).toHaveLength(0)
    failFetch = false
    // A run asked for while the failure is shown does not start again on its own: the page keeps showing
    // the failure and its retry button until the reader uses it.
    const fetches = vi.mocked(fetch).mock.calls.length
    const later = play.run(request)
    await play.start()
    await settle()
    expect(vi.mocked(fetch).mock.calls.length).toBe(fetches)
    expect(statuses.at(-1)).toMatchObject({ phase: 'failed' })
    await expect(result).rejects.toMatchObject({ kind: 'superseded' })
    await play.retry()
    const worker = FakeWorker.created[0]!
    worker.ready()
    worker.answer(worker.posted[0]!.id, { output })
    await expect(later).resolves.toEqual(output)
  })

  it('a worker that fails before it is ready is a start failure, not a compile error', async () => {
    const { client: play, statuses } = client()
    await play.start()
    FakeWorker.created[0]!.crash('SyntaxError: Unexpected token')
    expect(statuses.at(-1)).toMatchObject({ phase: 'failed', message: expect.stringContaining('转换程序未能启动') })
  })
})
