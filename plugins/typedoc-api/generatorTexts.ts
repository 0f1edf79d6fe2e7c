import type { ApiLocale } from './locale'

/** Everything the generator itself writes on a page, in one edition's language. */
export interface GeneratorTexts {
  /** Under a default the JSDoc does not state: `source` names where the value was read. */
  runtimeDefault: (source: string) => string
  /** Under a runtime default that contradicts the JSDoc's `@default` literal. */
  jsdocDefaultDisagrees: (jsdocLiteral: string, source: string) => string
  /** Under a corrected `@since`: what the package says (if anything) and why it was corrected. */
  sinceCorrected: (packageSays: string | undefined, why: string) => string
  experimentalTitle: string
  /** For an `@experimental` member whose JSDoc gives no sentence of its own. */
  experimentalFallback: string
  /** Front matter of a page for one reflection; `kind` is TypeDoc's own word (接口, Interface…). */
  pageTitle: (kind: string, name: string, suffix: string) => string
  pageOrigin: (packageName: string, version: string, kind: string, name: string) => string
  describedPage: (origin: string, summary: string) => string
  undescribedPage: (origin: string) => string
  /** Where the first sentence of a JSDoc summary ends. */
  sentenceEnd: RegExp
}

export const GENERATOR_TEXTS: Record<ApiLocale, GeneratorTexts> = {
  'zh-cn': {
    runtimeDefault: source => `运行时默认值，取自 ${source}（包内 JSDoc 未标注）。`,
    jsdocDefaultDisagrees: (literal, source) => `包内 JSDoc 标注的默认值是 \`${literal}\`，与插件实际使用的不符；上面的值取自 ${source}。`,
    sinceCorrected: (packageSays, why) => `版本已按更新日志更正：${packageSays ? `包内标注为 \`${packageSays}\`，` : ''}${why}。`,
    experimentalTitle: '实验性',
    experimentalFallback: '这是实验性功能，后续版本可能调整。',
    pageTitle: (kind, name, suffix) => `${kind}：${name}${suffix}`,
    pageOrigin: (packageName, version, kind, name) => `${packageName} ${version} 导出的${kind} ${name}`,
    describedPage: (origin, summary) => `${origin}：${summary}`,
    undescribedPage: origin => `${origin} 的成员、类型与说明，由 TypeDoc 从包内的类型声明生成。`,
    sentenceEnd: /(?<=[。！？])/,
  },
  en: {
    runtimeDefault: source => `Runtime default, read from ${source} (the package's JSDoc does not state one).`,
    jsdocDefaultDisagrees: (literal, source) =>
      `The package's JSDoc gives the default as \`${literal}\`, which is not what the plugin uses; the value above comes from ${source}.`,
    sinceCorrected: (packageSays, why) =>
      `Version corrected from the changelog: ${packageSays ? `the package says \`${packageSays}\`, but ` : ''}${why}.`,
    experimentalTitle: 'Experimental',
    experimentalFallback: 'This feature is experimental and may change in a later release.',
    pageTitle: (kind, name, suffix) => `${kind}: ${name}${suffix}`,
    pageOrigin: (packageName, version, kind, name) => `The ${kind.toLowerCase()} ${name} exported by ${packageName} ${version}`,
    describedPage: (origin, summary) => `${origin}: ${summary}`,
    undescribedPage: origin => `${origin}: members, types and notes, generated from the package's type declarations.`,
    sentenceEnd: /(?<=[.!?])\s/,
  },
}
