import type * as TypeDoc from 'typedoc'
import { documentDefault, type DefaultSettings } from './documentDefaults'
import { useEnglishComments, type EnglishTable } from './englishComments'
import type { GeneratorTexts } from './generatorTexts'
import type { ApiLocale } from './locale'
import { applySinceCorrections, type SinceCorrection } from './sinceCorrections'

export interface TidySettings extends DefaultSettings {
  optionsInterface: string
  /** Types re-exported under another name: package → original name → public name. */
  externalTypeNames: Record<string, Record<string, string>>
  /** `@since` tags to correct (sinceCorrections.ts); the v2 package has none to correct. */
  sinceCorrections?: SinceCorrection[]
  locale: ApiLocale
  /** The generator's own sentences, in the edition's language. */
  words: GeneratorTexts
  /** English for the package's JSDoc; set for the English edition only. */
  english?: EnglishTable
}

/**
 * Corrections to the converted project before TypeDoc groups and renders it:
 * the package's JSDoc was written for its old site, not for TypeDoc.
 */
export function tidyProject(td: typeof TypeDoc, project: TypeDoc.ProjectReflection, settings: TidySettings) {
  // First, so every step below reads (and adds to) the English text.
  if (settings.english) useEnglishComments(td, project, settings.english)
  for (const reflection of Object.values(project.reflections)) {
    // Interface-level @group tags (DisabledOptions carries "0.重要配置") would split the
    // index into one-item groups; member-level groups are what sort the options.
    if (reflection.parent === project) reflection.comment?.removeTags('@group')
    if (reflection.comment) {
      explainExperimental(reflection.comment, settings.words)
      useJsdocDescription(reflection.comment)
    }
    if (!reflection.isDeclaration()) continue
    // UserDefinedOptions extends four unexported "…Part" interfaces: naming them
    // ("继承自 UserDefinedOptionsImportantPart.rem2rpx") tells the reader nothing.
    if (reflection.inheritedFrom && !reflection.inheritedFrom.reflection) reflection.inheritedFrom = undefined
    reflection.extendedTypes = reflection.extendedTypes?.filter(type => !(type instanceof td.ReferenceType) || type.reflection)
    if (reflection.extendedTypes?.length === 0) reflection.extendedTypes = undefined
    // TypePlugin (priority 0) has already drawn the hierarchy from the unfiltered list.
    if (!reflection.extendedTypes && !reflection.extendedBy) reflection.typeHierarchy = undefined
    renameExternalTypes(td, reflection.type, settings.externalTypeNames)
  }
  applySinceCorrections(td, project, settings.sinceCorrections ?? [], settings.locale, settings.words)
  const options = project.getChildByName(settings.optionsInterface)
  if (options?.isDeclaration()) options.children?.forEach(property => documentDefault(td, property, settings, settings.words))
}

/**
 * Some declarations use JSDoc's `@name` and `@description` instead of a
 * summary; TypeDoc prints them as headings "Name" and "Description". The name
 * is the title already; the description is the summary.
 */
function useJsdocDescription(comment: TypeDoc.Comment) {
  const description = comment.getTag('@description')
  if (description && comment.summary.length === 0) comment.summary = description.content
  comment.removeTags('@description')
  comment.removeTags('@name')
}

/**
 * The package writes `@group 1.文件匹配` then `@experimental 实验性质，有可能会改变`.
 * A modifier tag takes no text, so TypeDoc appends that sentence to the group
 * name (making a second "文件匹配" group), and typedoc-plugin-markdown prints
 * the modifier in English. Keep the group name to its first line and show the
 * sentence as an admonition in the page's language instead.
 */
function explainExperimental(comment: TypeDoc.Comment, words: GeneratorTexts) {
  const group = comment.getTag('@group')
  const [groupName = '', ...rest] = group ? group.content.map(part => part.text).join('').split('\n') : []
  if (group) group.content = [{ kind: 'text', text: groupName.trim() }]
  if (!comment.hasModifier('@experimental')) return
  comment.removeModifier('@experimental')
  const note = rest.join('\n').trim() || words.experimentalFallback
  comment.summary.unshift({ kind: 'text', text: `:::caution[${words.experimentalTitle}]\n\n${note}\n\n:::\n\n` })
}

/**
 * `rem2rpx?: boolean | Rem2rpxOptions` resolves to postcss-rem-to-responsive-pixel's own
 * `UserDefinedOptions`, which on this page reads as if it were ours.
 */
function renameExternalTypes(td: typeof TypeDoc, type: TypeDoc.SomeType | undefined, names: TidySettings['externalTypeNames']) {
  if (!type) return
  if (type instanceof td.ReferenceType) {
    const publicName = type.package ? names[type.package]?.[type.name] : undefined
    if (publicName && !type.reflection) type.name = publicName
    type.typeArguments?.forEach(argument => renameExternalTypes(td, argument, names))
  } else if (type instanceof td.UnionType || type instanceof td.IntersectionType) {
    type.types.forEach(member => renameExternalTypes(td, member, names))
  } else if (type instanceof td.ArrayType) {
    renameExternalTypes(td, type.elementType, names)
  }
}
