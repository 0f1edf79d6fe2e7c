// Tailwind CSS 3 (the `tailwindcss-3` alias, 3.4.19) through PostCSS with the example's template as its
// content, then weapp-tailwindcss's transformWxss / transformWxml / transformJs, as a Tailwind CSS 3
// project's build runs them.
import { fileURLToPath } from 'node:url'
import postcss from 'postcss'
import selectorParser from 'postcss-selector-parser'
import tailwindcss3, { type Config } from 'tailwindcss-3'
import { createContext } from 'weapp-tailwindcss/core'
import { memoize } from './memoize'
import type { TransformOutput } from './tailwind4'

export interface Tailwind3Input {
  template: string
  /** The stylesheet Tailwind CSS processes; the three `@tailwind` directives unless the page shows another. */
  css?: string
  /** tailwind.config.js beyond `content`; preflight is off, as the quick starts set it for mini programs. */
  config?: Partial<Config>
  options: Record<string, unknown>
  script?: string
  isMainChunk?: boolean
}

const root = fileURLToPath(new URL('../../', import.meta.url))
const DIRECTIVES = '@tailwind base;\n@tailwind components;\n@tailwind utilities;'

/** Every class name the generated CSS has a rule for: the set a build hands the template and script handlers. */
function generatedClasses(css: string): Set<string> {
  const classes = new Set<string>()
  const collect = selectorParser(selectors => selectors.walkClasses(node => { classes.add(node.value) }))
  postcss.parse(css).walkRules(rule => { collect.processSync(rule.selector) })
  return classes
}

const contextFor = memoize((options: Record<string, unknown>) => createContext({
  ...options,
  logLevel: 'silent',
  tailwindcss: { version: 3, packageName: 'tailwindcss-3' },
  tailwindcssBasedir: root,
  supportCustomLengthUnitsPatch: false,
}))

const generate = memoize(async ({ template, script = '', css = DIRECTIVES, config = {} }: Pick<Tailwind3Input, 'template' | 'script' | 'css' | 'config'>) => {
  const tailwindConfig: Config = { corePlugins: { preflight: false }, ...config, content: [{ raw: `${template}\n${script}`, extension: 'html' }] }
  return (await postcss([tailwindcss3(tailwindConfig)]).process(css, { from: undefined })).css
})

export const runTailwind3 = memoize(async (input: Tailwind3Input): Promise<TransformOutput> => {
  const css = await generate({ template: input.template, script: input.script, css: input.css, config: input.config })
  const runtimeSet = generatedClasses(css)
  const context = contextFor(input.options)
  return {
    css,
    wxss: (await context.transformWxss(css, { isMainChunk: input.isMainChunk ?? true })).css,
    wxml: await context.transformWxml(input.template, { runtimeSet }),
    js: input.script ? (await context.transformJs(input.script, { runtimeSet })).code : '',
  }
})
