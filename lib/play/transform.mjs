// One Play run: Tailwind CSS 4 compile() on the CSS entry, then weapp-tailwindcss's own
// transformWxss / transformWxml / transformJs on the result. The browser worker and the Node parity check
// both call this file; only loadStylesheet and the base directory differ between them.
import { compile, __unstable__loadDesignSystem as loadDesignSystem } from 'tailwindcss'
import { createContext } from 'weapp-tailwindcss/core'

// Tokens of the template that may be class candidates; compile() ignores those that are not.
// Quotes stay inside a token (`content-['x']`, `bg-[url('a.png')]`); a token is also tried without
// the attribute, tag and JS-string punctuation around it (`class="p-2`, `'bg-[#fff]'`).
export function templateCandidates(template) {
  const candidates = new Set()
  for (const token of template.split(/\s+/)) {
    for (const part of token.split(/[<>{}"]|^[\w-]+=/)) {
      if (!part) continue
      candidates.add(part)
      const unquoted = part.replace(/^'+|'+$/g, '')
      if (unquoted) candidates.add(unquoted)
    }
  }
  return [...candidates]
}

// The candidates that produce CSS: the class set a real build collects with tailwindcss-patch,
// which keeps a scanned candidate only when the design system turns it into CSS.
async function validCandidates(css, candidates, loadStylesheet) {
  const designSystem = await loadDesignSystem(css, { base: '/', loadStylesheet })
  const parsed = candidates.filter(candidate => designSystem.parseCandidate(candidate).length > 0)
  const cssByCandidate = designSystem.candidatesToCss(parsed)
  return new Set(parsed.filter((_, index) => typeof cssByCandidate[index] === 'string' && cssByCandidate[index].trim().length > 0))
}

const contexts = new Map()
function contextFor(options, basedir) {
  const key = JSON.stringify(options)
  let context = contexts.get(key)
  if (!context) {
    // Quiet unless the reader asks otherwise: the package's warnings here are about a build around
    // it (no cssEntries, no patch record on disk), which the Play does not have; they only fill the console.
    context = createContext({ logLevel: 'silent', ...options, tailwindcssBasedir: basedir, supportCustomLengthUnitsPatch: false })
    contexts.set(key, context)
  }
  return context
}

export async function runPlay({ template, css, options, script = '' }, { loadStylesheet, basedir }) {
  const candidates = [...new Set([...templateCandidates(template), ...templateCandidates(script)])]
  const compiler = await compile(css, { base: '/', loadStylesheet })
  const generated = compiler.build(candidates)
  const runtimeSet = await validCandidates(css, candidates, loadStylesheet)
  const context = contextFor(options, basedir)
  const wxss = (await context.transformWxss(generated)).css
  const wxml = await context.transformWxml(template, { runtimeSet })
  const js = script ? (await context.transformJs(script, { runtimeSet })).code : ''
  return { css: generated, wxss, wxml, js, classes: [...runtimeSet] }
}
