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
}
