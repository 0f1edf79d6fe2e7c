// Native mini program built with webpack 5: the page's webpack.config.js in a project that has what
// the page assumes is already there (webpack itself, the loaders it names, a copy plugin for WXML/JSON
// and page entries), added by a wrapper config so the page's file stays as printed.
import type { Recipe } from '../recipe'
import { addPatchScript, installAsPage, v3Verify } from '../steps'

const PAGE = 'docs/quick-start/frameworks/native.mdx'

// The "existing project" the page starts from: what its webpack.config.js refers to.
const EXISTING = 'webpack webpack-cli file-loader postcss-loader sass-loader sass copy-webpack-plugin'
const WRAPPER = `const CopyPlugin = require('copy-webpack-plugin')
const config = require('./webpack.config.js')

// What the page calls "页面入口插件、复制 wxml/json 的插件": one page entry and a copy of templates.
config.entry['pages/index/index'] = './pages/index/index.js'
config.plugins.unshift(new CopyPlugin({ patterns: [{ from: '**/*.{wxml,json}', context: config.context }] }))
module.exports = config
`

export const nativeWebpack: Recipe = {
  name: 'native-webpack',
  pages: [PAGE],
  packages: ['webpack', 'tailwindcss', 'weapp-tailwindcss', 'postcss-loader', 'sass-loader'],
  deviation: '页面从已有的 webpack 项目出发：webpack、它用到的 loader 和复制 wxml/json 的插件由脚本先装好，页面入口与复制插件写在包裹页面配置的 webpack.scaffold.js 里',
  async follow(project) {
    const page = project.page(PAGE)
    const verify = v3Verify(page)
    await project.run('npm init -y')
    await project.run(`npm install -D ${EXISTING}`, { minutes: 20 })
    await installAsPage(project, page, command => !command.includes('gulp'))
    await addPatchScript(project, page)
    project.writeBlock(page.titled('tailwind.config.js', undefined, true))
    project.writeBlock(page.titled('postcss.config.js'))
    // "用 Sass 的项目写在 src/app.scss": the page's rule handles .scss.
    project.write('src/app.scss', page.titled('src/app.wxss').code, page.titled('src/app.wxss'))
    project.write('src/app.js', "require('./app.scss')\n\nApp({})")
    project.write('src/app.json', JSON.stringify({ pages: ['pages/index/index'] }, null, 2))
    project.write('src/pages/index/index.wxml', verify.template)
    project.write('src/pages/index/index.js', 'Page({})')
    project.write('src/pages/index/index.json', '{}')
    project.writeBlock(page.titled('webpack.config.js'))
    project.write('webpack.scaffold.js', WRAPPER)
    await project.run('npx webpack --config webpack.scaffold.js --mode production', { minutes: 10 })
    return project.inspect('dist', verify.expectations)
  },
}
