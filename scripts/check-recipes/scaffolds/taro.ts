// A Taro project from the Taro CLI's built-in default template (React + TypeScript + Sass),
// as `taro init` makes it when the reader picks the compiler the page is about.
import { Unavailable, type Project } from '../recipe'

const TEMPLATE_OPTIONS = '--framework React --typescript --no-build-es5 --css Sass --npm Npm --template default --description recipe --no-autoInstall'
const GENERATOR = '@tarojs/plugin-generator'
const OPTIONAL = /^(@tarojs\/plugin-platform-(?!weapp$)|@tarojs\/plugin-generator$|eslint-config-taro$)/

export async function taroProject(project: Project, compiler: 'Webpack5' | 'Vite'): Promise<void> {
  await project.run(`npx -y @tarojs/cli@latest init app --compiler ${compiler} ${TEMPLATE_OPTIONS}`, { minutes: 10 })
  await project.run('cp -a app/. . && rm -rf app')
  // The registry reachable here lacks some of the template's exact versions. Packages a WeChat build
  // does not load (other platforms, `taro new`'s generator, the lint preset) are then left out;
  // a missing package the build needs stops the recipe with its name.
  const manifest = JSON.parse(project.read('package.json')) as Record<'dependencies' | 'devDependencies', Record<string, string>>
  const removed: string[] = []
  for (const field of ['dependencies', 'devDependencies'] as const) {
    for (const [name, version] of Object.entries(manifest[field])) {
      if (!/^(@tarojs\/|babel-preset-taro|eslint-config-taro)/.test(name) || (await project.probe(`npm view ${name}@${version} version`)).trim()) continue
      if (!OPTIONAL.test(name)) throw new Unavailable(`Taro 模板需要的 ${name}@${version} 在本机可用的 npm 源里没有`)
      delete manifest[field][name]
      removed.push(`${name}@${version}`)
    }
  }
  if (removed.length > 0) {
    project.write('package.json', JSON.stringify(manifest, null, 2))
    project.write('config/index.ts', project.read('config/index.ts').replace(new RegExp(`\\s*["']${GENERATOR}["'],?`), ''))
    project.note(`模板里的 ${removed.join('、')} 在本机可用的 npm 源里没有，已从 package.json 去掉（构建微信小程序用不到）`)
  }
  await project.run('npm install', { minutes: 25 })
}

/**
 * When the first build of `npm run dev:weapp` is written: Taro's webpack runner prints "→ Watching..."
 * after each compilation, the first time already after prebundling, before the project's files exist.
 */
export const taroBuilt = (project: Project) => (output: string) => /→ Watching\.\.\./.test(output) && project.exists('dist/app.wxss')

/** The fragment of the verify partial as a Taro React page. */
export const taroPage = (jsx: string) => `import { Text, View } from '@tarojs/components'

export default function Index() {
  return (
${jsx}
  )
}
`
