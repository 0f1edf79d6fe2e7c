// rsmax + Tailwind CSS 3: the page's installs, tailwind.config.js, postcss.config.js, rsmax.config.js,
// app.css and page, built with the page's command; class names are checked in the page's JS output,
// where the page says they are, against the lines the page prints.
import type { Recipe } from '../recipe'
import { addPatchScript, installAsPage } from '../steps'

const PAGE = 'docs/quick-start/frameworks/rsmax.mdx'

export const rsmax: Recipe = {
  name: 'rsmax',
  pages: [PAGE],
  packages: ['rsmax', '@rspack/core', 'react', 'tailwindcss', 'weapp-tailwindcss'],
  deviation: '页面没有讲怎样创建项目：这里用 npm 上的 rsmax 与它的运行时要求的 React 搭出最小项目（src/app.js、src/app.config.js）',
  async follow(project) {
    const page = project.page(PAGE)
    await project.run('npm init -y')
    await project.run('npm install rsmax react@18', { minutes: 20 })
    project.write('src/app.js', "import './app.css'\n\nconst App = props => props.children\n\nexport default App")
    project.write('src/app.config.js', "module.exports = { pages: ['pages/index/index'] }")
    // The Tailwind CSS 3 steps; the page's Tailwind CSS 4 section installs other packages.
    await installAsPage(project, page, command => !command.includes('@tailwindcss/postcss'))
    await addPatchScript(project, page)
    project.writeBlock(page.titled('tailwind.config.js'))
    project.writeBlock(page.titled('postcss.config.js', 0))
    project.writeBlock(page.titled('rsmax.config.js', 0))
    project.writeBlock(page.titled('src/app.css', 0))
    const source = page.titled('src/pages/index/index.tsx')
    project.writeBlock(source)
    await project.run(page.says(/执行 `(npx rsmax build -t wechat)`/), { minutes: 15 })
    const classes = [...source.code.matchAll(/className="([^"]+)"/g)].flatMap(match => match[1]!.split(/\s+/))
    const problems = project.inspect('dist', { classes })
    const output = project.exists('dist/pages/index/index.js') ? project.read('dist/pages/index/index.js') : ''
    for (const line of page.titled('dist/pages/index/index.js（节选）').code.split('\n').filter(Boolean)) {
      if (!output.includes(line.trim())) problems.push({ file: 'dist/pages/index/index.js', what: `the page prints ${line.trim()}, the build has no such line` })
    }
    return problems
  },
}
