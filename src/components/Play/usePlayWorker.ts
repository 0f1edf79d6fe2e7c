import { useCallback, useEffect, useRef, useState } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import type { PlayWorkerData } from '@site/plugins/play-worker'
import { playMessagesFor } from './messages'
import { PlayWorkerClient, type WorkerRequest, type WorkerStatus } from './playWorkerClient'
import type { PlayOutput } from './types'

/**
 * The page's worker (see PlayWorkerClient): its download starts with the page, not with the first
 * run, and `status` says where it is. `retry` starts again after a failed download or start.
 */
export function usePlayWorker({ workerPath, workerFiles, workerBytes }: PlayWorkerData): {
  status: WorkerStatus
  run: (request: WorkerRequest) => Promise<PlayOutput>
  retry: () => void
} {
  const entry = useBaseUrl(`/${workerPath}`)
  const base = useBaseUrl('/')
  const files = workerFiles.join('\n')
  const locale = useDocusaurusContext().i18n.currentLocale
  const [status, setStatus] = useState<WorkerStatus>({ phase: 'downloading', loaded: 0, total: workerBytes })
  const client = useRef<PlayWorkerClient | null>(null)

  useEffect(() => {
    const created = new PlayWorkerClient({ entry, files: files.split('\n').map(file => `${base}${file}`), bytes: workerBytes }, setStatus, playMessagesFor(locale))
    client.current = created
    void created.start()
    return () => created.dispose()
  }, [base, entry, files, workerBytes, locale])

  const run = useCallback((request: WorkerRequest) => client.current!.run(request), [])
  const retry = useCallback(() => void client.current?.retry(), [])
  return { status, run, retry }
}
