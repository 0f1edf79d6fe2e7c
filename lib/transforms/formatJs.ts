// Scripts compare by content, not layout: both sides are printed by the TypeScript compiler, which also
// drops type annotations the way a build does before weapp-tailwindcss sees the code.
import ts from 'typescript'

export const formatJs = (code: string): string =>
  ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true } }).outputText.trim()
