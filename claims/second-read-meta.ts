// Second reading of the overview, meta and community pages (templates, consult, sponsor, how-to-contribute, AI,
// projects, copyright): the sentences corrected in that reading, proven against the site's data (lib/data), this
// site's own configuration and pages, and the upstream repository at its release tags (slow claims, see
// support/upstream.ts; run them locally with WEAPP_TW_UPSTREAM_GIT set and --slow).
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const zhEn = (file: string, zh: string, en: string) => [{ page: `docs/${file}`, text: zh }, { page: `${EN}${file}`, text: en }]
const TEMPLATES = 'community/templates.mdx'
const TAG = 'weapp-tailwindcss@4.12.0'

function upstreamGit(): string {
  const git = process.env.WEAPP_TW_UPSTREAM_GIT ?? ''
  assert.ok(git !== '' && fs.existsSync(git), 'WEAPP_TW_UPSTREAM_GIT names a clone of https://github.com/sonofmagic/weapp-tailwindcss with its tags')
  return git
}

/** Entries directly under a directory of the upstream repository at a tag. */
function upstreamDir(tag: string, dir: string): string[] {
  return execFileSync('git', ['-C', upstreamGit(), 'ls-tree', '--name-only', `${tag}:${dir}`], { encoding: 'utf8' }).trim().split('\n')
}

async function upstreamText(tag: string, file: string): Promise<string> {
  const { upstreamFile } = await import('./support/upstream')
  const text = upstreamFile(tag, file)
  assert.ok(text !== undefined, `${file} exists at ${tag}`)
  return text!
}

/** Markdown pages under a docs root, as paths relative to that root (partials are not pages). */
function pages(root: string, dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) return entry.name === '_partials' ? [] : pages(root, rel)
    return /\.mdx?$/.test(entry.name) ? [rel] : []
  })
}

export default defineClaims(import.meta.url, [
  // ── docs/community/templates.mdx ──────────────────────────────────────────────────────────────
  {
    id: 'second-read-template-rows-match-package-json',
    says: 'for every template row whose repository has a copy under templates/ at weapp-tailwindcss@4.12.0 (and the two example projects linked at a tag of the main repository), the row\'s Tailwind CSS major is the major of the copy\'s tailwindcss dependency (2 for @tailwindcss/postcss7-compat), its language is TypeScript exactly when the copy depends on typescript or has a tsconfig.json (UTS for uni-app x), and every preinstalled item it lists is a dependency of the copy (css-macro: the copy\'s config loads weapp-tailwindcss/css-macro); the copies depend on weapp-tailwindcss 4.x',
    quotes: zhEn(TEMPLATES,
      '每一行的 Tailwind CSS 版本、语言和预装内容都取自模板自身的 `package.json`，写作本页时的依赖是 `weapp-tailwindcss` 4.x',
      'The Tailwind CSS version, language and preinstalled contents in each row are taken from the template\'s own `package.json`; when this page was written, the templates depended on `weapp-tailwindcss` 4.x.'),
    slow: true,
    async proof() {
      const { templates } = await import('../lib/data/templates')
      const copies = new Set(upstreamDir(TAG, 'templates'))
      // a copy under templates/ at the tag, or an example project linked at a tag of the main repository
      const sourceOf = (url: string): { tag: string, dir: string } | undefined => {
        const inRepo = /^https:\/\/github\.com\/sonofmagic\/weapp-tailwindcss\/tree\/(weapp-tailwindcss@[\d.]+)\/(demo\/[\w-]+)$/.exec(url)
        if (inRepo) return { tag: inRepo[1]!, dir: inRepo[2]! }
        const name = url.split('/').pop()!
        return /^https:\/\/github\.com\/(?:sonofmagic|icebreaker-template)\/[^/]+$/.test(url) && copies.has(name) ? { tag: TAG, dir: `templates/${name}` } : undefined
      }
      const rows = templates.filter(t => sourceOf(t.url))
      assert.equal(rows.filter(t => sourceOf(t.url)!.dir.startsWith('templates/')).length, 14, 'every copy under templates/ has its row')
      assert.deepEqual(rows.filter(t => t.url.includes('/tree/')).map(t => t.name), ['demo/rax-app', 'demo/gulp-app'])
      const packageNames: Record<string, string[]> = {
        'Pinia': ['pinia'], 'Sass': ['sass', 'sass-embedded'], 'ESLint': ['eslint'], 'vue-i18n': ['vue-i18n'], 'uView UI 2': ['uview-ui'], 'Vuex': ['vuex'],
        'vue-property-decorator': ['vue-property-decorator'], 'React Refresh': ['react-refresh'], 'NutUI 4': ['@nutui/nutui-taro'], 'Pinia（@mpxjs/pinia）': ['@mpxjs/pinia'],
        'TDesign 小程序组件库': ['tdesign-miniprogram'], 'Vant Weapp': ['@vant/weapp'],
      }
      for (const row of rows) {
        const { tag, dir } = sourceOf(row.url)!
        const pkg = JSON.parse(await upstreamText(tag, `${dir}/package.json`))
        const deps: Record<string, string> = { ...pkg.dependencies, ...pkg.devDependencies }
        if (dir.startsWith('demo/')) assert.equal(deps['weapp-tailwindcss'], 'workspace:*', `${row.name}: the 4.x package of the repository at ${tag}`)
        else assert.match(deps['weapp-tailwindcss']!, /^\^?4\./, `${row.name}: weapp-tailwindcss 4.x`)
        const tw = deps.tailwindcss === 'npm:@tailwindcss/postcss7-compat' ? 2 : Number(/(?:catalog:tailwindcss|^\D*)(\d+)/.exec(deps.tailwindcss!)![1])
        assert.equal(row.tailwind, tw, `${row.name}: Tailwind CSS major`)
        const typescript = !!deps.typescript || (await import('./support/upstream')).upstreamFile(tag, `${dir}/tsconfig.json`) !== undefined
        assert.equal(row.language, row.framework === 'uni-app x' ? 'UTS' : typescript ? 'TypeScript' : 'JavaScript', `${row.name}: language`)
        for (const item of row.includes ?? []) {
          if (item === 'css-macro 条件编译') {
            const hits = execFileSync('git', ['-C', upstreamGit(), 'grep', '-l', 'weapp-tailwindcss/css-macro', tag, '--', dir], { encoding: 'utf8' })
            assert.ok(hits.trim() !== '', `${row.name}: css-macro`)
            continue
          }
          const names = packageNames[item] ?? [item]
          const aliased = Object.values(deps).includes(`npm:${item}`)
          assert.ok(aliased || names.some(name => deps[name]), `${row.name}: ${item} is a dependency`)
          if (item === 'NutUI 4') assert.match(deps['@nutui/nutui-taro']!, /^\^?4\./)
        }
      }
    },
  },
  {
    id: 'second-read-tailwind4-needs-css-entries',
    says: 'weapp-tailwindcss 4.12.0 started (createContext) in a package whose tailwindcss is 4.3.5, without cssEntries, prints the [tailwindcss@4] warning that cssEntries is missing and that the class names Tailwind CSS generates are then not transformed',
    quotes: [
      ...zhEn(TEMPLATES, 'Tailwind CSS 4 把配置搬进 CSS 入口文件，`weapp-tailwindcss` 需要通过 `cssEntries` 知道这个入口在哪里。', 'Tailwind CSS 4 moves the configuration into the CSS entry file, and `weapp-tailwindcss` needs `cssEntries` to know where that entry is.'),
    ],
    async proof() {
      const { inFixture, ROOT } = await import('./support/cli')
      const { runCommand } = await import('../lib/examples/runCommand')
      await inFixture('second-read-css-entries', f => f
        .file('package.json', { name: 'weapp', private: true, devDependencies: { tailwindcss: '4.3.5' } })
        .link('tailwindcss'), async (f) => {
        const code = 'require(process.argv[1]).createContext({ tailwindcssBasedir: process.cwd(), supportCustomLengthUnitsPatch: false })'
        const run = await runCommand(process.execPath, ['-e', code, path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/core.js')], { cwd: f.dir, timeoutMs: 120_000 })
        assert.equal(run.exitCode, 0, run.output)
        assert.match(run.output, /当前使用 Tailwind CSS 版本为: 4\.3\.5/)
        assert.ok(run.output.includes('[tailwindcss@4] 未检测到 cssEntries 配置。请传入包含 tailwindcss 引用的 CSS 绝对路径，例如 cssEntries: ["/absolute/path/to/src/app.css"]，否则 tailwindcss 生成的类名不会参与转译。'), run.output)
      })
    },
  },
  {
    id: 'second-read-uni-app-cli-templates-dev-and-output',
    says: 'the four uni-app CLI templates (Vite and vue-cli, Tailwind CSS 3 and 4) at weapp-tailwindcss@4.12.0 define dev:mp-weixin as the uni dev command for mp-weixin (uni -p mp-weixin, or vue-cli-service uni-build --watch) and open dist/dev/mp-weixin in WeChat DevTools with open:dev',
    quotes: zhEn(TEMPLATES,
      'CLI 模板在项目根目录执行 `pnpm dev:mp-weixin`（或 `npm run dev:mp-weixin`）启动监听，然后用微信开发者工具打开 `dist/dev/mp-weixin`。',
      'For the CLI templates, run `pnpm dev:mp-weixin` (or `npm run dev:mp-weixin`) at the project root to start watching, then open `dist/dev/mp-weixin` in WeChat DevTools.'),
    slow: true,
    async proof() {
      const { templates } = await import('../lib/data/templates')
      const cli = templates.filter(t => t.framework === 'uni-app' && /CLI|vue-cli/.test(t.stack) && !/社区维护/.test(t.stack)).map(t => t.url.split('/').pop()!)
      assert.deepEqual(cli.sort(), ['uni-app-tailwindcss-v4', 'uni-app-vite-vue3-tailwind-vscode-template', 'uni-app-vue2-tailwind-vscode-template', 'uni-app-webpack-tailwindcss-v4'])
      for (const name of cli) {
        const { scripts } = JSON.parse(await upstreamText(TAG, `templates/${name}/package.json`))
        assert.match(scripts['dev:mp-weixin'], /^(?:uni -p mp-weixin|cross-env NODE_ENV=development UNI_PLATFORM=mp-weixin vue-cli-service uni-build --watch)$/, name)
        assert.equal(scripts['open:dev'], 'weapp open -p dist/dev/mp-weixin', name)
      }
    },
  },
  {
    id: 'second-read-recommended-rows-are-the-authors-hot-ones',
    says: 'the rows of lib/data/templates.ts marked recommended are exactly the templates the author\'s templates page (website/docs/community/templates.mdx) marks hot (🔥) at weapp-tailwindcss@4.12.0: uni-app-vite-vue3-tailwind-vscode-template, 若依移动端 (RuoYi-App), taro-react-tailwind-vscode-template and weapp-vite-tailwindcss-template; the English badge reads "Recommended"',
    quotes: [
      { page: `docs/${TEMPLATES}`, text: '表格里带“推荐”标记的，是项目作者建议优先选用的版本。' },
      { page: `${EN}${TEMPLATES}`, text: 'Entries with the "Recommended" badge in the tables are the versions the project\'s author suggests choosing first.' },
    ],
    slow: true,
    async proof() {
      const { ROOT } = await import('./support/options')
      const { templates } = await import('../lib/data/templates')
      const page = await upstreamText(TAG, 'website/docs/community/templates.mdx')
      const hot = [...page.matchAll(/<TemplateLink\s+hot\s+title="([^"]+)"/g)].map(m => m[1] === '若依移动端' ? 'RuoYi-App' : m[1]!)
      assert.deepEqual(hot, ['uni-app-vite-vue3-tailwind-vscode-template', 'RuoYi-App', 'taro-react-tailwind-vscode-template', 'weapp-vite-tailwindcss-template'])
      assert.deepEqual(templates.filter(t => t.recommended).map(t => t.name).sort(), [...hot].sort())
      const code = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/en/code.json'), 'utf8'))
      assert.equal(code['templates.recommended'].message, 'Recommended')
    },
  },
  {
    id: 'second-read-create-weapp-vite-tailwind-template',
    says: 'the interactive template list of create-weapp-vite (what pnpm create weapp-vite runs) has an entry "集成 Tailwindcss", and that entry copies templates/weapp-vite-tailwindcss-template, the template the native table links to',
    quotes: zhEn(TEMPLATES,
      '新项目优先用 weapp-vite：执行 `pnpm create weapp-vite`，在交互列表里选择带 Tailwind CSS 的模板即可生成同样的工程。',
      'For new projects, prefer weapp-vite: run `pnpm create weapp-vite` and choose a template with Tailwind CSS from the interactive list to generate the same project.'),
    manual: {
      ran: 'read the weapp-vite/weapp-vite sources of packages/create-weapp-vite: src/cli.ts (commit 002b855bccd823c1f728e7620af741948ffd8e36) offers the choices 默认模板, 组件库模板, Wevu 模板, Wevu + TDesign 模板, 集成 Tailwindcss (TemplateName.tailwindcss), Vant 模板 and TDesign 模板 through @inquirer/prompts select; src/createProject.ts maps TemplateName.tailwindcss to the templates/weapp-vite-tailwindcss-template directory and copies it; lib/data/templates.ts links that same directory (weapp-vite@6.21.0 tag) in the native table',
      versions: 'create-weapp-vite sources in the weapp-vite repository as stored in the public code index (commit 002b855…)',
      on: '2026-11-29',
      why: 'create-weapp-vite is not on the package registry reachable here and GitHub cannot be reached, so the command cannot be run',
    },
  },
  {
    id: 'second-read-rax-example-removed-in-4-11-0',
    says: 'the only Rax row of the template data is demo/rax-app, linked at the weapp-tailwindcss@4.10.3 tag; upstream demo/ has rax-app at 4.10.3 and not at 4.11.0 or 4.12.0; that project is a Rax App 3 project (rax-app 3.x) whose build.plugin.js registers UnifiedWebpackPluginV5 from weapp-tailwindcss/webpack in onGetWebpackConfig',
    quotes: zhEn(TEMPLATES,
      'Rax 目前没有单独维护的模板。主仓库曾有一个示例工程 `demo/rax-app`，演示 Rax App 3 项目里 webpack 插件的注册位置；它在 4.11.0 时从仓库删除，表格里的链接指向仍保留它的 `weapp-tailwindcss@4.10.3` 标签。',
      'Rax has no separately maintained template. The main repository used to have an example project, `demo/rax-app`, showing where the webpack plugin is registered in a Rax App 3 project; it was deleted from the repository in 4.11.0, so the table links to the `weapp-tailwindcss@4.10.3` tag, which still has it.'),
    slow: true,
    async proof() {
      const { templates } = await import('../lib/data/templates')
      const rax = templates.filter(t => t.framework === 'Rax')
      assert.deepEqual(rax.map(t => [t.name, t.url]), [['demo/rax-app', 'https://github.com/sonofmagic/weapp-tailwindcss/tree/weapp-tailwindcss@4.10.3/demo/rax-app']])
      assert.ok(upstreamDir('weapp-tailwindcss@4.10.3', 'demo').includes('rax-app'), 'still there at 4.10.3')
      for (const tag of ['weapp-tailwindcss@4.11.0', TAG]) assert.ok(!upstreamDir(tag, 'demo').includes('rax-app'), `gone at ${tag}`)
      const pkg = JSON.parse(await upstreamText('weapp-tailwindcss@4.10.3', 'demo/rax-app/package.json'))
      assert.match(pkg.devDependencies['rax-app'], /^3\./)
      const plugin = await upstreamText('weapp-tailwindcss@4.10.3', 'demo/rax-app/build.plugin.js')
      assert.match(plugin, /const \{ UnifiedWebpackPluginV5 \} = require\('weapp-tailwindcss\/webpack'\)/)
      assert.match(plugin, /onGetWebpackConfig\(\(config\) => \{[\s\S]*?config\.plugin\('RaxTailwindcssWebpackPluginV5'\)\.use\(UnifiedWebpackPluginV5,/)
      assert.match(await upstreamText('weapp-tailwindcss@4.10.3', 'demo/rax-app/build.json'), /"plugins": \[\s*"\.\/build\.plugin\.js"\s*\]/)
    },
  },
  {
    id: 'second-read-templates-postinstall-12-of-14',
    says: 'at weapp-tailwindcss@4.12.0, 12 of the 14 template copies under templates/ have postinstall "weapp-tw patch"; the two without a postinstall are uni-app-webpack-tailwindcss-v4 and the Vue 2 HBuilderX template on Tailwind CSS 2 (@tailwindcss/postcss7-compat)',
    quotes: [
      { page: `docs/${TEMPLATES}`, text: '多数模板在 `package.json` 的 `postinstall` 里写了 `weapp-tw patch`（主仓库 `weapp-tailwindcss@4.12.0` 标签下的 14 个模板副本里有 12 个，没写的是 `uni-app-webpack-tailwindcss-v4` 和 Tailwind CSS 2 的 Vue 2 HBuilderX 模板）' },
      { page: `${EN}${TEMPLATES}`, text: 'Most templates put `weapp-tw patch` in the `postinstall` script of `package.json` (12 of the 14 template copies in the main repository at the `weapp-tailwindcss@4.12.0` tag; the two without it are `uni-app-webpack-tailwindcss-v4` and the Tailwind CSS 2 HBuilderX template for Vue 2)' },
    ],
    slow: true,
    async proof() {
      const names = upstreamDir(TAG, 'templates')
      assert.equal(names.length, 14)
      const packages = Object.fromEntries(await Promise.all(names.map(async name => [name, JSON.parse(await upstreamText(TAG, `templates/${name}/package.json`))] as const)))
      const patched = names.filter(name => packages[name].scripts?.postinstall === 'weapp-tw patch')
      assert.equal(patched.length, 12)
      const without = names.filter(name => !patched.includes(name)).sort()
      assert.deepEqual(without, ['uni-app-vue2-tailwind-hbuilder-template', 'uni-app-webpack-tailwindcss-v4'])
      for (const name of without) assert.equal(packages[name].scripts?.postinstall, undefined, `${name} has no postinstall at all`)
      const vue2 = packages['uni-app-vue2-tailwind-hbuilder-template']
      assert.equal(vue2.devDependencies.tailwindcss, 'npm:@tailwindcss/postcss7-compat')
      assert.match(vue2.devDependencies['@dcloudio/vue-cli-plugin-uni'], /^2\./, 'uni-app for Vue 2')
    },
  },

  // ── docs/community/consult.md and docs/sponsor.md ────────────────────────────────────────────
  {
    id: 'second-read-edit-link-on-all-but-api-pages',
    says: 'the docs plugin of this site sets an editUrl; among the docs pages (Chinese and English), exactly those under api/ and api-v2/ turn the edit link off with custom_edit_url: null, and the typedoc-api plugin that generates them from the type definitions writes that front matter',
    quotes: zhEn('community/consult.md',
      '除了由类型定义自动生成的 API 参考页，每个文档页面底部都有“编辑此页”链接',
      'every docs page except the API reference pages generated from the type definitions has an "Edit this page" link at the bottom'),
    async proof() {
      const { ROOT } = await import('./support/options')
      const { docs } = await import('../config/docs')
      const { editUrl } = await import('../config/site')
      assert.equal(docs.editUrl, editUrl)
      assert.match(editUrl, /^https:\/\/github\.com\/.+\/edit\//)
      assert.match(fs.readFileSync(path.join(ROOT, 'plugins/typedoc-api/frontMatter.ts'), 'utf8'), /custom_edit_url: null/)
      for (const root of ['docs', `${EN.slice(0, -1)}`]) {
        const all = pages(path.join(ROOT, root))
        const off = all.filter(page => /^---\n[\s\S]*?\ncustom_edit_url: null\n[\s\S]*?---\n/.test(fs.readFileSync(path.join(ROOT, root, page), 'utf8')))
        const api = all.filter(page => /^api(-v2)?\//.test(page))
        assert.ok(api.length > 0 && all.length > api.length, root)
        assert.deepEqual(off.sort(), api.sort(), `${root}: edit link off exactly on the API reference pages`)
      }
    },
  },
  {
    id: 'second-read-author-docs-solo-and-cdn',
    says: 'the author\'s consulting page (website/docs/community/consult.md) at weapp-tailwindcss@4.12.0 says he maintains the code and the docs himself, pays for the CDN deployment in China with his own money, and does the day-to-day maintenance alone',
    quotes: [
      ...zhEn('community/consult.md',
        '作者在自己的咨询页里写过，代码和文档都是他一个人在维护，文档站部署在国内 CDN 上的费用也由他自己出。',
        'On his own consulting page, the author writes that he maintains the code and the docs by himself and pays out of his own pocket for serving the docs site from a CDN in mainland China.'),
      ...zhEn('sponsor.md',
        '例如把文档站部署在国内 CDN 上的费用，按作者在官方文档里的说法，这笔钱由他自己出。',
        'such as the cost of serving the docs site from a CDN in mainland China, which, as the author says in his own docs, he pays out of his own pocket.'),
    ],
    slow: true,
    async proof() {
      const page = await upstreamText(TAG, 'website/docs/community/consult.md')
      assert.match(page, /都是我自己维护代码，维护文档，花我自己的钱部署在国内的 `CDN` 上/)
      assert.match(page, /日常维护也只有我一个人/)
    },
  },

  // ── docs/how-to-contribute.mdx and docs/ai/index.md ──────────────────────────────────────────
  {
    id: 'second-read-contribute-commits-by-the-author',
    says: 'up to weapp-tailwindcss@4.12.0, leaving out [bot] authors, 3541 of the 3554 commits (over 99 %) are by the author\'s names ice breaker, SonOfMagic and sonofmagic',
    quotes: zhEn('how-to-contribute.mdx',
      '到 `weapp-tailwindcss@4.12.0` 为止，几乎所有提交都出自作者一人',
      'almost every commit up to `weapp-tailwindcss@4.12.0` comes from its author alone'),
    slow: true,
    async proof() {
      const authors = execFileSync('git', ['-C', upstreamGit(), 'log', '--format=%an', TAG], { encoding: 'utf8', maxBuffer: 1 << 26 }).trim().split('\n').filter(name => !name.endsWith('[bot]'))
      const own = authors.filter(name => ['ice breaker', 'SonOfMagic', 'sonofmagic'].includes(name))
      assert.deepEqual([own.length, authors.length], [3541, 3554])
      assert.ok(own.length / authors.length > 0.99)
    },
  },
  {
    id: 'second-read-contribute-changelog-from-changesets',
    says: 'at weapp-tailwindcss@4.12.0 the changelogs are generated by changesets with @icebreakers/changelog-github; the 4.12.0 change entries of weapp-tailwindcss (all but the dependency-bump lines) end with a commit link and "by @<GitHub user>"; none of the 13 commits by people other than the author touched .changeset/, and none of them is linked from any CHANGELOG.md',
    quotes: zhEn('how-to-contribute.mdx',
      '带 changeset 的改动在发布时会写进对应包的更新日志，条目后面附上提交链接和作者的 GitHub 用户名（形如 `by @sonofmagic`）；纯文档、测试修改不写 changeset，也就不会出现在更新日志里。',
      'A change that comes with a changeset is written into the changelog of its package at release time, followed by a link to the commit and the author\'s GitHub username (in the form `by @sonofmagic`); documentation-only and test-only changes need no changeset, so they don\'t show up in the changelog.'),
    slow: true,
    async proof() {
      const config = JSON.parse(await upstreamText(TAG, '.changeset/config.json'))
      assert.deepEqual(config.changelog, ['@icebreakers/changelog-github', { repo: 'sonofmagic/weapp-tailwindcss' }])
      const changelog = await upstreamText(TAG, 'packages/weapp-tailwindcss/CHANGELOG.md')
      const section = changelog.slice(changelog.indexOf('\n## 4.12.0\n'), changelog.indexOf('\n## ', changelog.indexOf('\n## 4.12.0\n') + 1))
      // change entries (dependency-bump lines carry no author)
      const entries = section.split('\n').filter(line => line.startsWith('- ') && !line.startsWith('- 📦 **Dependencies**'))
      assert.ok(entries.length > 0 && entries.every(line => /\[`[0-9a-f]{7}`\]\(https:\/\/github\.com\/sonofmagic\/weapp-tailwindcss\/commit\/[0-9a-f]{40}\) by @[\w-]+$/.test(line)), 'every entry: commit link, then by @user')
      const git = upstreamGit()
      const others = execFileSync('git', ['-C', git, 'log', '--format=%H%x09%an', TAG], { encoding: 'utf8', maxBuffer: 1 << 26 }).trim().split('\n')
        .map(line => line.split('\t') as [string, string]).filter(([, name]) => !name.endsWith('[bot]') && !['ice breaker', 'SonOfMagic', 'sonofmagic'].includes(name))
      assert.equal(others.length, 13)
      const changelogs = execFileSync('git', ['-C', git, 'ls-tree', '-r', '--name-only', TAG], { encoding: 'utf8', maxBuffer: 1 << 26 }).split('\n').filter(file => file.endsWith('CHANGELOG.md'))
      const allChangelogs = (await Promise.all(changelogs.map(file => upstreamText(TAG, file)))).join('\n')
      for (const [sha, name] of others) {
        const files = execFileSync('git', ['-C', git, 'show', '--name-only', '--format=', sha], { encoding: 'utf8' })
        assert.ok(!/^\.changeset\//m.test(files), `${name} ${sha} adds no changeset`)
        assert.ok(!allChangelogs.includes(sha.slice(0, 7)), `${name} ${sha} is not in a changelog`)
      }
    },
  },
  {
    id: 'second-read-contribute-e2e-fixtures-demo-and-apps',
    says: 'at weapp-tailwindcss@4.12.0 every e2e test that names a fixtures directory uses ../demo or ../apps (10 and 3 of them), the e2e matrix knows only demo and apps, and no file under e2e/ refers to templates',
    quotes: zhEn('how-to-contribute.mdx',
      '端到端测试构建的是 `demo/` 和 `apps/` 里的工程，不包括 `templates/`',
      'the end-to-end tests build the projects in `demo/` and `apps/`, not those in `templates/`'),
    slow: true,
    async proof() {
      const git = upstreamGit()
      const grep = (pattern: string) => { try { return execFileSync('git', ['-C', git, 'grep', '-h', '-o', '-E', pattern, TAG, '--', 'e2e'], { encoding: 'utf8' }).trim().split('\n') } catch { return [] } }
      const dirs = grep("fixturesDir: '[^']*'").map(line => line.replace(/^fixturesDir: /, ''))
      assert.deepEqual([...new Set(dirs)].sort(), ["'../apps'", "'../demo'"])
      assert.deepEqual([dirs.filter(d => d === "'../demo'").length, dirs.filter(d => d === "'../apps'").length], [10, 3])
      assert.match(await upstreamText(TAG, 'e2e/e2eMatrix.ts'), /if \(value === 'demo' \|\| value === 'apps'\)/)
      assert.deepEqual(grep('templates'), [], 'nothing under e2e/ refers to templates')
    },
  },
  {
    id: 'second-read-sidebars-list-pages',
    says: 'at weapp-tailwindcss@4.12.0, website/sidebars.ts only imports the sidebars from website/sidebars/*.ts; sidebars/ai.ts lists its docs by id (ai/index first); the only active autogenerated item in those files is dirName api/options in sidebars/api.ts (the one in options.ts is commented out)',
    quotes: [
      ...zhEn('how-to-contribute.mdx',
        '新增页面时需要在 `website/sidebars/` 下对应的侧边栏文件里登记位置（例如 AI 专题是 `sidebars/ai.ts`），`sidebars.ts` 只是把这些文件汇总起来。除了 `docs/api/options` 目录按文件自动生成条目，其它侧边栏都是逐页列出的，不登记的新页面不会出现在侧边栏里。',
        'A new page also has to be given a place in the matching sidebar file under `website/sidebars/` (for the AI section, `sidebars/ai.ts`); `sidebars.ts` only combines those files. Apart from the `docs/api/options` directory, whose entries are generated from its files, every sidebar lists its pages one by one, so a new page that isn\'t added doesn\'t appear in any sidebar.'),
      ...zhEn('ai/index.md',
        '还要在 `website/sidebars/ai.ts` 里登记，侧边栏才会出现它',
        'Add it to `website/sidebars/ai.ts` as well, or it won\'t appear in the sidebar.'),
    ],
    slow: true,
    async proof() {
      const root = await upstreamText(TAG, 'website/sidebars.ts')
      const imports = [...root.matchAll(/^import (\w+) from '\.\/sidebars\/(\w+)'$/gm)].map(m => m[2])
      assert.deepEqual(imports.sort(), ['ai', 'api', 'community', 'issues', 'migrations', 'options', 'tailwindcss', 'tutorial'])
      assert.match(root, /const sidebars: SidebarsConfig = \{[^}]*\}\s*module\.exports = sidebars/)
      const ai = await upstreamText(TAG, 'website/sidebars/ai.ts')
      assert.match(ai, /type: 'doc',\s*id: 'ai\/index'/)
      const active: string[] = []
      for (const file of upstreamDir(TAG, 'website/sidebars')) {
        const text = (await upstreamText(TAG, `website/sidebars/${file}`)).split('\n').filter(line => !/^\s*\/\//.test(line)).join('\n')
        for (const m of text.matchAll(/type: 'autogenerated',\s*dirName: '([^']+)'/g)) active.push(`${file}:${m[1]}`)
      }
      assert.deepEqual(active, ['api.ts:api/options'])
    },
  },

  // ── docs/projects/index.md ────────────────────────────────────────────────────────────────────
  {
    id: 'second-read-projects-patch-on-tailwindcss-patch-and-runtime-table',
    says: 'the weapp-tw CLI of weapp-tailwindcss 4.12.0 is created with createTailwindcssPatchCli from tailwindcss-patch, whose install command it mounts as patch; as installed, @weapp-tailwindcss/merge depends on tailwind-merge 3 (the Tailwind CSS 4 line), @weapp-tailwindcss/merge-v3 on tailwind-merge 2, @weapp-tailwindcss/variants on tailwind-variants, and @weapp-core/escape exports escape, unescape and the mapping table that unescape reverses with',
    quotes: [
      ...zhEn('projects/index.md', '`weapp-tw patch` 就建立在它之上', '`weapp-tw patch` is built on it'),
      ...zhEn('projects/index.md', '| `@weapp-tailwindcss/merge` | `tailwind-merge`（Tailwind CSS 4） |', '| `@weapp-tailwindcss/merge` | `tailwind-merge` (Tailwind CSS 4) |'),
      ...zhEn('projects/index.md', '| `@weapp-tailwindcss/merge-v3` | `tailwind-merge` 2.x（Tailwind CSS 3） |', '| `@weapp-tailwindcss/merge-v3` | `tailwind-merge` 2.x (Tailwind CSS 3) |'),
      ...zhEn('projects/index.md', '| `@weapp-tailwindcss/variants` | `tailwind-variants` |', '| `@weapp-tailwindcss/variants` | `tailwind-variants` |'),
      ...zhEn('projects/index.md', '无，负责类名的转义与反转义规则', 'None; it holds the rules for escaping and unescaping class names'),
    ],
    async proof() {
      const { ROOT } = await import('./support/options')
      const pkg = (name: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'))
      const cli = fs.readFileSync(path.join(ROOT, 'node_modules/weapp-tailwindcss/dist/cli.mjs'), 'utf8')
      assert.match(cli, /^import \{ createTailwindcssPatchCli \} from "tailwindcss-patch";$/m)
      assert.match(cli, /var mountOptions = \{\s*commandOptions: \{\s*install: \{\s*name: "patch",/)
      assert.match(cli, /var cli = createTailwindcssPatchCli\(\{/)
      assert.match(pkg('@weapp-tailwindcss/merge').dependencies['tailwind-merge'], /^\^3\./)
      assert.match(pkg('@weapp-tailwindcss/merge-v3').dependencies['tailwind-merge'], /^\^2\./)
      assert.ok(pkg('@weapp-tailwindcss/variants').dependencies['tailwind-variants'])
      const escape = await import('@weapp-core/escape')
      assert.equal(escape.unescape(escape.escape('w-[100px]'), { map: escape.MappingChars2String }), 'w-[100px]', 'unescape with the mapping table reverses escape')
      assert.equal(escape.escape('w-[100px]'), 'w-_b100px_B')
    },
  },
  {
    id: 'second-read-projects-clone-urls-are-the-table-urls',
    says: 'every git clone URL in the projects page (both languages) is the repository URL of a template in lib/data/templates.ts, so the page and the template tables point to the same repositories',
    quotes: [
      ...zhEn('projects/index.md', 'git clone https://github.com/icebreaker-template/uni-app-vue2-tailwind-vscode-template.git', 'git clone https://github.com/icebreaker-template/uni-app-vue2-tailwind-vscode-template.git'),
      ...zhEn('projects/index.md', 'git clone https://github.com/icebreaker-template/uni-app-vue3-tailwind-hbuilder-template.git', 'git clone https://github.com/icebreaker-template/uni-app-vue3-tailwind-hbuilder-template.git'),
      ...zhEn('projects/index.md', 'git clone https://github.com/icebreaker-template/weapp-native-mina-tailwindcss-template.git', 'git clone https://github.com/icebreaker-template/weapp-native-mina-tailwindcss-template.git'),
    ],
    async proof() {
      const { ROOT } = await import('./support/options')
      const { templates } = await import('../lib/data/templates')
      const urls = new Set(templates.map(t => t.url))
      for (const page of ['docs/projects/index.md', `${EN}projects/index.md`]) {
        const clones = [...fs.readFileSync(path.join(ROOT, page), 'utf8').matchAll(/^git clone (\S+)\.git$/gm)].map(m => m[1]!)
        assert.equal(clones.length, 6, page)
        assert.deepEqual(clones.filter(url => !urls.has(url)), [], `${page}: clone URLs outside the template data`)
      }
    },
  },

  // ── docs/showcase/index.mdx ───────────────────────────────────────────────────────────────────
  {
    id: 'second-read-showcase-last-card-links-issue-270',
    says: 'the showcase grid renders the projects and then one last card whose link goes to showcaseSubmitUrl, https://github.com/sonofmagic/weapp-tailwindcss/issues/270, the thread the showcase data is taken from',
    quotes: zhEn('showcase/index.mdx',
      '列表末尾的卡片链接到 GitHub 上的“谁在使用 weapp-tailwindcss？”讨论串（issue #270）',
      'The last card in the list links to the "谁在使用 weapp-tailwindcss？" ("Who is using weapp-tailwindcss?") discussion thread on GitHub (issue #270).'),
    async proof() {
      const { ROOT } = await import('./support/options')
      const { showcaseSubmitUrl } = await import('../lib/data/showcase')
      assert.equal(showcaseSubmitUrl, 'https://github.com/sonofmagic/weapp-tailwindcss/issues/270')
      const grid = fs.readFileSync(path.join(ROOT, 'src/components/ShowcaseGrid/index.tsx'), 'utf8')
      const list = grid.slice(grid.indexOf('export default function ShowcaseGrid'))
      assert.match(list, /\{showcaseProjects\.map\([\s\S]*?\)\}\s*<li className=\{styles\.item\}>[\s\S]*?<Link className=\{styles\.link\} to=\{showcaseSubmitUrl\}>[\s\S]*?<\/li>\s*<\/ul>/, 'one card after the projects, linking to the thread')
      assert.match(fs.readFileSync(path.join(ROOT, 'lib/data/showcase.ts'), 'utf8'), /"谁在使用 weapp-tailwindcss？" thread/)
    },
  },

  // ── docs/copyright.md ─────────────────────────────────────────────────────────────────────────
  {
    id: 'second-read-copyright-certificate',
    says: 'the software copyright registration certificate the author publishes shows certificate No. 14324492, registration number 2024SR1920619, software name "weapp-tailwindcss样式生成软件 [简称：weapp-tailwindcss] V1.0", original acquisition, all rights, dated 2024-11-28, issued by the National Copyright Administration of China',
    quotes: [
      ...zhEn('copyright.md', '| 证书号 | 软著登字第 14324492 号 |', '软著登字第 14324492 号 (software copyright registration certificate No. 14324492)'),
      ...zhEn('copyright.md', '| 登记号 | 2024SR1920619 |', '| Registration number | 2024SR1920619 |'),
      ...zhEn('copyright.md', '| 登记日期 | 2024 年 11 月 28 日 |', '| Registration date | November 28, 2024 |'),
    ],
    manual: {
      ran: 'git show weapp-tailwindcss@4.12.0:website/static/img/copyright.png (the certificate image shown on the author\'s copyright page, website/docs/copyright.md) and read it: 国家版权局 计算机软件著作权登记证书, 证书号 软著登字第14324492号, 软件名称 weapp-tailwindcss样式生成软件 [简称：weapp-tailwindcss] V1.0, 权利取得方式 原始取得, 权利范围 全部权利, 登记号 2024SR1920619, 2024年11月28日',
      versions: 'upstream repository at the weapp-tailwindcss@4.12.0 tag',
      on: '2026-11-29',
      why: 'the facts are only in an image of the certificate; reading it needs a person (no OCR here)',
    },
  },
])
