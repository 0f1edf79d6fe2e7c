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
    // Declarations read as TypeScript (`rem2rpx?: …`); the extra `optional` keyword only repeats the `?`.
    .replace(/^> `optional` /gm, '> ')
    // The JSDoc ends some tags with a <br/> meant for the package's old HTML docs.
    .replace(/[ \t]*\\?<br\s*\/?\\?>/gi, '')
    // The JSDoc links to the upstream site's former option pages; point them at ours.
    .replace(/\]\(\/docs\/api\/options\/[\w-]+#([\w-]+)\)/g, (_, anchor: string) => `](${linkTo(pageUrl, optionsPageUrl)}#${anchor})`)
  return pageUrl === optionsPageUrl ? optionHeadings(tidied) : tidied
}

/**
 * On the options page:
 * - matchers and hooks are options whose value is a function, not methods:
 *   "### cssMatcher", not "cssMatcher()";
 * - every heading gets an explicit id. An option's id is its lower-cased name,
 *   the anchor other pages link to; a nested member is prefixed with its option
 *   (`babelParserOptions` declares its own `cache`, which would otherwise take
 *   #cache from the `cache` option below it).
 */
function optionHeadings(markdown: string): string {
  let option = ''
  return markdown
    .replace(/^(#{3,6}) ([\w$]+)(?:\(\))?$/gm, (_, hashes: string, name: string) => {
      if (hashes === '###') option = name.toLowerCase()
      const id = hashes === '###' ? option : `${option}-${name.toLowerCase()}`
      // Escaped braces: MDX 3 reads `\{#id\}` as a heading id on every Docusaurus 3 version, the bare
      // `{#id}` only through MDX 1 compatibility (off by default from 3.10).
      return `${hashes} ${name} \\{#${id}\\}`
    })
}

function linkTo(fromPage: string, toPage: string): string {
  if (fromPage === toPage) return ''
  return path.posix.relative(path.posix.dirname(fromPage), toPage)
}
