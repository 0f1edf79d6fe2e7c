// Native mini program built with gulp: the page's gulpfile on a src/ tree holding the verify fragment
// and the page's own `mt-[18px]` script, built once as printed and once with the page's fix.
import type { Recipe } from '../recipe'
import { addPatchScript, installAsPage, v3Verify } from '../steps'

const PAGE = 'docs/quick-start/frameworks/native.mdx'

export const nativeGulp: Recipe = {
  name: 'native-gulp',
  pages: [PAGE],
  packages: ['tailwindcss', 'weapp-tailwindcss', 'gulp', 'gulp-postcss'],
  deviation: '页面从已有的原生项目出发：app.json、app.js 与页面文件由脚本补齐，模板用「验证」一节的片段',
  async follow(project) {
    const page = project.page(PAGE)
    const verify = v3Verify(page)
    await project.run('npm init -y')
    await installAsPage(project, page)
    await addPatchScript(project, page)
    project.writeBlock(page.titled('tailwind.config.js', undefined, true))
    project.writeBlock(page.titled('postcss.config.js'))
    project.writeBlock(page.titled('src/app.wxss'))
    project.write('src/app.json', JSON.stringify({ pages: ['pages/index/index'] }, null, 2))
    project.write('src/app.js', 'App({})')
    const script = page.titled('src/pages/index/index.js')
    const bound = page.says(/模板再用 `(class="\{\{\w+\}\}")` 绑定/)
    project.write('src/pages/index/index.wxml', `${verify.template}\n<view ${bound}>tip</view>`)
    project.writeBlock(script)
    const gulpfile = page.titled('gulpfile.js')
    project.writeBlock(gulpfile)
    const build = page.says(/执行 `(npx gulp build)` 构建/)
    await project.run(build)
    const problems = project.inspect('dist', verify.expectations)

    // The page says the script's class stays raw in this build; it would be a wrong page if it did not.
    const raw = /'([^']+\[[^']+\])'/.exec(script.code)![1]!
    if (!project.read('dist/pages/index/index.js').includes(`'${raw}'`)) {
      problems.push({ file: 'dist/pages/index/index.js', what: `the page says ${raw} stays unescaped without the fix, but the build escaped it` })
    }
    project.write('gulpfile.js', `${page.titled('gulpfile.js（第一行）').code}\n${gulpfile.code}`)
    await project.run(build)
    problems.push(...project.inspect('dist', { ...verify.expectations, classes: [...verify.expectations.classes, raw] }))
    return problems
  },
}
