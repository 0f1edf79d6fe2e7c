/** What an idle callback is told: how long the browser expects to stay idle. */
export interface IdleDeadline {
  timeRemaining(): number
}

export interface IdleQueueOptions {
  /** Longest stretch of queued work run in one go, in milliseconds. */
  sliceMs: number
  /** Asks for `run` to be called when the main thread is idle. */
  requestIdle: (run: (deadline: IdleDeadline) => void) => void
  now: () => number
}

/**
 * Runs queued jobs in short slices while the page is idle, in the order they were queued,
 * so a burst of jobs (every link of a page scrolling into view at once) never becomes one
 * long task. Each job's result or error settles the promise `schedule` returned for it.
 */
export function createIdleQueue({ sliceMs, requestIdle, now }: IdleQueueOptions) {
  const jobs: (() => void)[] = []
  let armed = false

  function run(deadline: IdleDeadline) {
    armed = false
    const start = now()
    do jobs.shift()?.()
    while (jobs.length > 0 && now() - start < sliceMs && deadline.timeRemaining() > 0)
    if (jobs.length > 0) arm()
  }

  function arm() {
    if (armed) return
    armed = true
    requestIdle(run)
  }

  return {
    schedule<T>(job: () => T): Promise<Awaited<T>> {
      return new Promise((resolve, reject) => {
        jobs.push(() => {
          try {
            Promise.resolve(job()).then(resolve, reject)
          } catch (error) {
            reject(error)
          }
        })
        arm()
      })
    },
    get size() {
      return jobs.length
    },
  }
}

/** `requestIdleCallback` where the browser has it (not Safari before 18), else a short timer. */
export function browserRequestIdle(run: (deadline: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 2000 })
    return
  }
  const start = performance.now()
  setTimeout(() => run({ timeRemaining: () => Math.max(0, 16 - (performance.now() - start)) }), 1)
}
