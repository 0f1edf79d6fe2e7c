// transforms: every block that shows what a stylesheet, template or script becomes is produced again with
// the pinned Tailwind CSS (4 through the Play's Node run, 3 through the tailwindcss-3 alias) and
// weapp-tailwindcss's createContext, from the input the page shows, and compared with the block.
import { blockPart, type BlockPart } from '../../../lib/transforms/blockPart'
import { escape } from '@weapp-core/escape'
import { compareExcerpt, compareFull, type CssMismatch } from '../../../lib/transforms/compareCss'
import { checkEscapeListing } from '../../../lib/transforms/escapeListing'
import { formatJs } from '../../../lib/transforms/formatJs'
import { runTailwind3 } from '../../../lib/transforms/tailwind3'
import { runTailwind4, type TransformOutput } from '../../../lib/transforms/tailwind4'
import type { Checker, CheckResult, Site } from '../checker'
import type { Finding } from '../finding'
import { ESCAPE_LISTINGS, TRANSFORM_CASES } from './transformCases'

/** A page block by its `example` name (optionally the 输入 or 输出 half of it), or text the check holds. */
type Text = string | { example: string; part?: BlockPart }

export interface TransformCase {
  file: string
  /** `example` name of the block that shows the result. */
  output: string
  /** Which half of the output block, when it shows input and output together. */
  outputPart?: BlockPart
  tailwind: 3 | 4
  /** css: what Tailwind CSS generated; wxss/wxml/js: what weapp-tailwindcss made of it. */
  shows: keyof TransformOutput
  template: Text
  /** Tailwind CSS 4: the CSS entry (default `@import "weapp-tailwindcss";`); Tailwind CSS 3: the stylesheet. */
  css?: Text
  script?: Text
  /** Tailwind CSS 3 only: tailwind.config.js beyond `content`. */
  tailwindConfig?: Record<string, unknown>
  /** createContext options, as the page states them. */
  options?: Record<string, unknown>
  isMainChunk?: boolean
  marginTrimInline?: boolean
}

/** A block of `class -> escaped` lines, run through @weapp-core/escape's escape(). */
export interface EscapeListing {
  file: string
  output: string
}

const DEFAULT_ENTRY = '@import "weapp-tailwindcss";'

function text(site: Site, file: string, source: Text): string {
  if (typeof source === 'string') return source
  const code = site.block(file, source.example).code
  return source.part ? blockPart(code, source.part) : code
}

async function produce(site: Site, check: TransformCase): Promise<TransformOutput> {
  // A build compiles TypeScript before weapp-tailwindcss sees the script.
  const script = check.script === undefined ? undefined : formatJs(text(site, check.file, check.script))
  // Tailwind CSS scans the script's source too; the Play's tokenizer reads markup, so the script's
  // string delimiters (template literals included) become spaces for it.
  const shownTemplate = text(site, check.file, check.template)
  const template = script ? `${shownTemplate}\n${script.replace(/[`'"]/g, ' ')}` : shownTemplate
  const css = check.css === undefined ? undefined : text(site, check.file, check.css)
  const options = check.options ?? {}
  if (check.tailwind === 3) {
    return runTailwind3({ template, script, css, config: check.tailwindConfig, options, isMainChunk: check.isMainChunk })
  }
  return runTailwind4({ template, script, css: css ?? DEFAULT_ENTRY, options, isMainChunk: check.isMainChunk, marginTrimInline: check.marginTrimInline })
}

/** CSS as the block's title says (节选: each rule shown is in the output; else the whole output); markup and scripts whole. */
function compare(check: TransformCase, title: string, shown: string, produced: string): CssMismatch[] {
  if (check.shows === 'css' || check.shows === 'wxss') {
    return /节选|excerpt/i.test(title) ? compareExcerpt(shown, produced) : compareFull(shown, produced)
  }
  const [expected, got] = check.shows === 'js' ? [formatJs(shown), formatJs(produced)] : [shown.trim(), produced.trim()]
  return expected === got ? [] : [{ what: 'differs', expected, got }]
}

function runEscapeListing(site: Site, listing: EscapeListing, result: CheckResult): void {
  const block = site.block(listing.file, listing.output)
  const { mismatches } = checkEscapeListing(block.code, escape)
  result.checked.push({ file: listing.file, line: block.line })
  for (const mismatch of mismatches) {
    result.findings.push({ file: listing.file, line: block.line + 1 + mismatch.index, what: `${listing.output}: escape()`, expected: mismatch.expected, got: mismatch.got })
  }
}

export function transformsChecker(cases: TransformCase[], escapeListings: EscapeListing[] = []): Checker {
  return {
    name: 'transforms',
    async run(site: Site): Promise<CheckResult> {
      const result: CheckResult = { checked: [], findings: [] }
      for (const listing of escapeListings) {
        try {
          runEscapeListing(site, listing, result)
        } catch (error) {
          result.findings.push({ file: listing.file, line: 1, what: `${listing.output}: could not run`, expected: 'a run of the example', got: error instanceof Error ? error.message : String(error) })
        }
      }
      for (const check of cases) {
        let line = 1
        try {
          const block = site.block(check.file, check.output)
          line = block.line
          const shown = check.outputPart ? blockPart(block.code, check.outputPart) : block.code
          const produced = (await produce(site, check))[check.shows]
          // A block that shows both halves (before/after) is run twice but counted once.
          if (!result.checked.some(ref => ref.file === check.file && ref.line === line)) result.checked.push({ file: check.file, line })
          for (const mismatch of compare(check, block.title ?? '', shown, produced)) {
            result.findings.push({ file: check.file, line, what: `${check.output}: ${check.shows} ${mismatch.what}`, expected: mismatch.expected, got: mismatch.got })
          }
        } catch (error) {
          const finding: Finding = { file: check.file, line, what: `${check.output}: could not run`, expected: 'a run of the example', got: error instanceof Error ? error.message : String(error) }
          result.findings.push(finding)
        }
      }
      return result
    },
  }
}

export const transforms = transformsChecker(TRANSFORM_CASES, ESCAPE_LISTINGS)
