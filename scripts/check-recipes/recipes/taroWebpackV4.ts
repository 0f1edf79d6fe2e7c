// Taro 4 (webpack 5) + Tailwind CSS 4: the default template with the page's install, PostCSS
// config, webpackChain merge, CSS entry and app.ts, built with the page's dev command.
import type { Recipe } from '../recipe'
import { taroBuilt, taroPage, taroProject } from '../scaffolds/taro'
import { addImports, expressionIn, intoMiniWebpackChain } from '../scaffolds/taroConfig'
import { addPatchScript, asJsx, followTailwind4Caution, installAsPage, v4Verify } from '../steps'

const PAGE = 'docs/quick-start/v4/taro-webpack.mdx'

export const taroWebpackV4: Recipe = {
  name: 'taro-webpack-v4',
  pages: [PAGE],
  packages: ['@tarojs/cli', '@tarojs/webpack5-runner', 'tailwindcss', '@tailwindcss/postcss', 'weapp-tailwindcss'],
  deviation: '项目用 Taro CLI 自带的 default 模板创建（React + TypeScript + Sass）',
  async follow(project) {
    const page = project.page(PAGE)
    const verify = v4Verify(page)
    await taroProject(project, 'Webpack5')
    await installAsPage(project, page)
    await addPatchScript(project, page)
    await followTailwind4Caution(project)
    project.writeBlock(page.titled('postcss.config.mjs'))

    // Merged into the template's own mini.webpackChain, as the page says, keeping its line.
    const config = page.titled('config/index.ts').code
    project.write('config/index.ts', addImports(intoMiniWebpackChain(project.read('config/index.ts'), expressionIn(config, 'chain.merge(')), config))

    project.writeBlock(page.titled('src/app.css'))
    project.writeBlock(page.titled('src/app.ts'))
    project.write('src/pages/index/index.tsx', taroPage(asJsx(verify.template)))
    await project.run(page.command('npm run dev:').command, { minutes: 15, until: taroBuilt(project) })
    return project.inspect('dist', verify.expectations)
  },
}
