// The sentences this plugin writes itself, in the language of the locale being built.

export interface LlmsStrings {
  /** llms.txt's opening line under the summary. */
  indexIntro: (fullTxtUrl: string) => string
  /** Stands in for an interactive component that has no Markdown form. */
  interactiveOnly: (pageUrl: string) => string
}

const chinese: LlmsStrings = {
  indexIntro: fullTxtUrl =>
    `以下按文档侧边栏的顺序列出全部页面，每个链接指向该页的 Markdown 版本（在网页地址后加 \`.md\`）；全部页面的正文合在 [llms-full.txt](${fullTxtUrl}) 中。`,
  interactiveOnly: pageUrl => `此处是网页上的交互内容，Markdown 版本无法呈现，请在[网页版](${pageUrl})中查看。`,
}

const english: LlmsStrings = {
  indexIntro: fullTxtUrl =>
    `Every page, in the order of the docs sidebars. Each link leads to the page's Markdown version (the page's address with \`.md\` added); [llms-full.txt](${fullTxtUrl}) holds all pages' text in one file.`,
  interactiveOnly: pageUrl => `Interactive content that has no Markdown form: see it on the [web page](${pageUrl}).`,
}

/** Chinese unless the locale is English. */
export function llmsStringsFor(locale: string | undefined): LlmsStrings {
  return locale === 'en' ? english : chinese
}
