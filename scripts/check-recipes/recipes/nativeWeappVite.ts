// The two-page native tutorial: Tailwind CSS 3 in a DevTools-style project (page 1), then
// weapp-vite and weapp-tailwindcss (page 2), built with the page's build command.
import type { Recipe } from '../recipe'
import { nativeApp } from '../scaffolds/nativeApp'
import { addImports } from '../scaffolds/taroConfig'
import { addPatchScript, installAsPage, v3Verify } from '../steps'

const INSTALL = 'docs/quick-start/native/install.mdx'
const PLUGIN = 'docs/quick-start/native/install-plugin.mdx'

/** The block's `plugins: [...]` property put first into the generated `defineConfig({ … })`. */
function addPlugins(file: string, block: string): string {
  const plugins = /^( *)plugins: \[[\s\S]*?^\1\],?$/m.exec(block)?.[0]
  const at = file.indexOf('defineConfig({')
  if (!plugins || at < 0) throw new Error('no plugins: [...] in the block or no defineConfig({ in the generated config')
  const open = at + 'defineConfig({'.length
  return `${file.slice(0, open)}\n${plugins.replace(/,?$/, ',')}${file.slice(open)}`
}

export const nativeWeappVite: Recipe = {
  name: 'native-weapp-vite',
  pages: [INSTALL, PLUGIN],
  packages: ['weapp-vite', 'tailwindcss', 'weapp-tailwindcss'],
  deviation: '「JS 基础模板」要在微信开发者工具里新建，这里按它的目录结构写出最小项目',
  async follow(project) {
    const first = project.page(INSTALL)
    const second = project.page(PLUGIN)
    const verify = v3Verify(second)
    nativeApp(project, '', verify.template)
    await project.run(first.command('npm init -y').command)
    await installAsPage(project, first)
    project.writeBlock(first.titled('tailwind.config.js', undefined, true))
    project.writeBlock(first.titled('postcss.config.js'))
    // "在最前面加上三条指令"
    project.write('app.wxss', `${first.titled('app.wxss').code}\n${project.read('app.wxss')}`)

    await installAsPage(project, second, command => command !== 'npm install')
    await addPatchScript(project, second)
    await project.run(second.command('npx weapp-vite init').command, { minutes: 5 })
    const reinstall = second.commands(command => command === 'npm install')[0]
    if (!reinstall) throw new Error(`${PLUGIN}: no plain npm install after weapp-vite init`)
    await project.run(reinstall.command, { minutes: 15 })
    const config = ['vite.config.ts', 'vite.config.mts'].find(name => project.exists(name))
    if (!config) throw new Error('npx weapp-vite init wrote no vite.config.ts or vite.config.mts')
    const block = second.titled('vite.config.ts').code
    project.write(config, addImports(addPlugins(project.read(config), block), block))
    await project.run(second.command('npm run build').command, { minutes: 10 })
    return project.inspect('dist', verify.expectations)
  },
}
