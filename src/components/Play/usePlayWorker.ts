import { useCallback, useEffect, useRef } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import type { PlayOutput } from './types'

/** How long one run may take before the worker is stopped and a fresh one started. */
export const RUN_TIME_LIMIT_MS = 15_000

export interface WorkerRequest {
  template: string
  css: string
  options: Record<string, unknown>
  script: string
}

type Pending = { resolve: (output: PlayOutput) => void; reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> }

/**
 * One worker running the transform. A run that exceeds the time limit (a compile that never
 * ends) terminates the worker and rejects; the next run starts a new one.
 */
export function usePlayWorker(workerPath: string): (request: WorkerRequest) => Promise<PlayOutput> {
  const workerUrl = useBaseUrl(`/${workerPath}`)
  const workerRef = useRef<Worker | null>(null)
  const pendingRef = useRef(new Map<number, Pending>())
  const nextId = useRef(1)

  const stop = useCallback((reason: Error) => {
    workerRef.current?.terminate()
    workerRef.current = null
    for (const pending of pendingRef.current.values()) {
      clearTimeout(pending.timer)
      pending.reject(reason)
    }
    pendingRef.current.clear()
  }, [])

  const worker = useCallback((): Worker => {
    if (workerRef.current) return workerRef.current
    const created = new Worker(workerUrl)
    created.onmessage = (event: MessageEvent<{ id?: number; output?: PlayOutput; error?: string }>) => {
      const { id, output, error } = event.data
      const pending = id === undefined ? undefined : pendingRef.current.get(id)
      if (!pending || id === undefined) return
      pendingRef.current.delete(id)
      clearTimeout(pending.timer)
      if (output) pending.resolve(output)
      else pending.reject(new Error(error ?? '转换失败'))
    }
    created.onerror = event => {
      event.preventDefault()
      stop(new Error(`转换程序出错：${event.message || '无法加载'}`))
    }
    workerRef.current = created
    return created
  }, [stop, workerUrl])

  useEffect(() => () => stop(new Error('页面已关闭')), [stop])

  return useCallback((request: WorkerRequest) => new Promise<PlayOutput>((resolve, reject) => {
    const id = nextId.current++
    const timer = setTimeout(() => {
      stop(new Error(`转换超过 ${RUN_TIME_LIMIT_MS / 1000} 秒仍未完成，已停止并重新启动转换程序。请简化输入后再试。`))
    }, RUN_TIME_LIMIT_MS)
    pendingRef.current.set(id, { resolve, reject, timer })
    worker().postMessage({ id, input: request })
  }), [stop, worker])
}
