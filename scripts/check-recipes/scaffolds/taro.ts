// A Taro project from the Taro CLI's built-in default template (React + TypeScript + Sass),
// as `taro init` makes it when the reader picks the compiler the page is about.
import type { Project } from '../recipe'

const TEMPLATE_OPTIONS = '--framework React --typescript --no-build-es5 --css Sass --npm Npm --template default --description recipe --no-autoInstall'
const GENERATOR = '@tarojs/plugin-generator'

export async function taroProject(project: Project, compiler: 'Webpack5' | 'Vite'): Promise<void> {
  await project.run(`npx -y @tarojs/cli@latest init app --compiler ${compiler} ${TEMPLATE_OPTIONS}`, { minutes: 10 })
  await project.run('cp -a app/. . && rm -rf app')
  // The template lists the generator of `taro new`; when the registry has no such version the
  // install would stop, and the build does not need it.
  const manifest = JSON.parse(project.read('package.json')) as { devDependencies: Record<string, string> }
  const wanted = manifest.devDependencies[GENERATOR]
  if (wanted && !(await project.probe(`npm view ${GENERATOR}@${wanted} version`)).trim()) {
    delete manifest.devDependencies[GENERATOR]
    project.write('package.json', JSON.stringify(manifest, null, 2))
    project.write('config/index.ts', project.read('config/index.ts').replace(new RegExp(`\\s*["']${GENERATOR}["'],?`), ''))
    project.note(`模板依赖的 ${GENERATOR}@${wanted} 在本机可用的 npm 源里没有，已从 package.json 与 config/index.ts 去掉（只有 taro new 用它）`)
  }
  await project.run('npm install', { minutes: 25 })
}

/** The fragment of the verify partial as a Taro React page. */
export const taroPage = (jsx: string) => `import { Text, View } from '@tarojs/components'

export default function Index() {
  return (
${jsx}
  )
}
`
