import fs from 'node:fs'
import path from 'node:path'
import type * as TypeDoc from 'typedoc'
import type { MarkdownPageEvent, MarkdownRenderer, MarkdownRendererEvent } from 'typedoc-plugin-markdown'
import { formatLiteral } from '../../scripts/lib/literal'
import { resolveDefault } from '../../scripts/lib/packageDefaults'
import { firstSentence, frontMatterFor, toYaml, type FrontMatterTexts } from './frontMatter'
import { tidyMarkdown } from './markdownFixes'
import { SIDEBAR_FILE, sidebarFromNavigation } from './sidebar'

export interface HookSettings {
  /** Folder under docs/ the pages are written to, e.g. `api`. */
  docsFolder: string
  outDir: string
  optionsInterface: string
  /** Defaults the package really starts from, and how to name their source on the page. */
  runtimeDefaults: Record<string, unknown>
  runtimeDefaultsSource: string
  /** Types re-exported under another name: package → original name → public name. */
  externalTypeNames: Record<string, Record<string, string>>
  frontMatter: FrontMatterTexts
}

/**
 * A TypeDoc plugin (TypeDoc 0.28 accepts functions in `plugin`). It receives
 * the TypeDoc module the Application came from, so the classes it creates are
 * the ones TypeDoc's renderer checks against.
 */
export function typedocHooks(td: typeof TypeDoc, settings: HookSettings) {
  return (app: TypeDoc.Application) => {
    // After ImplementsPlugin (0) has set inheritedFrom, before GroupPlugin (-100) groups the members.
    app.converter.on(td.Converter.EVENT_RESOLVE_END, context => tidyProject(td, context.project, settings), -50)
    // After LinkResolverPlugin (-300). TypeDoc does not validate the readme's links itself.
    app.converter.on(td.Converter.EVENT_RESOLVE_END, context => checkReadmeLinks(app, context.project), -400)
    // typedoc-plugin-markdown replaces the renderer's events; its types say so, TypeDoc's do not.
    const renderer = app.renderer as unknown as MarkdownRenderer
    renderer.on('endPage', (page: MarkdownPageEvent) => finishPage(td, page, settings))
    renderer.on('endRender', (output: MarkdownRendererEvent) => {
      const sidebar = sidebarFromNavigation(output.navigation ?? [], settings.docsFolder)
      fs.writeFileSync(path.join(settings.outDir, SIDEBAR_FILE), `${JSON.stringify(sidebar, null, 2)}\n`)
    })
  }
}

function checkReadmeLinks(app: TypeDoc.Application, project: TypeDoc.ProjectReflection) {
  for (const part of project.readme ?? []) {
    if (part.kind === 'inline-tag' && part.tag.startsWith('@link') && part.target === undefined) {
      app.logger.error(`[typedoc-api] the readme links to ${part.text}, which the package does not declare`)
    }
  }
}

function tidyProject(td: typeof TypeDoc, project: TypeDoc.ProjectReflection, settings: HookSettings) {
  for (const reflection of Object.values(project.reflections)) {
    // Interface-level @group tags (DisabledOptions carries "0.重要配置") would split the
    // index into one-item groups; member-level groups are what sort the options.
    if (reflection.parent === project) reflection.comment?.removeTags('@group')
    if (reflection.comment) {
      explainExperimental(reflection.comment)
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
  const options = project.getChildByName(settings.optionsInterface)
  if (options?.isDeclaration()) options.children?.forEach(property => documentDefault(td, property, settings))
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
 * sentence as a Chinese admonition instead.
 */
function explainExperimental(comment: TypeDoc.Comment) {
  const group = comment.getTag('@group')
  const [groupName = '', ...rest] = group ? group.content.map(part => part.text).join('').split('\n') : []
  if (group) group.content = [{ kind: 'text', text: groupName.trim() }]
  if (!comment.hasModifier('@experimental')) return
  comment.removeModifier('@experimental')
  const note = rest.join('\n').trim() || '这是实验性功能，后续版本可能调整。'
  comment.summary.unshift({ kind: 'text', text: `:::caution[实验性]\n\n${note}\n\n:::\n\n` })
}

/**
 * `rem2rpx?: boolean | Rem2rpxOptions` resolves to postcss-rem-to-responsive-pixel's own
 * `UserDefinedOptions`, which on this page reads as if it were ours.
 */
function renameExternalTypes(td: typeof TypeDoc, type: TypeDoc.SomeType | undefined, names: HookSettings['externalTypeNames']) {
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

/**
 * Shows the default the plugin really starts from. Where the JSDoc has no
 * `@default` the runtime value is added; where its literal disagrees with the
 * runtime value (cssChildCombinatorReplaceValue in 4.12.0), the runtime value
 * is shown and the JSDoc's claim is named, so neither source is hidden.
 */
function documentDefault(td: typeof TypeDoc, property: TypeDoc.DeclarationReflection, settings: HookSettings) {
  const comment = (property.comment ??= new td.Comment())
  const tag = comment.getTag('@default')
  const jsdocDefault = tag ? td.Comment.combineDisplayParts(tag.content) : undefined
  const resolved = resolveDefault({ name: property.name, jsdocDefault }, settings.runtimeDefaults)
  if (!resolved || resolved.source !== 'runtime' || (tag && !('jsdocValue' in resolved))) return

  const note = tag
    ? `包内 JSDoc 标注的默认值是 \`${formatLiteral(resolved.jsdocValue)}\`，与插件实际使用的不符；上面的值取自 ${settings.runtimeDefaultsSource}。`
    : `运行时默认值，取自 ${settings.runtimeDefaultsSource}（包内 JSDoc 未标注）。`
  const content: TypeDoc.CommentDisplayPart[] = [
    { kind: 'code', text: `\`\`\`ts\n${formatLiteral(resolved.value)}\n\`\`\`` },
    { kind: 'text', text: `\n\n${note}` },
  ]
  // Keep the package's tag order (…, 备注, 默认值, 示例): insert before the first @example.
  comment.removeTags('@default')
  const example = comment.blockTags.findIndex(blockTag => blockTag.tag === '@example')
  comment.blockTags.splice(example === -1 ? comment.blockTags.length : example, 0, new td.CommentTag('@default', content))
}

function finishPage(td: typeof TypeDoc, page: MarkdownPageEvent, settings: HookSettings) {
  const model = page.model as TypeDoc.Reflection
  const isIndex = model.isProject()
  const summary = model.comment ? firstSentence(td.Comment.combineDisplayParts(model.comment.summary)) : undefined
  const kind = isIndex ? 'index' : td.ReflectionKind.singularString(model.kind)
  const frontMatter = frontMatterFor({ kind, name: model.name, summary }, settings.frontMatter)
  const optionsPageUrl = `interfaces/${settings.optionsInterface}.md`
  page.contents = toYaml(frontMatter) + tidyMarkdown(page.contents ?? '', page.url, optionsPageUrl)
}
