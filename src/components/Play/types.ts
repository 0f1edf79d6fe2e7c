/** What the reader types: a template, a CSS entry and the plugin options as JSON text. */
export interface PlayInput {
  template: string
  css: string
  options: string
}

/** What the worker returns for one run. */
export interface PlayOutput {
  css: string
  wxss: string
  wxml: string
  classes: string[]
}
