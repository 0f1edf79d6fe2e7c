// Claims of the community pages reviewed in the coverage round (templates, group, showcase, projects) and of the
// lines of the HBuilderX and uni-app Vite guides that send readers to the template list. Template facts come from
// lib/data/templates.ts and from the template copies under templates/ in the upstream repository at the
// weapp-tailwindcss@4.12.0 tag (slow claims, see support/upstream.ts); the escaping example runs weapp-tailwindcss 4.12.0.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { defineClaims } from '../lib/claims/define'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const zhEn = (file: string, zh: string, en: string) => [{ page: `docs/${file}`, text: zh }, { page: `${EN}${file}`, text: en }]
const TAG = 'weapp-tailwindcss@4.12.0'

/** Entries directly under a directory of the upstream repository at the tag. */
function upstreamDir(dir: string): string[] {
  const git = process.env.WEAPP_TW_UPSTREAM_GIT ?? ''
  assert.ok(git !== '' && fs.existsSync(git), 'WEAPP_TW_UPSTREAM_GIT names a clone of https://github.com/sonofmagic/weapp-tailwindcss with its tags')
  return execFileSync('git', ['-C', git, 'ls-tree', '--name-only', `${TAG}:${dir}`], { encoding: 'utf8' }).trim().split('\n')
}

async function upstreamText(file: string): Promise<string> {
  const { upstreamFile } = await import('./support/upstream')
  const text = upstreamFile(TAG, file)
  assert.ok(text !== undefined, `${file} exists at ${TAG}`)
  return text
}

type Pkg = { scripts?: Record<string, string>, dependencies?: Record<string, string>, devDependencies?: Record<string, string> }
const upstreamPkg = async (template: string): Promise<Pkg> => JSON.parse(await upstreamText(`templates/${template}/package.json`))
const deps = (pkg: Pkg) => ({ ...pkg.dependencies, ...pkg.devDependencies })

/** The uni-app (not uni-app x) templates of the list that have a copy under templates/ at the tag, split by route. */
async function uniAppRoutes() {
  const { templates } = await import('../lib/data/templates')
  const copies = new Set(upstreamDir('templates'))
  const listed = templates.filter(t => t.framework === 'uni-app' && copies.has(t.name))
  const hbuilderx = listed.filter(t => t.stack.includes('HBuilderX')).map(t => t.name).sort()
  const cli = listed.filter(t => !t.stack.includes('HBuilderX')).map(t => t.name).sort()
  assert.deepEqual(hbuilderx, ['uni-app-hbuilderx-tailwindcss-v4', 'uni-app-vue2-tailwind-hbuilder-template', 'uni-app-vue3-tailwind-hbuilder-template'])
  assert.deepEqual(cli, ['uni-app-tailwindcss-v4', 'uni-app-vite-vue3-tailwind-vscode-template', 'uni-app-vue2-tailwind-vscode-template', 'uni-app-webpack-tailwindcss-v4'])
  return { hbuilderx, cli }
}

export default defineClaims(import.meta.url, [
  // ── docs/community/templates.mdx and docs/projects/index.md ─────────────────────────────────────
  {
    id: 'reviewed-templates-cli-and-hbuilderx-routes',
    says: 'at weapp-tailwindcss@4.12.0, the four uni-app CLI templates of the list keep their source in src, declare @dcloudio/uni-app at an exact version in their own package.json and have a dev:mp-weixin script; the three HBuilderX ones keep pages/ in the project root and have neither @dcloudio/uni-app nor any dev/build script; the Taro templates build with webpack5 or vite, and both occur',
    quotes: [
      ...zhEn('community/templates.mdx',
        'CLI 模板的源码放在 `src` 目录，`@dcloudio/uni-app` 等 uni-app 依赖写在项目自己的 `package.json` 里，用其中的 `dev:mp-weixin` 等命令构建；HBuilderX 模板的页面直接放在项目根目录，`package.json` 里既没有 `@dcloudio/uni-app`，也没有构建命令，要导入 HBuilderX 运行。',
        'A CLI template keeps its source in `src`, lists `@dcloudio/uni-app` and the other uni-app packages in its own `package.json`, and builds with the scripts there, such as `dev:mp-weixin`. An HBuilderX template keeps its pages directly in the project root, and its `package.json` has neither `@dcloudio/uni-app` nor any build script: you import the project into HBuilderX and run it there.'),
      ...zhEn('community/templates.mdx', 'Taro 的模板分 webpack 5 和 Vite 两种构建方式，二选一。', 'Taro templates come in two builds, webpack 5 and Vite; choose one.'),
      ...zhEn('projects/index.md', '用 uni-app cli 创建的模板，在 VS Code 中开发即可，依赖版本由自己掌控', 'use a template created with the uni-app CLI and develop in VS Code; you stay in control of dependency versions.'),
    ],
    slow: true,
    async proof() {
      const { hbuilderx, cli } = await uniAppRoutes()
      for (const name of cli) {
        const files = upstreamDir(`templates/${name}`)
        assert.ok(files.includes('src') && !files.includes('pages'), `${name}: source in src`)
        const pkg = await upstreamPkg(name)
        assert.match(deps(pkg)['@dcloudio/uni-app'] ?? '', /^\d+\.\d+\.\d+-\d+$/, `${name}: @dcloudio/uni-app pinned to an exact version in its own package.json`)
        assert.ok(pkg.scripts?.['dev:mp-weixin'], `${name}: dev:mp-weixin script`)
      }
      for (const name of hbuilderx) {
        const files = upstreamDir(`templates/${name}`)
        assert.ok(files.includes('pages') && files.includes('pages.json') && !files.includes('src'), `${name}: pages in the project root`)
        const pkg = await upstreamPkg(name)
        assert.equal(deps(pkg)['@dcloudio/uni-app'], undefined, `${name}: no @dcloudio/uni-app`)
        assert.deepEqual(Object.keys(pkg.scripts ?? {}).filter(script => /^(dev|build|serve)/.test(script)), [], `${name}: no build script`)
      }
      const { templates } = await import('../lib/data/templates')
      const copies = new Set(upstreamDir('templates'))
      const compilers = new Set<string>()
      for (const t of templates.filter(t => t.framework === 'Taro' && copies.has(t.name))) {
        const config = await upstreamText(`templates/${t.name}/config/index.ts`)
        const compiler = config.match(/compiler: \{\s*type: '(\w+)'/)?.[1] ?? config.match(/compiler: '(\w+)'/)?.[1]
        assert.ok(compiler === 'webpack5' || compiler === 'vite', `${t.name}: compiler ${compiler}`)
        compilers.add(compiler)
      }
      assert.deepEqual([...compilers].sort(), ['vite', 'webpack5'])
    },
  },
  {
    id: 'reviewed-templates-escaped-class-has-valid-characters',
    says: 'weapp-tailwindcss 4.12.0 rewrites class="w-[100px]" in a WXML node to a name made only of letters, digits, - and _ (w-_b100px_B)',
    quotes: zhEn('community/templates.mdx',
      '例如 `w-[100px]` 变成了只含合法字符的名字',
      'for example, `w-[100px]` has become a name containing only valid characters'),
    async proof() {
      const { wxml } = await import('./support/options')
      const out = await wxml('<view class="w-[100px]"></view>', ['w-[100px]'])
      const name = out.match(/class="([^"]*)"/)?.[1]
      assert.equal(name, 'w-_b100px_B')
      assert.match(name!, /^[\w-]+$/)
    },
  },
  {
    id: 'reviewed-projects-uni-app-x-template-differs',
    says: 'at weapp-tailwindcss@4.12.0 the uni-app x template has App.uvue and main.uts, registers weapp-tailwindcss through the uniAppX preset and scans only uts/uvue files; none of the uni-app templates has a .uvue file or uses uniAppX',
    quotes: zhEn('projects/index.md', '使用专门的 uni-app x 模板，配置差异较大，不要拿普通 uni-app 模板改', 'Its configuration differs a lot, so don\'t adapt an ordinary uni-app template.'),
    slow: true,
    async proof() {
      const files = upstreamDir('templates/uni-app-x-hbuilderx')
      assert.ok(files.includes('App.uvue') && files.includes('main.uts'))
      assert.match(await upstreamText('templates/uni-app-x-hbuilderx/vite.config.ts'), /weappTailwindcss\(\s*uniAppX\(\{/)
      const content = [...(await upstreamText('templates/uni-app-x-hbuilderx/tailwind.config.js')).matchAll(/r\('(\.\/[^']+)'\)/g)].map(m => m[1]!).filter(glob => !glob.startsWith('./uni_modules'))
      assert.ok(content.length > 0 && content.every(glob => glob.endsWith('{uts,uvue}')), 'scans uts and uvue only')
      const { hbuilderx, cli } = await uniAppRoutes()
      for (const name of [...hbuilderx, ...cli]) {
        const all = execFileSync('git', ['-C', process.env.WEAPP_TW_UPSTREAM_GIT!, 'ls-tree', '-r', '--name-only', `${TAG}:templates/${name}`], { encoding: 'utf8' }).split('\n')
        assert.deepEqual(all.filter(file => /\.(uvue|uts)$/.test(file) && !file.includes('node_modules')), [], `${name}: no uvue/uts files`)
        for (const config of all.filter(file => /^(vite|vue)\.config\.[jt]s$/.test(file))) {
          assert.doesNotMatch(await upstreamText(`templates/${name}/${config}`), /uniAppX/, `${name}/${config}`)
        }
      }
    },
  },

  // ── docs/community/group.md ─────────────────────────────────────────────────────────────────────
  {
    id: 'reviewed-group-issue-form-and-discussions',
    says: 'at weapp-tailwindcss@4.12.0 the repository\'s only issue form is a bug report asking for the weapp-tailwindcss and tailwindcss versions, framework & platform and the environment (envinfo output); blank issues are disabled, and the issue chooser sends feature requests and discussion to GitHub Discussions',
    quotes: [
      ...zhEn('community/group.md', '请提交 Issue，并按模板填写环境信息', 'Open an Issue and fill in the environment information as the template asks.'),
      ...zhEn('community/group.md', '适合发在 Discussions，回答会留存下来供其他人参考', 'These suit Discussions, where the answers stay for others to refer to.'),
    ],
    slow: true,
    async proof() {
      assert.deepEqual(upstreamDir('.github/ISSUE_TEMPLATE').sort(), ['bug_report.yml', 'config.yml'])
      const form = await upstreamText('.github/ISSUE_TEMPLATE/bug_report.yml')
      assert.match(form, /^name: 🐞 汇报Bug \(Bug report\)$/m)
      for (const field of ['label: weapp-tailwindcss 版本', 'label: tailwindcss 版本', 'label: 框架 & 小程序平台', 'label: 运行环境', 'description: 在你的命令行中执行 `npx envinfo --system --npmPackages --binaries` 后,把结果复制在下方']) {
        assert.ok(form.includes(field), field)
      }
      const config = await upstreamText('.github/ISSUE_TEMPLATE/config.yml')
      assert.match(config, /^blank_issues_enabled: false$/m)
      assert.match(config, /^ {2}- name: 功能需求与问题探讨\n {4}url: https:\/\/github\.com\/sonofmagic\/weapp-tailwindcss\/discussions$/m)
    },
  },

  // ── docs/quick-start/frameworks/hbuilderx.mdx and uni-app-vite.mdx: the lines that point to the template list ──
  {
    id: 'reviewed-hbuilderx-vue3-tw3-template-install-first',
    says: 'the template list has exactly one HBuilderX + Vue 3 + Tailwind CSS 3 template (uni-app-vue3-tailwind-hbuilder-template); its README at weapp-tailwindcss@4.12.0 says to run pnpm install, then import the project into HBuilderX and run it',
    quotes: zhEn('quick-start/frameworks/hbuilderx.mdx',
      '下载后先按它的 README 在项目目录执行 `pnpm install`，再导入 HBuilderX 运行',
      'run `pnpm install` in its directory as its README says, then import it into HBuilderX and run it'),
    slow: true,
    async proof() {
      const { templates } = await import('../lib/data/templates')
      const matches = templates.filter(t => t.framework === 'uni-app' && t.tailwind === 3 && t.stack.includes('Vue 3') && t.stack.includes('HBuilderX'))
      assert.deepEqual(matches.map(t => t.name), ['uni-app-vue3-tailwind-hbuilder-template'])
      const readme = await upstreamText('templates/uni-app-vue3-tailwind-hbuilder-template/README.md')
      assert.ok(readme.includes('```bash\npnpm install\n```\n\n安装完成后，直接用 `HBuilderX` 导入项目并运行。'))
    },
  },
  {
    id: 'reviewed-uni-app-vite-template-list-has-vue3-tw3',
    says: 'the template list (lib/data/templates.ts) has a uni-app Vue 3 + Vite CLI template on Tailwind CSS 3',
    quotes: zhEn('quick-start/frameworks/uni-app-vite.mdx',
      '可以从 [模板列表](/docs/community/templates) 里挑一个 uni-app vue3 + Tailwind CSS 3 的现成工程',
      'pick a ready-made uni-app Vue 3 + Tailwind CSS 3 project from the [template list](/docs/community/templates)'),
    async proof() {
      const { templates } = await import('../lib/data/templates')
      const matches = templates.filter(t => t.framework === 'uni-app' && t.tailwind === 3 && t.stack.startsWith('Vue 3 + Vite') && t.stack.includes('CLI'))
      assert.deepEqual(matches.map(t => t.name), ['uni-app-vite-vue3-tailwind-vscode-template'])
    },
  },
])
