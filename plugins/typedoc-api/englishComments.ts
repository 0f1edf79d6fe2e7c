import type * as TypeDoc from 'typedoc'
import { withoutComments } from '../../lib/i18n/withoutComments'
import { fencedCode, hasChineseProse, inlineCode, linkTargets, toDisplayParts } from './markdownFacts'

/**
 * The English of one declaration's JSDoc, written from the package's Chinese. Only prose is
 * given here: `@default` literals, `@since` versions, `@see` links and `@example` code are kept
 * as the package ships them.
 */
interface EnglishComment {
  /** The summary, or the `@description` a declaration uses instead of one. */
  summary: string
  remarks?: string
  /** Only for a `@default` written as a sentence; a literal default is kept as it is. */
  default?: string
  /** The `@example` blocks, given only to translate the comments inside them: the code must not change. */
  examples?: string[]
  /** The sentence the package puts after `@experimental` (inside its `@group` tag). */
  experimental?: string
}

export interface EnglishTable {
  /** Keyed by declaration and member, e.g. `UserDefinedOptions.rem2rpx` (see {@link englishKey}). */
  comments: Record<string, EnglishComment>
  /** The package's `@group` names, e.g. `0.重要配置` → `0.Key options`; keep the number, it sorts. */
  groups: Record<string, string>
}

/** Tags whose text is not prose, or whose prose the table holds (remarks, prose defaults). */
const KNOWN_TAGS = new Set(['@group', '@since', '@default', '@example', '@see', '@link', '@name', '@description', '@remarks'])

const text = (parts: readonly TypeDoc.CommentDisplayPart[]) => parts.map(part => part.text).join('')

/**
 * `UserDefinedOptions.rem2rpx`: the reflection's full name without TypeDoc's `__type` for
 * object types (`UserDefinedOptions.cssSelectorReplacement.root`); a call signature takes the
 * name of its function.
 */
function englishKey(td: typeof TypeDoc, reflection: TypeDoc.Reflection): string {
  const named = reflection.kindOf(td.ReflectionKind.SomeSignature) && reflection.parent ? reflection.parent : reflection
  return named.getFullName().split('.').filter(part => part !== '__type').join('.')
}

interface Documented {
  key: string
  comment: TypeDoc.Comment
}

function documented(td: typeof TypeDoc, project: TypeDoc.ProjectReflection): Documented[] {
  return Object.values(project.reflections)
    .filter(reflection => reflection.comment && needsEnglish(reflection.comment))
    .map(reflection => ({ key: englishKey(td, reflection), comment: reflection.comment! }))
}

/** Every `@group` tag, on documented declarations or not: the options page shows each group's name. */
const groupTags = (project: TypeDoc.ProjectReflection) =>
  Object.values(project.reflections).flatMap(reflection => reflection.comment?.blockTags.filter(tag => tag.tag === '@group') ?? [])

const groupName = (tag: TypeDoc.CommentTag) => text(tag.content).split('\n')[0].trim()
const groupNote = (tag: TypeDoc.CommentTag) => text(tag.content).split('\n').slice(1).join('\n').trim()

function needsEnglish(comment: TypeDoc.Comment): boolean {
  const prose = (tag: TypeDoc.CommentTag) => (tag.tag === '@group' ? groupNote(tag) !== '' : tag.tag !== '@since')
  return comment.summary.length > 0 || comment.blockTags.some(prose)
}

/**
 * Everything that keeps the English pages from being complete and faithful: declarations with
 * no entry, entries that match nothing, parts missing or extra, and translations that changed
 * code or dropped a link. One line each, naming the key; empty when all is well.
 */
export function englishProblems(td: typeof TypeDoc, project: TypeDoc.ProjectReflection, table: EnglishTable): string[] {
  const problems: string[] = []
  const items = documented(td, project)
  const keys = new Set(items.map(item => item.key))
  for (const { key, comment } of items) {
    const entry = table.comments[key]
    if (!entry) problems.push(`${key}: no English entry`)
    else problems.push(...entryProblems(key, comment, entry))
  }
  for (const key of Object.keys(table.comments)) {
    if (!keys.has(key)) problems.push(`${key}: the entry matches no documented declaration (stale: remove or rename it)`)
  }
  const groups = new Set(groupTags(project).map(groupName))
  for (const group of groups) if (!(group in table.groups)) problems.push(`@group ${group}: no English name`)
  for (const group of Object.keys(table.groups)) if (!groups.has(group)) problems.push(`@group ${group}: the English name matches no group (stale)`)
  return problems
}

function entryProblems(key: string, comment: TypeDoc.Comment, entry: EnglishComment): string[] {
  const problems: string[] = []
  const say = (what: string) => problems.push(`${key}: ${what}`)
  const description = comment.getTag('@description')
  if (comment.summary.length > 0 && description) say('has both a summary and @description; the table holds one text for them')
  const summary = comment.summary.length > 0 ? text(comment.summary) : description ? text(description.content) : undefined
  compareProse(say, 'summary', summary, entry.summary)
  compareProse(say, 'remarks', optionalText(comment.getTag('@remarks')), entry.remarks)

  const defaultTag = optionalText(comment.getTag('@default'))
  compareProse(say, 'default', defaultTag !== undefined && hasChineseProse(defaultTag) ? defaultTag : undefined, entry.default)

  const examples = comment.blockTags.filter(tag => tag.tag === '@example').map(tag => text(tag.content))
  if (entry.examples) {
    if (entry.examples.length !== examples.length) say(`has ${examples.length} @example blocks, the entry ${entry.examples.length}`)
    entry.examples.forEach((example, index) => {
      if (examples[index] !== undefined && withoutComments(example, '').join('\n') !== withoutComments(examples[index], '').join('\n')) {
        say(`@example ${index + 1} differs from the package's in more than its comments`)
      }
    })
  }

  const experimental = comment.getTag('@group') ? groupNote(comment.getTag('@group')!) : ''
  compareProse(say, 'experimental note', experimental || undefined, entry.experimental)

  for (const tag of comment.blockTags) {
    if (!KNOWN_TAGS.has(tag.tag)) say(`${tag.tag} has text the table has no place for yet`)
    else if ((tag.tag === '@see' || tag.tag === '@link') && hasChineseProse(text(tag.content))) say(`${tag.tag} has Chinese text the table has no place for yet`)
  }
  return problems
}

function optionalText(tag: TypeDoc.CommentTag | undefined): string | undefined {
  return tag ? text(tag.content) : undefined
}

/** A part the package has needs English, and the English keeps its code and link targets. */
function compareProse(say: (what: string) => void, part: string, chinese: string | undefined, english: string | undefined) {
  if (chinese === undefined || chinese.trim() === '') {
    if (english !== undefined) say(`the entry has ${part} the package does not`)
    return
  }
  if (english === undefined) return say(`no English ${part}`)
  const missingCode = inlineCode(chinese).filter(code => !inlineCode(english).includes(code))
  if (missingCode.length) say(`English ${part} leaves out ${missingCode.join(', ')}`)
  const missingLinks = linkTargets(chinese).filter(target => !linkTargets(english).includes(target))
  if (missingLinks.length) say(`English ${part} leaves out the link to ${missingLinks.join(', ')}`)
  if (fencedCode(chinese).join('\n') !== fencedCode(english).join('\n')) say(`English ${part} changes a code block beyond its comments`)
}

/**
 * Puts the English texts into the converted project's comments, before anything else reads
 * them. Throws, naming every problem, when the table is not complete: an upgrade that adds an
 * option stops the English build until its English is written.
 */
export function useEnglishComments(td: typeof TypeDoc, project: TypeDoc.ProjectReflection, table: EnglishTable) {
  const problems = englishProblems(td, project, table)
  if (problems.length) {
    throw new Error(`[typedoc-api] the English API pages need plugins/typedoc-api/english/ updated:\n  ${problems.join('\n  ')}`)
  }
  for (const { key, comment } of documented(td, project)) {
    const entry = table.comments[key]
    if (comment.summary.length > 0) comment.summary = toDisplayParts(entry.summary)
    else comment.getTag('@description')!.content = toDisplayParts(entry.summary)
    if (entry.remarks !== undefined) comment.getTag('@remarks')!.content = toDisplayParts(entry.remarks)
    if (entry.default !== undefined) comment.getTag('@default')!.content = toDisplayParts(entry.default)
    const examples = comment.blockTags.filter(tag => tag.tag === '@example')
    entry.examples?.forEach((example, index) => (examples[index].content = toDisplayParts(example)))
    if (entry.experimental) {
      const group = comment.getTag('@group')!
      group.content = [{ kind: 'text', text: `${groupName(group)}\n${entry.experimental}` }]
    }
  }
  for (const group of groupTags(project)) {
    const [name, ...note] = text(group.content).split('\n')
    group.content = [{ kind: 'text', text: [table.groups[name.trim()], ...note].join('\n') }]
  }
}
