// Checks a mini program build output the way a reader would check it after a quick start:
// class names in templates and scripts are escaped, WXSS has a rule for each of them with the
// declarations the page promises, and nothing that only a browser understands is left behind.
import fs from 'node:fs'
import path from 'node:path'
import { escape } from '@weapp-core/escape'

export interface DistFile {
  /** Path inside the output directory, with `/`. */
  path: string
  text: string
}

export interface StyleRule {
  selector: string
  /** Declarations as `property:value`, spaces removed, e.g. `width:120rpx`. */
  declarations: string[]
}

export interface DistExpectations {
  /** Class names as the source writes them (`w-[120rpx]`); each must reach the output escaped. */
  classes: string[]
  /** Rules the page says the styles contain; each declaration must be in a rule with that selector. */
  rules?: StyleRule[]
}

export interface DistProblem {
  file: string
  what: string
}

const STYLE = /\.(wxss|acss|ttss|qss|jxss|css)$/
const TEMPLATE = /\.(wxml|axml|ttml|qml|jxml|swan)$/
const SCRIPT = /\.(js|mjs|cjs)$/
// What a mini program accepts in a class name once weapp-tailwindcss has escaped it.
const PLAIN_CLASS = /^[\w-]+$/

export function readDist(dir: string): DistFile[] {
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map(rel => rel.split(path.sep).join('/'))
    .filter(rel => (STYLE.test(rel) || TEMPLATE.test(rel) || SCRIPT.test(rel)) && fs.statSync(path.join(dir, rel)).isFile())
    .map(rel => ({ path: rel, text: fs.readFileSync(path.join(dir, rel), 'utf8') }))
}

/** Innermost `selector { declarations }` blocks; at-rule wrappers are skipped, their rules kept. */
export function styleRules(css: string): StyleRule[] {
  const rules: StyleRule[] = []
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  for (const match of text.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const selector = match[1]!.trim()
    if (selector.startsWith('@')) continue
    const declarations = match[2]!.split(';').map(declaration => declaration.replace(/\s+/g, '')).filter(Boolean)
    rules.push({ selector, declarations })
  }
  return rules
}

/** Class tokens of `class`, `*-class` and `className` attributes, with the string literals inside `{{ }}`. */
export function templateClasses(wxml: string): string[] {
  const tokens: string[] = []
  for (const match of wxml.matchAll(/(?:^|\s)(?:[\w-]*class|className)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const value = match[1] ?? match[2] ?? ''
    const outside = value.replace(/\{\{[\s\S]*?\}\}/g, ' ')
    tokens.push(...outside.split(/\s+/))
    for (const expression of value.matchAll(/\{\{([\s\S]*?)\}\}/g)) {
      for (const literal of expression[1]!.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)) {
        tokens.push(...(literal[1] ?? literal[2] ?? literal[3] ?? '').split(/\s+/))
      }
    }
  }
  return tokens.filter(Boolean)
}

const selectorHasClass = (selector: string, name: string) =>
  new RegExp(`\\.${name.replace(/[-]/g, '\\-')}(?![\\w-])`).test(selector)

/** Token boundaries in a script: a class name sits between quotes, spaces or template braces. */
const scriptHasToken = (text: string, token: string) =>
  new RegExp(`(?:^|[\\s'"\`])${token.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?=[\\s'"\`]|$)`, 'm').test(text)

export function inspectDist(files: DistFile[], expectations: DistExpectations): DistProblem[] {
  const problems: DistProblem[] = []
  const styles = files.filter(file => STYLE.test(file.path))
  const templates = files.filter(file => TEMPLATE.test(file.path))
  const scripts = files.filter(file => SCRIPT.test(file.path))
  if (styles.length === 0) problems.push({ file: '(dist)', what: 'no style file in the output' })

  for (const file of styles) {
    if (/@tailwind\b/.test(file.text)) problems.push({ file: file.path, what: 'leftover @tailwind directive: Tailwind CSS did not run on this file' })
    if (file.text.includes(':not(#\\#)')) problems.push({ file: file.path, what: 'selector with :not(#\\#): a fallback condition weapp-tailwindcss did not rewrite' })
    for (const rule of styleRules(file.text)) {
      if (/\\[[\]#/:!.%(),]/.test(rule.selector) && !rule.selector.includes(':not(#\\#)')) {
        problems.push({ file: file.path, what: `escaped selector left for the mini program: ${rule.selector}` })
      }
      const colorAsLength = rule.declarations.find(declaration => /^color:-?[\d.]+rpx$/.test(declaration))
      if (colorAsLength) problems.push({ file: file.path, what: `rpx read as a color (${rule.selector} { ${colorAsLength} }): tailwindcss is not patched` })
    }
  }

  for (const file of templates) {
    for (const token of templateClasses(file.text)) {
      if (!PLAIN_CLASS.test(token)) problems.push({ file: file.path, what: `unescaped class in a template: ${token}` })
    }
  }

  const allRules = styles.flatMap(file => styleRules(file.text))
  for (const raw of expectations.classes) {
    const escaped = escape(raw)
    const inTemplates = templates.some(file => templateClasses(file.text).includes(escaped))
    const inScripts = scripts.some(file => scriptHasToken(file.text, escaped))
    if (!inTemplates && !inScripts) problems.push({ file: '(templates, scripts)', what: `${raw} does not appear escaped as ${escaped}` })
    if (raw !== escaped) {
      for (const file of [...templates, ...scripts]) {
        const left = TEMPLATE.test(file.path) ? templateClasses(file.text).includes(raw) : scriptHasToken(file.text, raw)
        if (left) problems.push({ file: file.path, what: `${raw} left unescaped` })
      }
    }
    if (!allRules.some(rule => selectorHasClass(rule.selector, escaped))) {
      problems.push({ file: '(styles)', what: `no rule for .${escaped}` })
    }
  }

  for (const expected of expectations.rules ?? []) {
    const matching = allRules.filter(rule => rule.selector.replace(/\s+/g, '') === expected.selector.replace(/\s+/g, ''))
    for (const declaration of expected.declarations) {
      if (!matching.some(rule => rule.declarations.includes(declaration))) {
        const got = matching.flatMap(rule => rule.declarations).join('; ') || 'no such rule'
        problems.push({ file: '(styles)', what: `${expected.selector} should have ${declaration}, got ${got}` })
      }
    }
  }
  return problems
}
