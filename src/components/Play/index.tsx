import React, { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { Language } from 'prism-react-renderer'
import { classChanges } from './changes'
import { CodeEditor, Highlighted } from './CodeEditor'
import { Findings } from './Findings'
import { exampleFromHash, examplesFor } from './examples'
import { playMessagesFor } from './messages'
import { parseOptions } from './parseOptions'
import { previewDocument } from './preview'
import { decodeState, encodeState } from '../../../lib/play/shareState'
import { PLAY_MAX_INPUT_BYTES as MAX_INPUT_BYTES, playInputSize as inputSize } from '../../../lib/play/limits'
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import Translate, { translate } from '@docusaurus/Translate'
import type { PlayWorkerData } from '@site/plugins/play-worker'
import { keepWorkerFilesForOffline } from './keepForOffline'
import { RunError, type WorkerStatus } from './playWorkerClient'
import type { PlayInput, PlayOutput } from './types'
import { usePlayWorker } from './usePlayWorker'
import styles from './styles.module.css'

// While a run is under way the previous output stays on screen. An error says whose it is: the
// input's (options, size, or what the compiler reports), or a compile that ran past the time limit.
type ErrorKind = 'input' | 'runaway' | 'crashed'
// A settled result keeps the input it was made from: until it matches the input on screen, the output is stale.
type Result = { state: 'idle' } | { state: 'running'; output?: PlayOutput } | { state: 'done'; output: PlayOutput; from: PlayInput } | { state: 'error'; kind: ErrorKind; messages: string[]; from: PlayInput }

const sameInput = (a: PlayInput, b: PlayInput): boolean => a.template === b.template && a.css === b.css && a.options === b.options && a.script === b.script

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
  if (worker.phase === 'downloading') {
    const percent = Math.floor((100 * worker.loaded) / Math.max(worker.total, 1))
    return translate({ id: 'play.status.downloading', message: '下载转换程序… {percent}%', description: 'Play status while the transformer downloads' }, { percent })
  }
  if (worker.phase === 'starting') return translate({ id: 'play.status.starting', message: '准备转换程序…', description: 'Play status while the transformer starts' })
  if (worker.phase === 'failed') return translate({ id: 'play.status.failed', message: '无法加载', description: 'Play status when the transformer could not load' })
  if (result.state === 'running') return translate({ id: 'play.status.running', message: '转换中…', description: 'Play status during a transform' })
  if (result.state === 'done') return translate({ id: 'play.status.done', message: '已完成', description: 'Play status after a transform' })
  if (result.state === 'error') return translate({ id: 'play.status.error', message: '出错', description: 'Play status after a failed transform' })
  return translate({ id: 'play.status.idle', message: '准备中…', description: 'Play status before the first transform' })
}

/** The line above an error's messages, for errors whose messages need one. */
function errorLead(kind: ErrorKind): string | null {
  if (kind !== 'input') return null
  return translate({ id: 'play.error.inputLead', message: '输入有误，无法转换：', description: 'Play: heading line above the input errors' })
}

export default function Play(worker: PlayWorkerData): ReactNode {
  const { workerFiles } = worker
  const locale = useDocusaurusContext().i18n.currentLocale
  const examples = useMemo(() => examplesFor(locale), [locale])
  const say = playMessagesFor(locale)
  const [input, setInput] = useState<PlayInput>(examples[0]!.input)
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
      const example = exampleFromHash(window.location.hash, examples)
      return (example ? Promise.resolve(example.input) : decodeState(window.location.hash)).then(shared => {
        if (shared) setInput(shared)
        setHashRead(true)
      })
    }
    void load()
    const onHashChange = () => void load()
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [examples])

  useEffect(() => {
    if (!hashRead) return
    const ticket = ++latest.current
    const timer = setTimeout(() => {
      void encodeState(input).then(hash => {
        if (ticket === latest.current) window.history.replaceState(null, '', `#${hash}`)
      })
      if (inputSize(input) > MAX_INPUT_BYTES) {
        const message = translate(
          { id: 'play.error.tooLarge', message: '输入共 {size} KB，超过了 {limit} KB 的上限，请删减后再试。', description: 'Play: the input is over the size limit' },
          { size: Math.ceil(inputSize(input) / 1024), limit: MAX_INPUT_BYTES / 1024 },
        )
        setResult({ state: 'error', kind: 'input', messages: [message], from: input })
        return
      }
      const options = parseOptions(input.options, say)
      if (!options.ok) {
        setResult({ state: 'error', kind: 'input', messages: options.messages, from: input })
        return
      }
      setResult(current => ({ state: 'running', output: 'output' in current ? current.output : undefined }))
      run({ template: input.template, css: input.css, options: options.options, script: input.script }).then(
        output => ticket === latest.current && setResult({ state: 'done', output, from: input }),
        (error: RunError) => {
          if (ticket !== latest.current || error.kind === 'superseded') return
          setResult({ state: 'error', kind: error.kind, messages: [error.message], from: input })
        },
      )
    }, 250)
    return () => clearTimeout(timer)
  }, [input, hashRead, run, say])

  const output = 'output' in result ? result.output ?? null : null
  // Busy from the keystroke (or the new link) until the result for exactly this input is shown: assistive
  // technology and anything waiting for the output can tell a finished run from the previous one.
  const busy = !('from' in result) || result.from !== input
  const changes = useMemo(() => {
    if (!output) return []
    const fromScript = output.js ? classChanges(input.script, output.js) : []
    const fromTemplate = classChanges(input.template, output.wxml)
    return [...fromTemplate, ...fromScript.filter(([from]) => !fromTemplate.some(([seen]) => seen === from))]
  }, [input.template, input.script, output])
  // The menu names the example on screen until the reader edits it.
  const currentExample = examples.find(example => sameInput(example.input, input))?.id ?? ''
  const update = (key: keyof PlayInput) => (value: string) => setInput(current => ({ ...current, [key]: value }))

  return (
    <div className={styles.play}>
      <div className={styles.toolbar}>
        <label htmlFor="play-example">
          <Translate id="play.examples.label" description="Play: label of the examples menu">示例</Translate>
        </label>
        <select id="play-example" value={currentExample} onChange={event => {
          const example = examples.find(candidate => candidate.id === event.target.value)
          if (example) setInput(example.input)
        }}>
          <option value="" disabled>
            {translate({ id: 'play.examples.placeholder', message: '选择一个示例…', description: 'Play: the examples menu when the input is not an example' })}
          </option>
          {examples.map(example => <option key={example.id} value={example.id}>{example.label}</option>)}
        </select>
        <span className={styles.status} role="status" data-testid="play-status">{statusText(workerStatus, result)}</span>
        {workerStatus.phase === 'downloading' && (
          <progress className={styles.progress} value={workerStatus.loaded} max={workerStatus.total} aria-label={translate({ id: 'play.download.progress', message: '转换程序下载进度', description: 'Play: accessible name of the download progress bar' })} data-testid="play-download" />
        )}
      </div>
      <div className={styles.columns}>
        <section className={styles.column} aria-label={translate({ id: 'play.input.label', message: '输入', description: 'Play: accessible name of the input column' })}>
          <CodeEditor id="play-template" label={translate({ id: 'play.input.template', message: '模板（WXML）', description: 'Play: label of the template editor' })} language="markup" value={input.template} onChange={update('template')} minRows={6} />
          <CodeEditor id="play-css" label={translate({ id: 'play.input.css', message: 'CSS 入口', description: 'Play: label of the CSS entry editor' })} language="css" value={input.css} onChange={update('css')} minRows={6} />
          <CodeEditor id="play-options" label={translate({ id: 'play.input.options', message: '插件配置（JSON 对象）', description: 'Play: label of the plugin options editor' })} language="json" value={input.options} onChange={update('options')} minRows={3} />
          <CodeEditor id="play-script" label={translate({ id: 'play.input.script', message: '脚本（可选：打包后的 JS，类名写在字符串里）', description: 'Play: label of the script editor' })} language="javascript" value={input.script} onChange={update('script')} minRows={3} />
        </section>
        <section className={styles.column} aria-label={translate({ id: 'play.output.label', message: '输出', description: 'Play: accessible name of the output column' })} aria-busy={busy} data-testid="play-output">
          {workerStatus.phase === 'failed' && (
            <div className={styles.error} role="alert" data-testid="play-load-error">
              <p>{workerStatus.message}</p>
              <button type="button" className="button button--sm button--danger margin-top--sm" onClick={retry}>
                <Translate id="play.retry" description="Play: button that retries loading the transformer">重试</Translate>
              </button>
            </div>
          )}
          {result.state === 'error' && (
            <div className={styles.error} role="alert" data-testid="play-error" data-kind={result.kind}>
              {errorLead(result.kind) && <p>{errorLead(result.kind)}</p>}
              {result.messages.map(message => <p key={message}>{message}</p>)}
            </div>
          )}
          <Output id="play-wxml" label={translate({ id: 'play.output.template', message: '转换后的模板', description: 'Play: heading of the transformed template' })} language="markup" value={output?.wxml ?? ''} />
          <Output id="play-wxss" label={translate({ id: 'play.output.wxss', message: '生成的 WXSS', description: 'Play: heading of the generated WXSS' })} language="css" value={output?.wxss ?? ''} />
          {input.script.trim() !== '' && <Output id="play-js" label={translate({ id: 'play.output.script', message: '转换后的脚本', description: 'Play: heading of the transformed script' })} language="javascript" value={output?.js ?? ''} />}
          <div className={styles.field}>
            <h2 className={styles.label}>
              <Translate id="play.changes.title" description="Play: heading of the list of class names that changed">改动了什么</Translate>
            </h2>
            <ul className={styles.changes} data-testid="play-changes">
              {changes.map(([from, to]) => <li key={from}><code>{from}</code> → <code>{to}</code></li>)}
            </ul>
            {output && changes.length === 0 && (
              <p className={styles.note}>
                <Translate id="play.changes.none" description="Play: no class name needed escaping">模板里的类名都不含小程序不支持的字符，原样保留。</Translate>
              </p>
            )}
          </div>
          <Findings findings={output?.findings ?? []} ready={output !== null} />
          <div className={styles.field}>
            <h2 className={styles.label}>
              <Translate id="play.preview.title" description="Play: heading of the preview">预览（宽 390 px 的手机屏幕，rpx 按屏宽换算）</Translate>
            </h2>
            {input.script.trim() !== '' && (
              <p className={styles.note}>
                <Translate id="play.preview.noScript" description="Play: the preview does not run the script; {bindings} is the mustache syntax in code" values={{ bindings: <code>{'{{ }}'}</code> }}>
                  {'预览只渲染模板，不运行脚本，{bindings} 里的绑定不会求值。'}
                </Translate>
              </p>
            )}
            <iframe className={styles.preview} title={translate({ id: 'play.preview.frame', message: '预览', description: 'Play: accessible title of the preview frame' })} sandbox="" data-testid="play-preview" srcDoc={output ? previewDocument(output.wxml, output.wxss) : ''} />
          </div>
        </section>
      </div>
    </div>
  )
}
