import { describe, expect, it } from 'vitest'
import { rspack } from '@rspack/core'
import TerserPlugin from 'terser-webpack-plugin'
import { keepUtf8 } from '../../speed/patches/utf8-bundles'

describe('utf8-bundles', () => {
  it('turns ascii_only off for SWC (format) and Terser (output) options', () => {
    const swc = { options: { minimizer: { options: { format: { comments: false, ascii_only: true } } } } }
    const terser = { options: { minimizer: { options: { output: { ecma: 5, ascii_only: true } } } } }
    expect(keepUtf8(swc)).toBe(true)
    expect(keepUtf8(terser)).toBe(true)
    expect(swc.options.minimizer.options.format).toEqual({ comments: false, ascii_only: false })
    expect(terser.options.minimizer.options.output).toEqual({ ecma: 5, ascii_only: false })
  })

  it('turns ascii_only off in the arguments of Rspack\'s built-in SWC minimizer', () => {
    const rspack = { _args: [{ minimizerOptions: { minify: true, format: { ecma: 5, ascii_only: true } } }] }
    expect(keepUtf8(rspack)).toBe(true)
    expect(rspack._args[0].minimizerOptions.format).toEqual({ ecma: 5, ascii_only: false })
  })

  it('finds the option in the real plugins Docusaurus creates', () => {
    expect(keepUtf8(new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { format: { ascii_only: true } } }))).toBe(true)
    expect(keepUtf8(new TerserPlugin({ terserOptions: { output: { ascii_only: true } } }))).toBe(true)
  })

  it('leaves other minimizers alone', () => {
    const css = { options: { minimizer: { options: { targets: {} } } } }
    expect(keepUtf8(css)).toBe(false)
    expect(css).toEqual({ options: { minimizer: { options: { targets: {} } } } })
    expect(keepUtf8({ _args: [{ minimizerOptions: { targets: ['defaults'] } }] })).toBe(false)
    expect(keepUtf8(null)).toBe(false)
    expect(keepUtf8('terser')).toBe(false)
  })
})
