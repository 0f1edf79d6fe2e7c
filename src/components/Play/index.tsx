import React, { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Language } from 'prism-react-renderer'
import { classChanges } from './changes'
import { CodeEditor, Highlighted } from './CodeEditor'
import { DEFAULT_EXAMPLE, EXAMPLES, exampleFromHash } from './examples'
import { parseOptions } from './parseOptions'
import { previewDocument } from './preview'
import { decodeState, encodeState } from './shareState'
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl'
import type { PlayWorkerData } from '@site/plugins/play-worker'
import { keepWorkerFilesForOffline } from './keepForOffline'
import { RunError, type WorkerStatus } from './playWorkerClient'
import type { PlayInput, PlayOutput } from './types'
import { usePlayWorker } from './usePlayWorker'
import styles from './styles.module.css'

/** Inputs larger than this are refused before they reach the worker. */
export const MAX_INPUT_BYTES = 200 * 1024

// While a run is under way the previous output stays on screen. An error says whose it is: the
// input's (options, size, or what the compiler reports), or a compile that ran past the time limit.
type ErrorKind = 'input' | 'runaway' | 'crashed'
type Result = { state: 'idle' } | { state: 'running'; output?: PlayOutput } | { state: 'done'; output: PlayOutput } | { state: 'error'; kind: ErrorKind; messages: string[] }

const sameInput = (a: PlayInput, b: PlayInput): boolean => a.template === b.template && a.css === b.css && a.options === b.options && a.script === b.script

function inputSize(input: PlayInput): number {
  return new TextEncoder().encode(input.template + input.css + input.options + input.script).length
}

// The pane scrolls (max-height) and is focusable, so keyboard users can scroll it with the arrow keys.
function Output({ id, label, value, language }: { id: string; label: string; value: string; language: Language }): ReactNode {
  return (
    <div className={styles.field}>
      <h2 className={styles.label} id={`${id}-label`}>{label}</h2>
      <pre className={styles.output} aria-labelledby={`${id}-label`} data-testid={id} tabIndex={0}><code><Highlighted code={value} language={language} /></code></pre>
    </div>
  )
}

/** The toolbar's status: the worker's download and start first, then the state of the latest run. */
function statusText(worker: WorkerStatus, result: Result): string {
  if (worker.phase === 'downloading') return `下载转换程序… ${Math.floor((100 * worker.loaded) / Math.max(worker.total, 1))}%`
  if (worker.phase === 'starting') return '准备转换程序…'
  if (worker.phase === 'failed') return '无法加载'
  return result.state === 'running' ? '转换中…' : result.state === 'done' ? '已完成' : result.state === 'error' ? '出错' : '准备中…'
}

const ERROR_LEADS: Record<ErrorKind, string | null> = {
  input: '输入有误，无法转换：',
  runaway: null,
  crashed: null,
}

export default function Play(worker: PlayWorkerData): ReactNode {
  const { workerFiles } = worker
  const [input, setInput] = useState<PlayInput>(DEFAULT_EXAMPLE.input)
  const [result, setResult] = useState<Result>({ state: 'idle' })
  const [hashRead, setHashRead] = useState(false)
  const { status: workerStatus, run, retry } = usePlayWorker(worker)
  const latest = useRef(0)
  const { withBaseUrl } = useBaseUrlUtils()
  const firstRunDone = result.state === 'done'

  // Once the first output is on screen, so the download does not compete with the first run.
  const keptForOffline = useRef(false)
  useEffect(() => {
    if (!firstRunDone || keptForOffline.current) return
    keptForOffline.current = true
    keepWorkerFilesForOffline(workerFiles.map(file => new URL(withBaseUrl(`/${file}`), window.location.href).href))
  }, [firstRunDone, workerFiles, withBaseUrl])

  // A shared link's inputs (or an example a docs page names, `#example=<id>`) replace the default
  // example before the first run, and a link opened
  // later in the same tab (only the hash changes) replaces the current inputs. The page's own
  // hash updates use replaceState, which fires no hashchange.
  useEffect(() => {
    const load = () => {
      const example = exampleFromHash(window.location.hash)
      return (example ? Promise.resolve(example.input) : decodeState(window.location.hash)).then(shared => {
        if (shared) setInput(shared)
        setHashRead(true)
      })
    }
    void load()
    const onHashChange = () => void load()
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [])

  useEffect(() => {
    if (!hashRead) return
    const ticket = ++latest.current
    const timer = setTimeout(() => {
      void encodeState(input).then(hash => {
        if (ticket === latest.current) window.history.replaceState(null, '', `#${hash}`)
      })
      if (inputSize(input) > MAX_INPUT_BYTES) {
        setResult({ state: 'error', kind: 'input', messages: [`输入共 ${Math.ceil(inputSize(input) / 1024)} KB，超过了 ${MAX_INPUT_BYTES / 1024} KB 的上限，请删减后再试。`] })
        return
      }
      const options = parseOptions(input.options)
      if (!options.ok) {
        setResult({ state: 'error', kind: 'input', messages: options.messages })
        return
      }
      setResult(current => ({ state: 'running', output: 'output' in current ? current.output : undefined }))
      run({ template: input.template, css: input.css, options: options.options, script: input.script }).then(
        output => ticket === latest.current && setResult({ state: 'done', output }),
        (error: RunError) => {
          if (ticket !== latest.current || error.kind === 'superseded') return
          setResult({ state: 'error', kind: error.kind, messages: [error.message] })
        },
      )
    }, 250)
    return () => clearTimeout(timer)
  }, [input, hashRead, run])

  const output = 'output' in result ? result.output ?? null : null
  const changes = useMemo(() => {
    if (!output) return []
    const fromScript = output.js ? classChanges(input.script, output.js) : []
    const fromTemplate = classChanges(input.template, output.wxml)
    return [...fromTemplate, ...fromScript.filter(([from]) => !fromTemplate.some(([seen]) => seen === from))]
  }, [input.template, input.script, output])
  // The menu names the example on screen until the reader edits it.
  const currentExample = EXAMPLES.find(example => sameInput(example.input, input))?.id ?? ''
  const update = (key: keyof PlayInput) => (value: string) => setInput(current => ({ ...current, [key]: value }))

  return (
    <div className={styles.play}>
      <div className={styles.toolbar}>
        <label htmlFor="play-example">示例</label>
        <select id="play-example" value={currentExample} onChange={event => {
          const example = EXAMPLES.find(candidate => candidate.id === event.target.value)
          if (example) setInput(example.input)
        }}>
          <option value="" disabled>选择一个示例…</option>
          {EXAMPLES.map(example => <option key={example.id} value={example.id}>{example.label}</option>)}
        </select>
        <span className={styles.status} role="status" data-testid="play-status">{statusText(workerStatus, result)}</span>
        {workerStatus.phase === 'downloading' && (
          <progress className={styles.progress} value={workerStatus.loaded} max={workerStatus.total} aria-label="转换程序下载进度" data-testid="play-download" />
        )}
      </div>
      <div className={styles.columns}>
        <section className={styles.column} aria-label="输入">
          <CodeEditor id="play-template" label="模板（WXML）" language="markup" value={input.template} onChange={update('template')} minRows={6} />
          <CodeEditor id="play-css" label="CSS 入口" language="css" value={input.css} onChange={update('css')} minRows={6} />
          <CodeEditor id="play-options" label="插件配置（JSON 对象）" language="json" value={input.options} onChange={update('options')} minRows={3} />
          <CodeEditor id="play-script" label="脚本（可选：打包后的 JS，类名写在字符串里）" language="javascript" value={input.script} onChange={update('script')} minRows={3} />
        </section>
        <section className={styles.column} aria-label="输出">
          {workerStatus.phase === 'failed' && (
            <div className={styles.error} role="alert" data-testid="play-load-error">
              <p>{workerStatus.message}</p>
              <button type="button" className="button button--sm button--danger margin-top--sm" onClick={retry}>重试</button>
            </div>
          )}
          {result.state === 'error' && (
            <div className={styles.error} role="alert" data-testid="play-error" data-kind={result.kind}>
              {ERROR_LEADS[result.kind] && <p>{ERROR_LEADS[result.kind]}</p>}
              {result.messages.map(message => <p key={message}>{message}</p>)}
            </div>
          )}
          <Output id="play-wxml" label="转换后的模板" language="markup" value={output?.wxml ?? ''} />
          <Output id="play-wxss" label="生成的 WXSS" language="css" value={output?.wxss ?? ''} />
          {input.script.trim() !== '' && <Output id="play-js" label="转换后的脚本" language="javascript" value={output?.js ?? ''} />}
          <div className={styles.field}>
            <h2 className={styles.label}>改动了什么</h2>
            <ul className={styles.changes} data-testid="play-changes">
              {changes.map(([from, to]) => <li key={from}><code>{from}</code> → <code>{to}</code></li>)}
            </ul>
            {output && changes.length === 0 && <p className={styles.note}>模板里的类名都不含小程序不支持的字符，原样保留。</p>}
          </div>
          <div className={styles.field}>
            <h2 className={styles.label}>预览（宽 390 px 的手机屏幕，rpx 按屏宽换算）</h2>
            {input.script.trim() !== '' && <p className={styles.note}>预览只渲染模板，不运行脚本，<code>{'{{ }}'}</code> 里的绑定不会求值。</p>}
            <iframe className={styles.preview} title="预览" sandbox="" data-testid="play-preview" srcDoc={output ? previewDocument(output.wxml, output.wxss) : ''} />
          </div>
        </section>
      </div>
    </div>
  )
}
