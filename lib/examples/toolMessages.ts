// Error messages the pinned tools print, produced by running them on small inputs, so a page that quotes
// one can be compared with the real text: Tailwind CSS 4 `compile()`, Tailwind CSS 3 through PostCSS,
// the default export of Tailwind CSS 4, and the TypeScript compiler in Chinese.
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import postcss from 'postcss'
import ts from 'typescript'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const require = createRequire(path.join(repoRoot, 'package.json'))

/** What running the input threw, or a sentence saying it did not throw (so a comparison fails clearly). */
async function thrown(run: () => unknown): Promise<string> {
  try {
    await run()
    return '(no error was thrown)'
  }
  catch (error) {
    const reason = (error as { reason?: unknown }).reason
    if (typeof reason === 'string') return reason
    return error instanceof Error ? error.message : String(error)
  }
}

/** A bare package name in `@import` means its stylesheet, not its JavaScript entry. */
async function loadStylesheet(id: string) {
  const file = require.resolve(['tailwindcss', 'weapp-tailwindcss'].includes(id) ? `${id}/index.css` : id, { paths: [repoRoot] })
  return { path: file, base: path.dirname(file), content: await fs.readFile(file, 'utf8') }
}

/** The error Tailwind CSS 4 `compile()` throws for a stylesheet; imports resolve from this repository. */
export async function tailwind4CompileError(css: string): Promise<string> {
  const { compile } = require('tailwindcss') as typeof import('tailwindcss')
  return thrown(() => compile(css, { base: repoRoot, loadStylesheet }))
}

/** The error Tailwind CSS 3 (the `tailwindcss-3` alias) reports through PostCSS for a stylesheet. */
export async function tailwind3Error(css: string): Promise<string> {
  const tailwindcss = require('tailwindcss-3') as (config: object) => postcss.AcceptedPlugin
  return thrown(() => postcss([tailwindcss({ content: [{ raw: '' }] })]).process(css, { from: undefined }))
}

/** What Tailwind CSS 4's default export throws when called the way a PostCSS plugin used to be. */
export async function tailwind4DefaultExportError(): Promise<string> {
  const tailwindcss = require('tailwindcss') as { default?: () => void } & (() => void)
  return thrown(() => (tailwindcss.default ?? tailwindcss)())
}

/** What `tsc --locale` uses; exported by the compiler but missing from its public typings. */
const localizedTs = ts as unknown as { setLocalizedDiagnosticMessages(messages: Record<string, string> | undefined): void }

/**
 * The type errors of one TypeScript file, type-checked as if it sat at the repository root (so its
 * imports resolve to the pinned packages), in Chinese, each as `error TS<code>: <message>`.
 */
export function typeScriptErrorsInChinese(source: string): string[] {
  const fileName = path.join(repoRoot, '__tool-messages-check__.ts')
  const options: ts.CompilerOptions = {
    strict: true, noEmit: true, skipLibCheck: true, skipDefaultLibCheck: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'],
    module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, esModuleInterop: true, types: [],
  }
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists, readFile } = host
  host.getSourceFile = (name, language, ...rest) => name === fileName
    ? ts.createSourceFile(name, source, language)
    : getSourceFile.call(host, name, language, ...rest)
  host.fileExists = name => name === fileName || fileExists.call(host, name)
  host.readFile = name => name === fileName ? source : readFile.call(host, name)

  const messages = JSON.parse(readFileSync(require.resolve('typescript/lib/zh-cn/diagnosticMessages.generated.json'), 'utf8')) as Record<string, string>
  localizedTs.setLocalizedDiagnosticMessages(messages)
  try {
    const program = ts.createProgram([fileName], options, host)
    return ts.getPreEmitDiagnostics(program)
      .filter(diagnostic => diagnostic.category === ts.DiagnosticCategory.Error)
      .map(diagnostic => `error TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`)
  }
  finally {
    // The messages are global to the compiler: later users in this process expect English.
    localizedTs.setLocalizedDiagnosticMessages(undefined)
  }
}
