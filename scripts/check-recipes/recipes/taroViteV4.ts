// Taro 4 (Vite) + Tailwind CSS 4: the default template with the page's install, compiler block
// (the inline PostCSS plugin and weapp-tailwindcss), CSS entry and app.ts imports.
import type { Recipe } from '../recipe'
import { taroPage, taroProject } from '../scaffolds/taro'
import { addImports, replaceProperty } from '../scaffolds/taroConfig'
import { addPatchScript, asJsx, followTailwind4Caution, installAsPage, v4Verify } from '../steps'

const PAGE = 'docs/quick-start/v4/taro-vite.mdx'

export const taroViteV4: Recipe = {
  name: 'taro-vite-v4',
  pages: [PAGE],
  packages: ['@tarojs/cli', '@tarojs/vite-runner', 'vite', 'tailwindcss', '@tailwindcss/postcss', 'weapp-tailwindcss'],
  deviation: '项目用 Taro CLI 自带的 default 模板创建（React + TypeScript + Sass，编译工具 Vite）',
  async follow(project) {
    const page = project.page(PAGE)
    const verify = v4Verify(page)
    await taroProject(project, 'Vite')
    await installAsPage(project, page)
    await addPatchScript(project, page)
    await followTailwind4Caution(project)
    const config = page.titled('config/index.ts').code
    project.write('config/index.ts', addImports(replaceProperty(project.read('config/index.ts'), config, 'compiler'), config))
    project.writeBlock(page.titled('src/app.css'))
    project.write('src/app.ts', addImports(project.read('src/app.ts'), page.titled('src/app.ts（片段）').code))
    project.write('src/pages/index/index.tsx', taroPage(asJsx(verify.template)))
    await project.run(page.command('npm run dev:').command, { minutes: 15, until: /built in|编译成功|watching for file changes/i })
    return project.inspect('dist', verify.expectations)
  },
}
