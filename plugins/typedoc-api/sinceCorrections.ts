import type * as TypeDoc from 'typedoc'
import type { GeneratorTexts } from './generatorTexts'
import type { ApiLocale } from './locale'

export interface SinceCorrection {
  /** Full name of the reflection, as TypeDoc's getFullName() prints it. */
  reflection: string
  /** The `@since` text the pinned package ships (undefined: it has none). */
  packageSays: string | undefined
  /** The release the package's own CHANGELOG (packages/weapp-tailwindcss/CHANGELOG.md) names. */
  since: string
  /** Shown to the reader under the corrected version, in each edition's language. */
  why: Record<ApiLocale, string>
}

/**
 * `@since` tags of weapp-tailwindcss 4.12.0 that its CHANGELOG contradicts. `packageSays` pins
 * what the package ships: when an upgrade changes that tag, the build stops instead of
 * overwriting a tag the package may have fixed, so each row is looked at again.
 */
export const SINCE_CORRECTIONS: SinceCorrection[] = [
  {
    reflection: 'UserDefinedOptions.autoprefixer',
    packageSays: '^4.11.3',
    since: '^4.12.0',
    why: {
      'zh-cn': '没有发布过 4.11.3，内置 autoprefixer 见于 4.12.0 的更新日志',
      en: 'no 4.11.3 was ever released, and the built-in autoprefixer appears in the 4.12.0 changelog',
    },
  },
  {
    reflection: 'DisabledOptions',
    packageSays: '^4.2.0',
    since: '^4.8.14',
    why: {
      'zh-cn': '`disabled` 可以传对象（细粒度关闭）是 4.8.14 的更新日志加入的',
      en: 'passing an object to `disabled` (switching off single features) was added in the 4.8.14 changelog',
    },
  },
  {
    reflection: 'UserDefinedOptions.unitsToPx',
    packageSays: undefined,
    since: '^4.9.8',
    why: {
      'zh-cn': '包内没有标注，`unitsToPx` 见于 4.9.8 的更新日志',
      en: 'the package does not say, and `unitsToPx` appears in the 4.9.8 changelog',
    },
  },
  {
    reflection: 'UserDefinedOptions.tailwindcss',
    packageSays: '^4.0.0',
    since: '^4.0.1',
    why: {
      'zh-cn': '4.0.0 的选项类型里还没有 `tailwindcss`，它随 4.0.1 的更新日志“set tailwindcss options”加入',
      en: 'the option types of 4.0.0 have no `tailwindcss` yet; it came with the 4.0.1 changelog entry "set tailwindcss options"',
    },
  },
]

export function applySinceCorrections(
  td: typeof TypeDoc,
  project: TypeDoc.ProjectReflection,
  corrections: SinceCorrection[],
  locale: ApiLocale,
  words: GeneratorTexts,
) {
  for (const row of corrections) {
    const reflection = project.getChildByName(row.reflection)
    if (!reflection) throw new Error(`[typedoc-api] ${row.reflection} is gone from the package: remove its row from plugins/typedoc-api/sinceCorrections.ts`)
    const comment = (reflection.comment ??= new td.Comment())
    const tagIndex = comment.blockTags.findIndex(tag => tag.tag === '@since')
    const shipped = tagIndex === -1 ? undefined : td.Comment.combineDisplayParts(comment.blockTags[tagIndex].content).trim()
    if (shipped !== row.packageSays) {
      throw new Error(`[typedoc-api] ${row.reflection}: the package's @since is now ${shipped ?? 'absent'}, not ${row.packageSays ?? 'absent'}; compare it with the CHANGELOG and update plugins/typedoc-api/sinceCorrections.ts`)
    }
    const note = words.sinceCorrected(row.packageSays, row.why[locale])
    const corrected = new td.CommentTag('@since', [{ kind: 'text', text: `${row.since}\n\n${note}` }])
    if (tagIndex === -1) comment.blockTags.push(corrected)
    else comment.blockTags.splice(tagIndex, 1, corrected)
  }
}
