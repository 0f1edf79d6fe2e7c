// The Node API page: its build script run on a src/ tree made of the page's own before/after pairs.
import type { Recipe } from '../recipe'
import { templateClasses } from '../../../lib/recipes/inspectDist'
import { addPatchScript, installAsPage } from '../steps'

const PAGE = 'docs/quick-start/frameworks/api.mdx'
const NATIVE = 'docs/quick-start/frameworks/native.mdx'

/** The lines after `输入` and after `输出` in a before/after block. */
function beforeAfter(code: string): { input: string; output: string } {
  const parts = code.split(/^\s*(?:<!--|\/\/)\s*(?:输入|输出)\s*(?:-->)?\s*$/m).map(part => part.trim())
  if (parts.length !== 3) throw new Error('a before/after block needs one 输入 and one 输出 part')
  return { input: parts[1]!, output: parts[2]! }
}

export const api: Recipe = {
  name: 'api',
  pages: [PAGE],
  packages: ['tailwindcss', 'postcss', 'weapp-tailwindcss'],
  deviation: '页面没有单独给出全局样式和 tailwind.config.js：src/app.wxss 取自原生页面的同名代码块，content 取自本页正文',
  async follow(project) {
    const page = project.page(PAGE)
    await project.run('npm init -y')
    await installAsPage(project, page)
    await addPatchScript(project, page)
    project.writeBlock(page.titled('postcss.config.js'))
    const content = page.says(/`tailwind\.config\.js` 的 `content` 指向 `([^`]+)`/)
    project.write('tailwind.config.js', `module.exports = { content: [${JSON.stringify(content)}] }`)
    project.writeBlock(project.page(NATIVE).titled('src/app.wxss'))
    const wxml = beforeAfter(page.titled('src/pages/index/index.wxml → dist/pages/index/index.wxml').code)
    const js = beforeAfter(page.titled('src/pages/index/index.js → dist/pages/index/index.js').code)
    project.write('src/pages/index/index.wxml', wxml.input)
    project.write('src/pages/index/index.js', js.input)
    project.writeBlock(page.titled('scripts/build.mjs'))
    await project.run(page.says(/执行 `(node scripts\/build\.mjs)`/))

    const padding = page.says(/`\.p-2` 的 `padding` 是 `(\d+rpx)`/)
    const problems = project.inspect('dist', {
      classes: templateClasses(wxml.input),
      rules: [{ selector: '.p-2', declarations: [`padding:${padding}`] }],
    })
    for (const [rel, expected] of [['dist/pages/index/index.wxml', wxml.output], ['dist/pages/index/index.js', js.output]] as const) {
      const got = project.exists(rel) ? project.read(rel).trim() : '(missing)'
      if (got !== expected) problems.push({ file: rel, what: `the page shows ${expected}, the build wrote ${got}` })
    }
    return problems
  },
}
