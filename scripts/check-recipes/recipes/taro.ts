// Taro 4 + Tailwind CSS 3, both ways the page shows: webpack 5 (postcss.config.js and
// mini.webpackChain) and Vite (the compiler block with the inline PostCSS plugin).
import { taroBuilt, taroPage, taroProject } from '../scaffolds/taro'
import { addImports, addTopLevel, expressionIn, intoMiniWebpackChain, replaceProperty } from '../scaffolds/taroConfig'
import { addPatchScript, asJsx, installAsPage, v3Verify } from '../steps'
import type { Project, Recipe } from '../recipe'

const PAGE = 'docs/quick-start/frameworks/taro.mdx'

async function common(project: Project, compiler: 'Webpack5' | 'Vite') {
  const page = project.page(PAGE)
  const verify = v3Verify(page)
  await taroProject(project, compiler)
  await installAsPage(project, page)
  await addPatchScript(project, page)
  project.writeBlock(page.titled('tailwind.config.js', undefined, true))
  // "写入下面三行"：the template's app.scss gets the page's lines.
  project.write('src/app.scss', `${page.titled('src/app.scss').code}\n${project.exists('src/app.scss') ? project.read('src/app.scss') : ''}`)
  project.write('src/pages/index/index.tsx', taroPage(asJsx(verify.template)))
  return { page, verify }
}

export const taroWebpack: Recipe = {
  name: 'taro-webpack',
  pages: [PAGE],
  packages: ['@tarojs/cli', '@tarojs/webpack5-runner', 'tailwindcss', 'weapp-tailwindcss'],
  deviation: '项目用 Taro CLI 自带的 default 模板创建（React + TypeScript + Sass，编译工具 Webpack5）',
  async follow(project) {
    const { page, verify } = await common(project, 'Webpack5')
    project.writeBlock(page.titled('postcss.config.js'))
    const config = page.titled('config/index.ts', 0).code
    project.write('config/index.ts', addImports(intoMiniWebpackChain(project.read('config/index.ts'), expressionIn(config, "chain.plugin('weapp-tailwindcss')")), config))
    await project.run(page.says(/执行 `(npm run dev:weapp)`/), { minutes: 15, until: taroBuilt(project) })
    return project.inspect('dist', verify.expectations)
  },
}

export const taroVite: Recipe = {
  name: 'taro-vite',
  pages: [PAGE],
  packages: ['@tarojs/cli', '@tarojs/vite-runner', 'vite', 'tailwindcss', 'weapp-tailwindcss'],
  deviation: '项目用 Taro CLI 自带的 default 模板创建（React + TypeScript + Sass，编译工具 Vite）',
  async follow(project) {
    const { page, verify } = await common(project, 'Vite')
    const config = page.titled('config/index.ts', 1).code
    project.write('config/index.ts', addImports(addTopLevel(replaceProperty(project.read('config/index.ts'), config, 'compiler'), config), config))
    await project.run(page.says(/执行 `(npm run dev:weapp)`/), { minutes: 15, until: /built in|编译成功|watching for file changes/i })
    return project.inspect('dist', verify.expectations)
  },
}
