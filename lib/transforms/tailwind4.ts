// Tailwind CSS 4 (node_modules/tailwindcss) and weapp-tailwindcss through the Play's own Node run, so the
// docs and the Play agree. Two cases the Play has no switch for are applied to its raw Tailwind CSS output:
// a stylesheet not treated as the main one, and the margin-trim rewrite the @property page prescribes.
import { fileURLToPath } from 'node:url'
import { createContext } from 'weapp-tailwindcss/core'
import { runPlayInNode } from '../play/node-reference.mjs'
import { memoize } from './memoize'

export interface Tailwind4Input {
  template: string
  /** The CSS entry, e.g. `@import "weapp-tailwindcss";`. */
  css: string
  /** createContext options as the page states them. */
  options: Record<string, unknown>
  script?: string
  /** false: transformWxss treats the file as a page or component stylesheet (`isMainChunk: false`). */
  isMainChunk?: boolean
  /** Rewrite the fallback's `margin-trim: block` to `inline` before weapp-tailwindcss sees it. */
  marginTrimInline?: boolean
}

export interface TransformOutput {
  /** What Tailwind CSS generated. */
  css: string
  wxss: string
  wxml: string
  js: string
}

const root = fileURLToPath(new URL('../../', import.meta.url))
const quiet = { logLevel: 'silent' as const }

const play = memoize((input: Tailwind4Input) =>
  runPlayInNode({ template: input.template, css: input.css, script: input.script ?? '', options: { ...input.options, ...quiet } }) as Promise<TransformOutput>)

const contextFor = memoize((options: Record<string, unknown>) =>
  createContext({ ...options, ...quiet, tailwindcssBasedir: root, supportCustomLengthUnitsPatch: false }))

export async function runTailwind4(input: Tailwind4Input): Promise<TransformOutput> {
  const { marginTrimInline = false, isMainChunk = true, ...playInput } = input
  const output = await play(playInput)
  if (!marginTrimInline && isMainChunk) return output
  const css = marginTrimInline ? output.css.replace(/margin-trim:\s*block/g, 'margin-trim: inline') : output.css
  const wxss = (await contextFor(input.options).transformWxss(css, { isMainChunk })).css
  return { ...output, wxss }
}
