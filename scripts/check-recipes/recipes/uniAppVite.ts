// uni-app vue3 + Vite + Tailwind CSS 3: the page's installs, tailwind.config.js, vite.config.ts and
// App.vue (Sass), built with the page's dev command; then again with the page's uniApp preset config.
import type { Recipe } from '../recipe'
import { uniAppViteProject } from '../scaffolds/uniApp'
import { addPatchScript, installAsPage, v3Verify } from '../steps'

const PAGE = 'docs/quick-start/frameworks/uni-app-vite.mdx'
const BUILT = /DONE\s+Build complete|Build complete/

export const uniAppVite: Recipe = {
  name: 'uni-app-vite',
  pages: [PAGE],
  packages: ['@dcloudio/vite-plugin-uni', 'vite', 'tailwindcss', 'weapp-tailwindcss', 'sass'],
  deviation: '官方模板要从 GitHub 拉取（degit），这里按模板的目录结构用 npm 上的 @dcloudio 包搭出同样的项目',
  async follow(project) {
    const page = project.page(PAGE)
    const verify = v3Verify(page)
    await uniAppViteProject(project, verify.template)
    await installAsPage(project, page)
    await addPatchScript(project, page)
    project.writeBlock(page.titled('tailwind.config.js', undefined, true))
    project.writeBlock(page.titled('vite.config.ts', 0))
    project.writeBlock(page.titled('src/App.vue'))
    const dev = page.says(/执行 `(npm run dev:mp-weixin)`，产物位于/)
    const out = page.says(/产物位于 `([^`]+)`/)
    await project.run(dev, { minutes: 10, until: BUILT })
    const problems = project.inspect(out, verify.expectations)

    // The uniApp preset variant of the same page.
    project.writeBlock(page.titled('vite.config.ts', 1))
    await project.run(`rm -rf ${out}`)
    await project.run(dev, { minutes: 10, until: BUILT })
    problems.push(...project.inspect(out, verify.expectations).map(problem => ({ ...problem, what: `uniApp 预设：${problem.what}` })))
    return problems
  },
}
