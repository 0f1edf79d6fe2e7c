import React, { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { classChanges } from './changes'
import { DEFAULT_EXAMPLE, EXAMPLES } from './examples'
import { parseOptions } from './parseOptions'
import { previewDocument } from './preview'
import { decodeState, encodeState } from './shareState'
import type { PlayInput, PlayOutput } from './types'
import { usePlayWorker } from './usePlayWorker'
import styles from './styles.module.css'

/** Inputs larger than this are refused before they reach the worker. */
export const MAX_INPUT_BYTES = 200 * 1024

// While a run is under way the previous output stays on screen.
type Result = { state: 'idle' } | { state: 'running'; output?: PlayOutput } | { state: 'done'; output: PlayOutput } | { state: 'error'; messages: string[] }

function inputSize(input: PlayInput): number {
  return new TextEncoder().encode(input.template + input.css + input.options).length
}

function Editor({ id, label, value, onChange, rows }: { id: string; label: string; value: string; onChange: (value: string) => void; rows: number }): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <textarea id={id} className={styles.editor} value={value} rows={rows} spellCheck={false} autoCapitalize="off" autoComplete="off" onChange={event => onChange(event.target.value)} />
    </div>
  )
}

function Output({ id, label, value }: { id: string; label: string; value: string }): ReactNode {
  return (
    <div className={styles.field}>
      <h2 className={styles.label} id={`${id}-label`}>{label}</h2>
      <pre className={styles.output} aria-labelledby={`${id}-label`} data-testid={id}><code>{value}</code></pre>
    </div>
  )
}

export default function Play({ workerPath }: { workerPath: string }): ReactNode {
  const [input, setInput] = useState<PlayInput>(DEFAULT_EXAMPLE.input)
  const [result, setResult] = useState<Result>({ state: 'idle' })
  const [hashRead, setHashRead] = useState(false)
  const run = usePlayWorker(workerPath)
  const latest = useRef(0)

  // A shared link's inputs replace the default example before the first run, and a link opened
  // later in the same tab (only the hash changes) replaces the current inputs. The page's own
  // hash updates use replaceState, which fires no hashchange.
  useEffect(() => {
    const load = () => decodeState(window.location.hash).then(shared => {
      if (shared) setInput(shared)
      setHashRead(true)
    })
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
        setResult({ state: 'error', messages: [`输入共 ${Math.ceil(inputSize(input) / 1024)} KB，超过了 ${MAX_INPUT_BYTES / 1024} KB 的上限，请删减后再试。`] })
        return
      }
      const options = parseOptions(input.options)
      if (!options.ok) {
        setResult({ state: 'error', messages: options.messages })
        return
      }
      setResult(current => ({ state: 'running', output: 'output' in current ? current.output : undefined }))
      run({ template: input.template, css: input.css, options: options.options }).then(
        output => ticket === latest.current && setResult({ state: 'done', output }),
        (error: Error) => ticket === latest.current && setResult({ state: 'error', messages: [error.message] }),
      )
    }, 250)
    return () => clearTimeout(timer)
  }, [input, hashRead, run])

  const output = 'output' in result ? result.output ?? null : null
  const changes = useMemo(() => (output ? classChanges(input.template, output.wxml) : []), [input.template, output])
  const update = (key: keyof PlayInput) => (value: string) => setInput(current => ({ ...current, [key]: value }))

  return (
    <div className={styles.play}>
      <div className={styles.toolbar}>
        <label htmlFor="play-example">示例</label>
        <select id="play-example" defaultValue="" onChange={event => {
          const example = EXAMPLES.find(candidate => candidate.id === event.target.value)
          if (example) setInput(example.input)
        }}>
          <option value="" disabled>选择一个示例…</option>
          {EXAMPLES.map(example => <option key={example.id} value={example.id}>{example.label}</option>)}
        </select>
        <span className={styles.status} role="status" data-testid="play-status">
          {result.state === 'running' ? '转换中…' : result.state === 'done' ? '已完成' : result.state === 'error' ? '出错' : '准备中…'}
        </span>
      </div>
      <div className={styles.columns}>
        <section className={styles.column} aria-label="输入">
          <Editor id="play-template" label="模板（WXML）" value={input.template} onChange={update('template')} rows={8} />
          <Editor id="play-css" label="CSS 入口" value={input.css} onChange={update('css')} rows={8} />
          <Editor id="play-options" label="插件配置（JSON 对象）" value={input.options} onChange={update('options')} rows={4} />
        </section>
        <section className={styles.column} aria-label="输出">
          {result.state === 'error' && (
            <div className={styles.error} role="alert" data-testid="play-error">
              {result.messages.map(message => <p key={message}>{message}</p>)}
            </div>
          )}
          <Output id="play-wxml" label="转换后的模板" value={output?.wxml ?? ''} />
          <Output id="play-wxss" label="生成的 WXSS" value={output?.wxss ?? ''} />
          <div className={styles.field}>
            <h2 className={styles.label}>改动了什么</h2>
            <ul className={styles.changes} data-testid="play-changes">
              {changes.map(([from, to]) => <li key={from}><code>{from}</code> → <code>{to}</code></li>)}
            </ul>
          </div>
          <div className={styles.field}>
            <h2 className={styles.label}>预览（宽 390 px 的手机屏幕，rpx 按屏宽换算）</h2>
            <iframe className={styles.preview} title="预览" sandbox="" data-testid="play-preview" srcDoc={output ? previewDocument(output.wxml, output.wxss) : ''} />
          </div>
        </section>
      </div>
    </div>
  )
}
