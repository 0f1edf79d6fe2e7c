// Web Worker for the /play page: runs the real Tailwind CSS + weapp-tailwindcss pipeline in memory.
import weappTailwindcssIndexCss from 'weapp-tailwindcss/index.css?raw'
import { IMPORT_REFUSED } from '../../lib/play/imports.mjs'
import { checkClasses } from '../../lib/play/checkClasses.mjs'
import { runPlay } from '../../lib/play/transform.mjs'

// The stylesheets a CSS entry may import (lib/play/imports.mjs), served from memory instead of node_modules.
const STYLESHEETS = { 'weapp-tailwindcss/index.css': weappTailwindcssIndexCss, 'weapp-tailwindcss': weappTailwindcssIndexCss }

// Any other import is refused, in the language of the page that asked (the request's `locale`).

function stylesheetLoader(locale) {
  const refused = IMPORT_REFUSED[locale] ?? IMPORT_REFUSED['zh-cn']
  return async id => {
    const content = STYLESHEETS[id]
    if (content === undefined) throw new Error(refused(id))
    return { path: `/node_modules/${id}`, base: '/node_modules/weapp-tailwindcss', content }
  }
}

// What the docs MCP server's check_classes reports, for the template's classes: only classes with a finding.
// Links are docs paths of the default locale; the page prefixes its own. A failure here must not cost the output.
async function findingsOf(input, context) {
  try {
    const { classes } = await checkClasses(run => runPlay(run, context), { template: input.template, css: input.css, options: input.options, locale: 'zh-cn' })
    return classes.filter(entry => entry.findings.length > 0).map(entry => ({ class: entry.class, findings: entry.findings }))
  } catch {
    return []
  }
}

self.onmessage = async (event) => {
  const { id, input, locale } = event.data
  try {
    const context = { loadStylesheet: stylesheetLoader(locale), basedir: '/' }
    const output = await runPlay(input, context)
    self.postMessage({ id, output: { ...output, findings: await findingsOf(input, context) } })
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
}
// Starting includes the compiler's own first-run work (loading its lazy chunks, building the
// transform context for the default options, the engine warming up): a small input runs once
// before the page is told the worker is ready, so the page's time limit counts only the reader's
// compile. A failure here would show again, with its message, on the reader's first run.
const WARM_UP = { template: '<view class="p-1 w-[1px]">a</view>', css: '@import "weapp-tailwindcss/index.css";\n', options: {}, script: '' }
runPlay(WARM_UP, { loadStylesheet: stylesheetLoader('zh-cn'), basedir: '/' })
  .catch(() => {})
  .finally(() => self.postMessage({ ready: true }))
