import path from 'node:path'

/**
 * Last touches on a page typedoc-plugin-markdown rendered, for things its
 * options cannot express. `pageUrl` and `optionsPageUrl` are paths relative to
 * the output folder, e.g. `interfaces/UserDefinedOptions.md`.
 */
export function tidyMarkdown(markdown: string, pageUrl: string, optionsPageUrl: string): string {
  const tidied = markdown
    // The package numbers its @group names ("0.重要配置") only to order them.
    .replace(/^(#{2,6}) \d+\.(\S.*)$/gm, '$1 $2')
    // "### rem2rpx?": the optional marker already shows in the declaration below.
    .replace(/^(#{3,6} [^\n]+?)\?$/gm, '$1')
    // The JSDoc ends some tags with a <br/> meant for the package's old HTML docs.
    .replace(/[ \t]*\\?<br\s*\/?\\?>/gi, '')
    // The JSDoc links to the upstream site's former option pages; point them at ours.
    .replace(/\]\(\/docs\/api\/options\/[\w-]+#([\w-]+)\)/g, (_, anchor: string) => `](${linkTo(pageUrl, optionsPageUrl)}#${anchor})`)
  return pageUrl === optionsPageUrl ? optionHeadings(tidied) : tidied
}

/** Matchers and hooks are options whose value is a function, not methods to call: "### cssMatcher", not "cssMatcher()". */
function optionHeadings(markdown: string): string {
  return markdown.replace(/^(### [\w$]+)\(\)$/gm, '$1')
}

function linkTo(fromPage: string, toPage: string): string {
  if (fromPage === toPage) return ''
  return path.posix.relative(path.posix.dirname(fromPage), toPage)
}
