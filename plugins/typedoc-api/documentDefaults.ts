import type * as TypeDoc from 'typedoc'
import { formatLiteral } from '../../lib/package-options/literal'
import { resolveDefault } from '../../lib/package-options/packageDefaults'
import type { GeneratorTexts } from './generatorTexts'

export interface DefaultSettings {
  /** Defaults the package really starts from, and how to name their source on the page. */
  runtimeDefaults: Record<string, unknown>
  runtimeDefaultsSource: string
}

/**
 * Shows the default the plugin really starts from. Where the JSDoc has no
 * `@default` the runtime value is added; where its literal disagrees with the
 * runtime value (cssChildCombinatorReplaceValue in 4.12.0), the runtime value
 * is shown and the JSDoc's claim is named, so neither source is hidden.
 */
export function documentDefault(td: typeof TypeDoc, property: TypeDoc.DeclarationReflection, settings: DefaultSettings, words: GeneratorTexts) {
  const comment = (property.comment ??= new td.Comment())
  const tag = comment.getTag('@default')
  const jsdocDefault = tag ? td.Comment.combineDisplayParts(tag.content) : undefined
  const resolved = resolveDefault({ name: property.name, jsdocDefault }, settings.runtimeDefaults)
  if (!resolved || resolved.source !== 'runtime' || (tag && !('jsdocValue' in resolved))) return

  const note = tag
    ? words.jsdocDefaultDisagrees(formatLiteral(resolved.jsdocValue), settings.runtimeDefaultsSource)
    : words.runtimeDefault(settings.runtimeDefaultsSource)
  const content: TypeDoc.CommentDisplayPart[] = [
    { kind: 'code', text: `\`\`\`ts\n${formatLiteral(resolved.value)}\n\`\`\`` },
    { kind: 'text', text: `\n\n${note}` },
  ]
  // Keep the package's tag order (…, remarks, default, example): insert before the first @example.
  comment.removeTags('@default')
  const example = comment.blockTags.findIndex(blockTag => blockTag.tag === '@example')
  comment.blockTags.splice(example === -1 ? comment.blockTags.length : example, 0, new td.CommentTag('@default', content))
}
