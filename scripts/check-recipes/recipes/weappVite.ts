// weapp-vite + Tailwind CSS 4: the page's install, PostCSS config, vite.config.ts, app.css and
// page WXML. The page's scaffold command (`npm create weapp-vite@latest`) is tried first; where the
// registry has no create-weapp-vite, the project comes from `weapp-vite init` on a minimal native app.
import type { Recipe } from '../recipe'
import { nativeApp } from '../scaffolds/nativeApp'
import { addPatchScript, followTailwind4Caution, installAsPage, v4Verify } from '../steps'

const PAGE = 'docs/quick-start/v4/weapp-vite.mdx'

export const weappVite: Recipe = {
  name: 'weapp-vite',
  pages: [PAGE],
  packages: ['weapp-vite', 'vite', 'tailwindcss', '@tailwindcss/postcss', 'weapp-tailwindcss'],
  async follow(project) {
    const page = project.page(PAGE)
    const verify = v4Verify(page)
    const create = page.command('npm create weapp-vite').command
    const creator = create.replace(/^npm create ([\w-]+)@.*$/, 'create-$1')
    if (!(await project.probe(`npm view ${creator} version`)).trim()) {
      project.note(`\`${create}\` 无法执行：npm 源里没有 ${creator}；改用 weapp-vite init 把最小原生项目（srcRoot 为 src）变成 weapp-vite 项目`)
      nativeApp(project, 'src', '<view>placeholder</view>')
      project.write('package.json', JSON.stringify({ name: 'weapp-vite-recipe', version: '0.0.0', private: true, type: 'module' }, null, 2))
      await project.run('npm install -D weapp-vite', { minutes: 15 })
      await project.run('npx weapp-vite init', { minutes: 5 })
      await project.run('npm install', { minutes: 15 })
    } else {
      // The creator asks for a directory; CI=true keeps it from waiting for answers.
      await project.run(`${create} app`, { minutes: 10 })
      await project.run('cp -a app/. . && rm -rf app && npm install', { minutes: 15 })
    }
    await installAsPage(project, page)
    await addPatchScript(project, page)
    await followTailwind4Caution(project)
    project.writeBlock(page.titled('postcss.config.js'))
    project.writeBlock(page.titled('vite.config.ts'), project.exists('vite.config.mts') ? 'vite.config.mts' : 'vite.config.ts')
    project.writeBlock(page.titled('src/app.css'))
    project.writeBlock(page.titled('src/pages/index/index.wxml'))
    project.write('src/pages/index/verify.wxml', verify.template)
    project.write('src/app.json', JSON.stringify({ pages: ['pages/index/index', 'pages/index/verify'] }, null, 2))
    project.write('src/pages/index/verify.js', 'Page({})')
    project.write('src/pages/index/verify.json', '{}')
    await project.run(page.says(/执行 `(npm run dev)`/), { minutes: 10, until: /built in|编译完成|构建完成|watching/i })
    return project.inspect('dist', verify.expectations)
  },
}
