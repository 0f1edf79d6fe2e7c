/**
 * What the reader types: a template, a CSS entry, the plugin options as JSON text, and optionally
 * a script (JavaScript as a bundler emits it, class names inside its strings).
 */
export interface PlayInput {
  template: string
  css: string
  options: string
  script: string
}

/** What the worker returns for one run. */
export interface PlayOutput {
  css: string
  wxss: string
  wxml: string
  /** The script after transformJs; empty when there was no script. */
  js: string
  classes: string[]
  /** Classes of the template that go wrong in a mini-program (lib/play/checkClasses.mjs), each with what was seen. */
  findings: ClassFindings[]
}

export interface ClassFinding {
  kind: 'no-rule' | 'dropped' | 'rewritten' | 'unit'
  severity?: 'error' | 'warning'
  /** In English; the page shows its own words for the kind and these details. */
  message: string
  /** A docs path of the default locale (`/docs/...`). */
  docs: string
  /** Tailwind CSS's selectors, and the WXSS ones they became (dropped, rewritten). */
  before?: string[]
  after?: string[]
  /** Declarations of the bracketed value as written, and with its type written out (unit). */
  becomes?: { prop: string; value: string }[]
  asLength?: { prop: string; value: string }[]
}

export interface ClassFindings {
  class: string
  findings: ClassFinding[]
}
