import { Worker } from 'node:worker_threads'
import { PLAY_RUN_TIME_LIMIT_MS } from '../../../lib/play/limits'

// Runs the Play's transform in a worker thread, one job at a time. The time limit counts from when a ready
// worker takes the job (as on /play: loading the packages is not the input's fault); a job past it stops the
// worker, and the next job starts a fresh one. Jobs beyond a short queue are refused rather than kept.

class PlayRunError extends Error {}

interface Pending {
  op: 'transform' | 'check'
  input: unknown
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

export interface PlayRunnerOptions {
  workerFile: URL
  /** The folder whose node_modules hold tailwindcss and weapp-tailwindcss. */
  root: string
  timeLimitMs?: number
  maxQueued?: number
}

export function createPlayRunner({ workerFile, root, timeLimitMs = PLAY_RUN_TIME_LIMIT_MS, maxQueued = 8 }: PlayRunnerOptions) {
  let worker: Worker | undefined
  let ready: Promise<Worker> | undefined
  let busy = false
  let nextId = 1
  const queue: Pending[] = []

  const stop = () => {
    const current = worker
    worker = undefined
    ready = undefined
    if (current) void current.terminate()
  }

  const start = (): Promise<Worker> => {
    ready ??= new Promise<Worker>((resolve, reject) => {
      const thread = new Worker(workerFile, { workerData: { root }, resourceLimits: { maxOldGenerationSizeMb: 1024 } })
      worker = thread
      thread.unref()
      const failed = (error: Error) => {
        if (worker === thread) stop()
        reject(new PlayRunError(`The transform could not start: ${error.message}`))
      }
      thread.once('error', failed)
      thread.once('message', message => {
        thread.off('error', failed)
        if ((message as { ready?: boolean }).ready) resolve(thread)
        else failed(new Error('unexpected first message'))
      })
    })
    return ready
  }

  const runNext = async (): Promise<void> => {
    if (busy) return
    const job = queue.shift()
    if (!job) return
    busy = true
    try {
      job.resolve(await dispatch(await start(), job))
    } catch (error) {
      job.reject(error instanceof Error ? error : new PlayRunError(String(error)))
    } finally {
      busy = false
      void runNext()
    }
  }

  const dispatch = (thread: Worker, job: Pending) => new Promise<unknown>((resolve, reject) => {
    const id = nextId++
    const done = () => {
      clearTimeout(timer)
      thread.off('message', onMessage)
      thread.off('error', onError)
      thread.off('exit', onExit)
    }
    const onMessage = (message: { id?: number; ok?: boolean; result?: unknown; message?: string }) => {
      if (message.id !== id) return
      done()
      if (message.ok) resolve(message.result)
      else reject(new PlayRunError(message.message ?? 'The transform failed'))
    }
    const onError = (error: Error) => {
      done()
      stop()
      reject(new PlayRunError(`The transform stopped: ${error.message}`))
    }
    const onExit = () => {
      done()
      stop()
      reject(new PlayRunError('The transform stopped unexpectedly'))
    }
    const timer = setTimeout(() => {
      done()
      stop()
      reject(new PlayRunError(`The transform took longer than ${timeLimitMs / 1000} s (the Play's limit) and was stopped`))
    }, timeLimitMs)
    thread.on('message', onMessage)
    thread.once('error', onError)
    thread.once('exit', onExit)
    thread.postMessage({ id, op: job.op, input: job.input })
  })

  return {
    run<T>(op: Pending['op'], input: unknown): Promise<T> {
      if (queue.length >= maxQueued) return Promise.reject(new PlayRunError('The transform is busy with other requests; try again shortly'))
      return new Promise<T>((resolve, reject) => {
        queue.push({ op, input, resolve: resolve as (value: unknown) => void, reject })
        void runNext()
      })
    },
    /** Starts the worker now, so the first request does not wait for the packages to load. */
    warm(): void {
      start().catch(() => undefined)
    },
    close(): void {
      stop()
    },
  }
}

export type PlayRunner = ReturnType<typeof createPlayRunner>
