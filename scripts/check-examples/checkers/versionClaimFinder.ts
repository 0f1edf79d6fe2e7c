// Finds the version claims of a page: a weapp-tailwindcss version with a word that dates something
// ("4.2.6 起", "从 4.8.14 起", "4.12.0 新增", "（4.3.0 起提供）", "4.2.0 之前", "added in 4.2", a row of a
// release table), and what each is about when the version facts can tell: an option, an appType value,
// an export path or name, a weapp-tw command or patch flag, @tailwindcss/vite's exports condition.
// A claim about anything else (a behaviour, a default, a fix) is kept with the reason it stays unchecked.
import { markdownLines } from '../../../lib/content/markdownLines'
import { isKnown, type Subject, type VersionFactsFile } from '../../../lib/version-facts/versionFacts'
import { attributeVersion } from '../../lint-docs/releasedVersions'

/** since: it first appeared then; until: it was missing up to and including then; exists: something about it changed then. */
type ClaimKind = 'since' | 'until' | 'exists' | 'removed'

export interface TiedClaim { line: number; version: string; kind: ClaimKind; subject: Subject; text: string }
interface UntiedClaim { line: number; version: string; reason: string; text: string }
export interface PageClaims { tied: TiedClaim[]; untied: UntiedClaim[] }

const VERSION = /(?<![\w.\-/^~<>=:@])v?(\d+\.\d+(?:\.\d+)?)(?:\.x)?(?![\w-]*\d)(?![\w-])/g
// Words that date something, right after the version …
const DATING_AFTER = /^(?:\.x)?\s*(?:版本)?\s*(?:起|开始|新增|加入|引入|之前|之后|及以上|及更早|及以前|以前|才|曾|一度|又|删除|移除)/
// … or right before it.
const DATING_BEFORE = /(?:从|(?<![来各亲独源出])自|since|added in|Since|Added in)\s*`?(?:weapp-tailwindcss`?\s*)?(?:v)?$/
const UNTIL = /^(?:\.x)?\s*(?:版本)?\s*(?:及更早|及以前|以前)/
// How a dated subclause reads: a change to something that already existed, or its introduction.
const INTRODUCED = /新增|引入|(?<!默认)加入/
const CHANGED_DEFAULT = /默认(?:加入|改|开启|关闭|不再|多了|只|为|是)|改为|改成|不再|恢复|一度/
const INTRODUCES = /新增|加入|引入|提供|起可用|开始支持|开始适配|支持|别名|added|since/i
const CHANGES = /默认|可传|可以传|只关|去掉|删掉|删除|移除|清理|收紧|扩大|覆盖|识别|警告|指向|修复|调整|变|升级|过滤|严格|判断|转义|需要|要求/
const REPLACES = /取代了?/
const REMOVES = /彻底移除|已移除|移除了|删除了/
const RELEASE_ROW_VERSION = /^\s*(\d+\.\d+(?:\.\d+)?)\s*$/
const CONDITION_OWNER = '@tailwindcss/vite'

interface Token { subject: Subject; at: number; written: string }

/** The subjects an inline-code span names, when the facts know them. */
function subjectsOfCode(code: string, after: string, facts: VersionFactsFile): Subject[] {
  const known = (subject: Subject) => isKnown(facts, subject) ? [subject] : []
  const imported = /^import\s*\{([^}]*)\}\s*from\s*['"]weapp-tailwindcss(?:\/[\w./-]+)?['"]$/.exec(code)
  if (imported) return imported[1]!.split(',').map(name => name.trim().split(/\s+as\s+/)[0]!).flatMap(name => known({ kind: 'exportName', name }))
  const appType = /^appType:\s*['"]([\w-]+)['"]$/.exec(code)
  if (appType) return known({ kind: 'appType', name: appType[1]! })
  const exportPath = /^weapp-tailwindcss\/([\w./-]+)$/.exec(code)
  if (exportPath) return known({ kind: 'exportPath', name: exportPath[1]! })
  const command = /^(?:npx\s+)?weapp-tw\s+([\w-]+)((?:\s+--?[\w-]+)*)/.exec(code)
  if (command) {
    const flags = [...(command[2] ?? '').matchAll(/--[\w-]+/g)].flatMap(flag => known({ kind: 'patchFlag', name: flag[0] }))
    return flags.length > 0 && command[1] === 'patch' ? flags : known({ kind: 'command', name: command[1]! })
  }
  if (/^--[\w-]+$/.test(code)) return known({ kind: 'patchFlag', name: code })
  const identifier = /^([A-Za-z][\w]*(?:\.[A-Za-z][\w]*)*)(?::\s*.+)?$/.exec(code)?.[1]
  if (!identifier) return []
  // "`uniAppX` 预设" is the preset the `presets` entry exports, not the option of the same name.
  if (/^\s*预设/.test(after)) return known({ kind: 'exportName', name: identifier })
  const option = known({ kind: 'option', name: identifier })
  if (option.length > 0) return option
  const exported = known({ kind: 'exportName', name: identifier })
  if (exported.length > 0) return exported
  // A field written alone (`componentLocalStyles`) is the option field of that name, when only one has it.
  const fields = new Set(Object.values(facts.versions).flatMap(version => version.options.filter(name => name.endsWith(`.${identifier}`))))
  return fields.size === 1 ? [{ kind: 'option', name: [...fields][0]! }] : []
}

const exportsName = (facts: VersionFactsFile, subpath: string, name: string): boolean =>
  Object.values(facts.versions).some(version => version.exportNames[subpath]?.includes(name))

function tokensOf(clause: string, facts: VersionFactsFile): Token[] {
  const tokens: Token[] = []
  for (const match of clause.matchAll(/`([^`\n]+)`/g)) {
    const after = clause.slice(match.index + match[0].length)
    for (const subject of subjectsOfCode(match[1]!.trim(), after, facts)) tokens.push({ subject, at: match.index, written: match[1]!.trim() })
  }
  // A flag, a field or an exported name is what is dated, not the command, option or entry it belongs to.
  return tokens.filter(token => !tokens.some(other => other !== token && (
    (token.subject.kind === 'command' && token.subject.name === 'patch' && other.subject.kind === 'patchFlag')
    || (token.subject.kind === 'exportPath' && other.subject.kind === 'exportName' && exportsName(facts, token.subject.name, other.subject.name))
    || (token.subject.kind === 'option' && other.subject.kind === 'option' && other.written.includes('.') && other.subject.name.startsWith(`${token.subject.name}.`)))))
}

/** What a table row is about: its first cell's subjects, where a lone `name` may also be a weapp-tw command. */
function rowSubjects(cell: string, facts: VersionFactsFile): Token[] {
  const tokens = tokensOf(cell, facts)
  const lone = /^\s*`([\w-]+)`\s*$/.exec(cell)
  if (tokens.length > 0 || !lone) return tokens
  const command: Subject = { kind: 'command', name: lone[1]! }
  return isKnown(facts, command) ? [{ subject: command, at: 0, written: lone[1]! }] : []
}

/** A field of the row's option written alone: `plugin` in the `disabled` row is `disabled.plugin`. */
function asFieldOf(tokens: Token[], clause: string, rowOption: string | undefined, facts: VersionFactsFile): Token[] {
  if (!rowOption) return tokens
  const fields: Token[] = []
  for (const match of clause.matchAll(/`([A-Za-z]\w*)`/g)) {
    const subject: Subject = { kind: 'option', name: `${rowOption}.${match[1]}` }
    if (isKnown(facts, subject)) fields.push({ subject, at: match.index, written: match[1]! })
  }
  return fields.length > 0 ? [...fields, ...tokens.filter(token => !fields.some(field => field.at === token.at))] : tokens
}

interface DatedVersion { version: string; at: number; until: boolean }

function datedVersions(clause: string, ownerOf: (index: number) => string | null): DatedVersion[] {
  const found: DatedVersion[] = []
  for (const match of clause.matchAll(VERSION)) {
    const rest = clause.slice(match.index + match[0].length)
    const lead = clause.slice(0, match.index)
    if (!DATING_AFTER.test(rest) && !DATING_BEFORE.test(lead)) continue
    if (ownerOf(match.index) === null) continue
    found.push({ version: match[1]!, at: match.index, until: UNTIL.test(rest) })
  }
  return found
}

/** @tailwindcss/vite's `default` condition, dated in a sentence that names the package. */
function conditionClaims(sentence: string, line: number, text: string): TiedClaim[] {
  if (!sentence.includes(CONDITION_OWNER) || !/`(?:default|import)`\s*(?:导出)?条件/.test(sentence)) return []
  const claims: TiedClaim[] = []
  for (const match of sentence.matchAll(VERSION)) {
    const rest = sentence.slice(match.index + match[0].length)
    if (!/^\s*(?:起|开始|之前|及更早|及以前)/.test(rest) && !/从\s*`?@tailwindcss\/vite`?\s*$/.test(sentence.slice(0, match.index))) continue
    claims.push({ line, version: match[1]!, kind: UNTIL.test(rest) ? 'until' : 'since', subject: { kind: 'exportCondition', name: 'default', of: CONDITION_OWNER }, text })
  }
  return claims
}

const SUBCLAUSE_END = /[，,：:（）()]/
const BARE_DATING = /^\s*(?:从|自)?\s*`?(?:weapp-tailwindcss)?`?\s*v?[\d.x]+\s*(?:版本)?\s*(?:起|开始)?\s*$/

/**
 * The words that say what happened to the subject: those around the version ("4.2.6 新增"), and when
 * the version stands alone ("从 4.8.14 起，`disabled` 还可以传对象"), those around the subject.
 * A release-table row's version reads its whole clause.
 */
function readingOf(clause: string, dated: DatedVersion, token: Token): string {
  if (dated.at === -1) return clause
  const own = subclauseAt(clause, dated.at)
  if (!BARE_DATING.test(own) || token.at === -1) return own
  // "`disabled` 可以只关一部分（4.8.14 起）": what the brackets date is said before them.
  const open = openBracketBefore(clause, dated.at)
  return `${own} ${open !== -1 && token.at < open ? clause.slice(token.at, open) : subclauseAt(clause, token.at)}`
}

const openBracketBefore = (clause: string, at: number): number => Math.max(clause.lastIndexOf('（', at), clause.lastIndexOf('(', at))

function isInBrackets(clause: string, at: number): boolean {
  return openBracketBefore(clause, at) > Math.max(clause.lastIndexOf('）', at), clause.lastIndexOf(')', at))
}

/** The comma-separated part of a clause around `at`. */
function subclauseAt(clause: string, at: number): string {
  let start = at
  while (start > 0 && !SUBCLAUSE_END.test(clause[start - 1]!)) start--
  let end = at
  while (end < clause.length && !SUBCLAUSE_END.test(clause[end]!)) end++
  return clause.slice(start, end)
}

/**
 * Which subjects a version dates. Inside brackets right after a subject ("`cssCalc`（4.3.0 起）") it
 * dates that subject; otherwise the subjects of its own comma-separated part, else the nearest one.
 * A row-level version (a release table's first cell) dates every subject of the clause.
 */
function datedTokens(clause: string, dated: DatedVersion, versions: DatedVersion[], tokens: Token[]): Token[] {
  if (dated.at === -1 || tokens.every(token => token.at === -1)) return tokens
  if (isInBrackets(clause, dated.at)) {
    const open = openBracketBefore(clause, dated.at)
    const before = tokens.filter(token => token.at < open).sort((a, b) => b.at - a.at)[0]
    if (before) return [before]
  }
  const part = subclauseAt(clause, dated.at)
  const partStart = clause.indexOf(part)
  const inPart = tokens.filter(token => token.at >= partStart && token.at < partStart + part.length)
  if (inPart.length > 0) return inPart
  // The nearest subject after it and before the next version ("4.8.14 起 … `X`"), else the nearest
  // before it and after the previous version ("`X` 从 4.11.0 起").
  const next = Math.min(...versions.filter(other => other.at > dated.at).map(other => other.at), Infinity)
  const previous = Math.max(...versions.filter(other => other.at < dated.at).map(other => other.at), -1)
  const nearest = tokens.filter(token => token.at > dated.at && token.at < next).sort((a, b) => a.at - b.at)[0]
    ?? tokens.filter(token => token.at < dated.at && token.at > previous).sort((a, b) => b.at - a.at)[0]
  return nearest ? [nearest] : []
}

const splitCells = (line: string): string[] => line.replace(/^\s*\|/, '').replace(/\|\s*$/, '').split(/(?<!\\)\|/)
const splitClauses = (text: string): string[] => text.split(/[。；;！？!?]/)

export function findVersionClaims(source: string, facts: VersionFactsFile): PageClaims {
  const tied: TiedClaim[] = []
  const untied: UntiedClaim[] = []
  const lines = markdownLines(source)
  let inFrontMatter = lines[0]?.text.trim() === '---'
  lines.forEach((entry, index) => {
    const lineNo = index + 1
    if (inFrontMatter) {
      if (index > 0 && entry.text.trim() === '---') inFrontMatter = false
      return
    }
    if (entry.inCode || /^\s*(?:import|export)\s/.test(entry.text) || /^\s*\|[\s:|-]+\|\s*$/.test(entry.text)) return
    const text = entry.text.trim()
    const isRow = text.startsWith('|')
    const cells = isRow ? splitCells(text) : [text]
    // In a release table the row's first cell dates the row; in an option table it names the option.
    const rowVersion = isRow ? RELEASE_ROW_VERSION.exec(cells[0]!.replace(/\*\*/g, ''))?.[1] : undefined
    const rowTokens = isRow && !rowVersion ? rowSubjects(cells[0]!, facts) : []
    const rowOption = rowTokens.length === 1 && rowTokens[0]!.subject.kind === 'option' ? rowTokens[0]!.subject.name : undefined

    for (const sentence of isRow ? cells : [text]) {
      tied.push(...conditionClaims(sentence, lineNo, text))
    }
    cells.forEach((cell, cellIndex) => {
      if (isRow && cellIndex === 0 && (rowVersion || rowTokens.length > 0)) return
      for (const clause of splitClauses(cell)) {
        if (clause.includes(CONDITION_OWNER)) continue
        const ownerOf = (at: number) => attributeVersion(clause, at)
        let versions = datedVersions(clause, ownerOf)
        if (versions.length === 0 && rowVersion && clause.trim() !== '') versions = [{ version: rowVersion, at: -1, until: false }]
        if (versions.length === 0) continue
        let tokens = asFieldOf(tokensOf(clause, facts), clause, rowOption, facts)
        if (tokens.length === 0 && rowTokens.length > 0 && datedVersions(clause, ownerOf).length > 0) tokens = rowTokens.map(token => ({ ...token, at: -1 }))
        if (tokens.length === 0) {
          for (const dated of versions) {
            if (untied.some(other => other.line === lineNo && other.version === dated.version)) continue
            untied.push({ line: lineNo, version: dated.version, reason: CHANGES.test(clause) ? 'a behaviour or default changed' : INTRODUCES.test(clause) ? 'a capability without an option, command or export name' : 'a behaviour or fix', text })
          }
          continue
        }
        const replacedFrom = REPLACES.exec(clause)?.index ?? Infinity
        for (const dated of versions) {
          for (const token of datedTokens(clause, dated, versions, tokens)) {
            const reading = readingOf(clause, dated, token)
            const removes = REMOVES.exec(reading)
            const kind: ClaimKind = token.at > replacedFrom || (removes && token.at > clause.indexOf(removes[0])) ? 'removed'
              : dated.until ? 'until'
              : INTRODUCED.test(reading) ? 'since'
              : CHANGED_DEFAULT.test(reading) || (!INTRODUCES.test(reading) && CHANGES.test(reading)) ? 'exists'
              : 'since'
            const claim = { line: lineNo, version: dated.version, kind, subject: token.subject, text }
            const same = (other: TiedClaim) => other.line === claim.line && other.version === claim.version && other.kind === claim.kind
              && other.subject.kind === claim.subject.kind && other.subject.name === claim.subject.name
            if (!tied.some(same)) tied.push(claim)
          }
        }
      }
    })
  })
  return { tied, untied }
}
