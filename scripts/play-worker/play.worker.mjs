import { createContext } from 'weapp-tailwindcss/core'
import { compile } from 'tailwindcss'
import weappTailwindcssIndexCss from 'weapp-tailwindcss/index.css?raw'

// The stylesheets a CSS entry may import, served from memory instead of node_modules.
const STYLESHEETS = { 'weapp-tailwindcss/index.css': weappTailwindcssIndexCss, 'weapp-tailwindcss': weappTailwindcssIndexCss }

async function loadStylesheet(id) {
  const content = STYLESHEETS[id]
  if (content === undefined) throw new Error(`Play 只能导入 weapp-tailwindcss/index.css，无法导入 "${id}"`)
  return { path: `/node_modules/${id}`, base: '/node_modules/weapp-tailwindcss', content }
}

self.onmessage = async (e) => {
  const [tpl, cssEntry] = e.data
  try {
    const ctx = createContext({ tailwindcssBasedir: '/', supportCustomLengthUnitsPatch: false })
    const c = await compile(cssEntry, { base: '/', loadStylesheet })
    const css = c.build(tpl.split(/[\s"'<>=]+/))
    self.postMessage([(await ctx.transformWxss(css)).css, await ctx.transformWxml(tpl)])
  } catch (err) { self.postMessage('ERR ' + err.stack) }
}
