// The stylesheets a Play CSS entry may @import, and how any other import is refused (in the page's language).
// The browser worker (plugins/play-worker) serves these from memory; the docs MCP server reads the same two from
// node_modules and refuses the rest the same way, so no other file on the machine can be pulled into a run.

export const PLAY_IMPORTS = ['weapp-tailwindcss/index.css', 'weapp-tailwindcss']

export const IMPORT_REFUSED = {
  'zh-cn': id => `Play 中只能 @import "weapp-tailwindcss/index.css"，无法导入 "${id}"`,
  en: id => `The Play can only @import "weapp-tailwindcss/index.css", not "${id}"`,
}
