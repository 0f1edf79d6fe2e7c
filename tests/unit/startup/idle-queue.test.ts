import { describe, expect, it } from 'vitest'
import { createIdleQueue, type IdleDeadline } from '../../../speed/patches/lighter-startup/idleQueue'

/** A fake clock and idle scheduler: each job advances the clock by `jobMs`. */
function harness(jobMs: number, sliceMs = 6) {
  let clock = 0
  const pending: ((deadline: IdleDeadline) => void)[] = []
  const queue = createIdleQueue({ sliceMs, requestIdle: run => pending.push(run), now: () => clock })
  const ran: number[] = []
  const job = (id: number) => () => {
    clock += jobMs
    ran.push(id)
    return id
  }
  /** Runs one idle period; returns how many jobs it ran. */
  const idle = (remaining = 50) => {
    const before = ran.length
    pending.shift()?.({ timeRemaining: () => remaining })
    return ran.length - before
  }
  return { queue, job, idle, ran, pending }
}

describe('idle queue', () => {
  it('runs nothing until the page is idle, then runs the jobs in the order they were queued', async () => {
    const { queue, job, idle, ran } = harness(1)
    const results = [queue.schedule(job(1)), queue.schedule(job(2)), queue.schedule(job(3))]
    expect(ran).toEqual([])
    idle()
    expect(ran).toEqual([1, 2, 3])
    await expect(Promise.all(results)).resolves.toEqual([1, 2, 3])
  })

  it('stops a slice once it has run for sliceMs and asks for another idle period', () => {
    const { queue, job, idle, pending } = harness(4, 6)
    for (let id = 1; id <= 5; id++) void queue.schedule(job(id))
    expect(idle()).toBe(2) // 0 → 4 ms: go on; 8 ms ≥ 6: stop
    expect(pending).toHaveLength(1)
    expect(idle()).toBe(2)
    expect(idle()).toBe(1)
    expect(pending).toHaveLength(0)
    expect(queue.size).toBe(0)
  })

  it('runs at least one job per idle period, even when the browser reports no idle time left', () => {
    const { queue, job, idle } = harness(1)
    void queue.schedule(job(1))
    void queue.schedule(job(2))
    expect(idle(0)).toBe(1)
    expect(idle(0)).toBe(1)
  })

  it('asks for one idle period at a time however many jobs arrive', () => {
    const { queue, job, pending } = harness(1)
    for (let id = 0; id < 10; id++) void queue.schedule(job(id))
    expect(pending).toHaveLength(1)
  })

  it('a job that throws rejects its own promise and the queue goes on', async () => {
    const { queue, job, idle, ran } = harness(1)
    const failing = queue.schedule(() => {
      throw new Error('boom')
    })
    const next = queue.schedule(job(2))
    idle()
    await expect(failing).rejects.toThrow('boom')
    await expect(next).resolves.toBe(2)
    expect(ran).toEqual([2])
  })

  it('settles with what an asynchronous job resolves to', async () => {
    const { queue, idle } = harness(1)
    const result = queue.schedule(() => Promise.resolve('done'))
    idle()
    await expect(result).resolves.toBe('done')
  })
})
