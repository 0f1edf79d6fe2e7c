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
  if (wanted && !(await project.run(`npm view ${GENERATOR}@${wanted} version`)).trim()) {
    delete manifest.devDependencies[GENERATOR]
    project.write('package.json', JSON.stringify(manifest, null, 2))
    project.write('config/index.ts', project.read('config/index.ts').replace(new RegExp(`\\s*["']${GENERATOR}["'],?`), ''))
    project.note(`模板依赖的 ${GENERATOR}@${wanted} 在本机可用的 npm 源里没有，已从 package.json 与 config/index.ts 去掉（只有 taro new 用它）`)
  }
  await project.run('npm install', { minutes: 25 })
}

/** The `import` lines of a page's block that the file does not have yet, put on top of it. */
export function addImports(file: string, block: string): string {
  const missing = block.split('\n').filter(line => /^import\s/.test(line)).filter(line => {
    const from = /from\s+['"]([^'"]+)['"]/.exec(line)?.[1]
    return from && !file.includes(`'${from}'`) && !file.includes(`"${from}"`)
  })
  return [...missing, file].join('\n')
}

/** The call `name(…)` in a block, with its balanced parentheses. */
export function callIn(block: string, name: string): string {
  const start = block.indexOf(`${name}(`)
  if (start < 0) throw new Error(`no ${name}(…) in the block`)
  let depth = 0
  for (let index = start + name.length; index < block.length; index++) {
    if (block[index] === '(') depth++
    if (block[index] === ')' && --depth === 0) return block.slice(start, index + 1)
  }
  throw new Error(`${name}(…) is not closed in the block`)
}

/** The fragment of the verify partial as a Taro React page. */
export const taroPage = (jsx: string) => `import { Text, View } from '@tarojs/components'

export default function Index() {
  return (
${jsx}
  )
}
`
