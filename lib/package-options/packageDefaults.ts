import { defaultSource, isPrintable, NOT_A_LITERAL, parseLiteral, sameLiteral } from './literal'
import type { PackageOption } from './optionNames'

export interface OptionDefault {
  /** The value the plugin really starts from (see {@link resolveDefault}). */
  value: unknown
  source: 'runtime' | 'jsdoc'
  /** Set when the `@default` tag names a literal that differs from the runtime value. */
  jsdocValue?: unknown
}

// Plain `require`, not createRequire(import.meta.url): Docusaurus (jiti), Vitest and
// Playwright all load this file, and Playwright's CommonJS transform rejects import.meta.

/** weapp-tailwindcss 4.x: the options object the plugin merges user options into. */
export function readRuntimeDefaultsV4(): Record<string, unknown> {
  const { getDefaultOptions } = require('weapp-tailwindcss/defaults') as { getDefaultOptions: () => Record<string, unknown> }
  return getDefaultOptions()
}

/** weapp-tailwindcss-webpack-plugin 2.x exports a plain object instead of a function. */
export function readRuntimeDefaultsV2(): Record<string, unknown> {
  const { defaultOptions } = require('weapp-tailwindcss-webpack-plugin/defaults') as { defaultOptions: Record<string, unknown> }
  return defaultOptions
}

/**
 * The default of one option. The runtime value (what `getDefaultOptions()`
 * returns) wins over the JSDoc `@default` tag, because the JSDoc is sometimes
 * stale: in 4.12.0 `cssChildCombinatorReplaceValue` is documented as
 * `'view + view'` but defaults to `['view', 'text']`. Matchers and hooks are
 * functions and have no printable default; then the JSDoc literal is used, and
 * when neither is a literal (`MappingChars2String`, prose) there is none.
 */
export function resolveDefault(option: PackageOption, runtimeDefaults: Record<string, unknown>): OptionDefault | undefined {
  const jsdoc = option.jsdocDefault === undefined ? NOT_A_LITERAL : parseLiteral(defaultSource(option.jsdocDefault))
  const runtime = runtimeDefaults[option.name]
  if (runtime !== undefined && isPrintable(runtime)) {
    const disagrees = jsdoc !== NOT_A_LITERAL && !sameLiteral(jsdoc, runtime)
    return { value: runtime, source: 'runtime', ...(disagrees ? { jsdocValue: jsdoc } : {}) }
  }
  return jsdoc === NOT_A_LITERAL ? undefined : { value: jsdoc, source: 'jsdoc' }
}
