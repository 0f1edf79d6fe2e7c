// Claims of the community pages (docs/community.mdx, docs/community/templates.mdx, consult.md, docs/showcase):
// the template and showcase facts are checked against the site's data (lib/data), the template repositories
// against their copies under templates/ and demo/ in the upstream repository at the weapp-tailwindcss@4.12.0 tag
// (slow claims, see support/upstream.ts), and the escaping examples against weapp-tailwindcss 4.12.0.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { defineClaims } from '../lib/claims/define'

const EN = 'i18n/en/docusaurus-plugin-content-docs/current/'
const zhEn = (file: string, zh: string, en: string) => [{ page: `docs/${file}`, text: zh }, { page: `${EN}${file}`, text: en }]
const TEMPLATES = 'community/templates.mdx'
const TAG = 'weapp-tailwindcss@4.12.0'

/** A JSON file of the upstream repository at the 4.12.0 tag (claims/support/upstream.ts). */
async function upstreamJson(file: string) {
  const { upstreamPackageJson } = await import('./support/upstream')
  return upstreamPackageJson(TAG, file)
}

/** Entries directly under a directory of the upstream repository at the tag. */
function upstreamDir(dir: string): string[] {
  const git = process.env.WEAPP_TW_UPSTREAM_GIT ?? ''
  assert.ok(git !== '' && fs.existsSync(git), 'WEAPP_TW_UPSTREAM_GIT names a clone of https://github.com/sonofmagic/weapp-tailwindcss with its tags')
  return execFileSync('git', ['-C', git, 'ls-tree', '--name-only', `${TAG}:${dir}`], { encoding: 'utf8' }).trim().split('\n')
}

export default defineClaims(import.meta.url, [
  // ── docs/community/templates.mdx ──────────────────────────────────────────────────────────────
  {
    id: 'templates-table-facts',
    says: 'in lib/data/templates.ts: the Vue 2 + webpack 4 HBuilderX template is on Tailwind CSS 2; every Taro template is Taro 4; the Taro Vue 3 one includes NutUI 4 and @tarojs/plugin-html; the uni-app Vue 3 + Vite CLI, Taro React + webpack 5 and weapp-vite templates are recommended; the @weapp-tailwindcss/cli template is deprecated; the webpack 5 native template and the gulp example include component libraries; the Tailwind CSS 4 templates are under icebreaker-template with names ending in tailwindcss-v4 except the two native ones',
    quotes: [
      ...zhEn(TEMPLATES, 'Vue 2 + webpack 4 的 HBuilderX 模板还停留在 Tailwind CSS 2 的兼容版', 'The Vue 2 + webpack 4 HBuilderX template is still on the Tailwind CSS 2 compatibility version'),
      ...zhEn(TEMPLATES, '这几个模板都基于 Taro 4。', 'These templates are all based on Taro 4.'),
      ...zhEn(TEMPLATES, 'Vue 3 模板额外装好了 NutUI 4 和 `@tarojs/plugin-html`', 'The Vue 3 template also comes with NutUI 4 and `@tarojs/plugin-html`'),
      ...zhEn(TEMPLATES, '如果还拿不定主意，uni-app 选 Vue 3 + Vite 的 CLI 模板，Taro 选 React + webpack 5 的模板，原生小程序选 weapp-vite 模板，这几条路线都有作者推荐的模板可以直接起步。', 'Each of these routes has a template the author recommends that you can start from directly.'),
      { page: `${EN}${TEMPLATES}`, text: 'If you still cannot decide: for uni-app, pick the Vue 3 + Vite CLI template; for Taro, the React + webpack 5 template; for native mini-programs, the weapp-vite template.' },
      ...zhEn(TEMPLATES, '基于 `@weapp-tailwindcss/cli` 的模板已经停止维护', 'The template based on `@weapp-tailwindcss/cli` is no longer maintained'),
      ...zhEn(TEMPLATES, '可以参考 webpack 5 模板和 gulp 示例工程，二者都预装了常见的小程序组件库', 'both come with common mini-program component libraries'),
      ...zhEn(TEMPLATES, '上面表格里的 Tailwind CSS 4 模板，除了原生小程序的两个（weapp-vite 仓库里的模板和社区维护的 Vue Mini 模板），都放在 GitHub 组织 `icebreaker-template` 下，仓库名以 `tailwindcss-v4` 结尾。', 'Apart from two native mini-program templates (the one in the weapp-vite repository and the community-maintained Vue Mini one), the Tailwind CSS 4 templates in the tables above are under the GitHub organization `icebreaker-template`, with repository names ending in `tailwindcss-v4`.'),
    ],
    async proof() {
      const { templates } = await import('../lib/data/templates')
      const byName = (name: string) => templates.find(t => t.name === name)!
      assert.equal(byName('uni-app-vue2-tailwind-hbuilder-template').tailwind, 2)
      assert.equal(byName('uni-app-vue2-tailwind-hbuilder-template').stack, 'Vue 2 + webpack 4（HBuilderX）')
      const taro = templates.filter(t => t.framework === 'Taro')
      assert.ok(taro.length >= 3 && taro.every(t => t.stack.startsWith('Taro 4 ')), 'every Taro template is Taro 4')
      const taroVue3 = taro.filter(t => t.stack.includes('Vue 3'))
      assert.equal(taroVue3.length, 1)
      assert.ok(taroVue3[0]!.includes!.includes('NutUI 4') && taroVue3[0]!.includes!.includes('@tarojs/plugin-html'))
      const recommended = templates.filter(t => t.recommended).map(t => `${t.framework}: ${t.stack}`)
      assert.ok(recommended.includes('uni-app: Vue 3 + Vite（uni-app CLI，VS Code 开发）'))
      assert.ok(recommended.includes('Taro: Taro 4 + React + webpack 5'))
      assert.ok(recommended.includes('原生小程序: weapp-vite（原生写法，Vite 构建）'))
      assert.equal(byName('weapp-vite-tailwindcss-template').note, '也可以用 pnpm create weapp-vite 选择 Tailwind CSS 模板生成')
      assert.match(byName('native-weapp-tailwindcss-template').note!, /@weapp-tailwindcss\/cli 已废弃/)
      assert.ok(byName('weapp-native-mina-tailwindcss-template').includes!.includes('Vant Weapp'))
      assert.ok(byName('demo/gulp-app').includes!.includes('Vant Weapp'))
      const v4 = templates.filter(t => t.tailwind === 4)
      const outside = v4.filter(t => !/^https:\/\/github\.com\/icebreaker-template\/[\w-]*tailwindcss-v4$/.test(t.url))
      assert.deepEqual(outside.map(t => [t.framework, t.name]), [['原生小程序', 'weapp-vite-tailwindcss-template'], ['原生小程序', 'Vue-mini_tailwindcss_v4']])
      assert.match(outside[0]!.url, /^https:\/\/github\.com\/weapp-vite\/weapp-vite\//)
      assert.match(outside[1]!.stack, /社区维护/)
    },
  },
  {
    id: 'templates-plugin-html-and-css-var-scope',
    says: 'the injectAdditionalCssVarScope JSDoc in weapp-tailwindcss 4.12.0 names @tarojs/plugin-html as a chain that removes selectors containing * and says the option writes the variable scope back so gradients keep working; with the option on, a Tailwind CSS 3 ::backdrop variable rule yields a view,text,::after,::before rule with the gradient variables, without it nothing',
    quotes: zhEn(TEMPLATES,
      '后者会删掉含 `*` 的选择器，导致渐变这类依赖 CSS 变量的样式失效，这时打开 [`injectAdditionalCssVarScope`](/docs/api/interfaces/UserDefinedOptions) 选项即可补回变量作用域。',
      'the latter removes selectors containing `*`, which breaks styles that rely on CSS variables, such as gradients. In that case, turn on the [`injectAdditionalCssVarScope`](/docs/api/interfaces/UserDefinedOptions) option to restore the variables\' scope.'),
    async proof() {
      const { packageFile, wxss, TW3 } = await import('./support/options')
      assert.match(packageFile('weapp-tailwindcss', 'dist/index-BXrmQelt.d.ts'), /当构建链路（例如 `@tarojs\/plugin-html`）移除了包含 `\*` 的选择器时，可启用该选项重新写入变量作用域，以避免渐变等功能失效。\s*\* @default false\s*\*\/\s*injectAdditionalCssVarScope\?: boolean;/)
      const backdrop = '::backdrop{--tw-a:1;--tw-b:2}'
      assert.equal(await wxss(backdrop, { ...TW3 }), '')
      const restored = await wxss(backdrop, { ...TW3, injectAdditionalCssVarScope: true })
      assert.match(restored, /^view,text,::after,::before \{[^}]*--tw-gradient-from-position: {2};/)
    },
  },
  {
    id: 'templates-upstream-copies-at-4-12-0',
    says: 'at weapp-tailwindcss@4.12.0, the template copies under templates/: uni-app x tailwind.config.js content covers only pages/** and components/** uts/uvue; the Taro templates run build:weapp --watch for dev:weapp into outputRoot dist and open WeChat DevTools with weapp (weapp-ide-cli); the Mpx template serves with mpx-cli-service serve, opens dist/wx, uses Tailwind CSS 4 with src/app.css; most templates declare packageManager; the demo directory holds gulp, Mpx, native, Taro (React webpack 5 / Vite, Vue 3), uni-app Vue 3 + Vite and uni-app x examples, with Tailwind CSS 4 ones for Mpx, Taro, uni-app and uni-app x',
    quotes: [
      ...zhEn(TEMPLATES, '它的 `tailwind.config.js` 默认只扫描 `pages` 和 `components` 两个目录里的 `uvue` 与 `uts` 文件', 'By default its `tailwind.config.js` only scans `uvue` and `uts` files in the `pages` and `components` directories.'),
      ...zhEn(TEMPLATES, '`pnpm dev:weapp` 会以监听模式构建到 `dist`，`pnpm open` 借助 `weapp-ide-cli` 直接唤起微信开发者工具', '`pnpm dev:weapp` builds to `dist` in watch mode, and `pnpm open` launches WeChat DevTools directly through `weapp-ide-cli`'),
      ...zhEn(TEMPLATES, 'Mpx 模板用 `mpx-cli-service serve` 开发，产物在 `dist/wx`。它直接使用 Tailwind CSS 4，入口样式写在 `src/app.css` 中', 'The Mpx template is developed with `mpx-cli-service serve`, and its output goes to `dist/wx`. It uses Tailwind CSS 4 directly, with the entry styles in `src/app.css`'),
      ...zhEn(TEMPLATES, '多数模板在 `package.json` 里写了 `packageManager` 字段', 'Most templates have a `packageManager` field in `package.json`'),
      ...zhEn(TEMPLATES, '主仓库在 `weapp-tailwindcss@4.12.0` 标签下的 `demo` 目录里还有各框架的接入示例：gulp、Mpx、原生小程序、Taro（React + webpack 5、React + Vite、Vue 3）、uni-app（Vue 3 + Vite）和 uni-app x，其中 Mpx、Taro、uni-app 和 uni-app x 另有 Tailwind CSS 4 的版本。', 'At the `weapp-tailwindcss@4.12.0` tag, the `demo` directory of the main repository also has setup examples for gulp, Mpx, native mini-programs, Taro (React + webpack 5, React + Vite, Vue 3), uni-app (Vue 3 + Vite) and uni-app x; Mpx, Taro, uni-app and uni-app x each have a Tailwind CSS 4 version as well.'),
    ],
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const unix = upstreamFile(TAG, 'templates/uni-app-x-hbuilderx/tailwind.config.js')!
      assert.deepEqual([...unix.matchAll(/r\('(\.\/[^']+)'\)/g)].map(m => m[1]), ['./pages/**/*.{uts,uvue}', './components/**/*.{uts,uvue}', './uni_modules/**/*'])
      assert.match(unix, /`!\$\{r\('\.\/uni_modules\/\*\*\/\*'\)\}`/, 'uni_modules is excluded, not scanned')
      for (const name of ['taro-react-tailwind-vscode-template', 'taro-vue3-tailwind-vscode-template', 'taro-vite-tailwindcss-v4', 'taro-webpack-tailwindcss-v4']) {
        const pkg = await upstreamJson(`templates/${name}/package.json`)
        assert.equal(pkg.scripts['dev:weapp'], 'npm run build:weapp -- --watch', name)
        assert.match(pkg.scripts.open, /^weapp open -p\b/, name)
        assert.ok(pkg.devDependencies['weapp-ide-cli'], name)
        assert.match(pkg.devDependencies['@tarojs/cli'], /^4\./, name)
        assert.match(upstreamFile(TAG, `templates/${name}/config/index.ts`)!, /outputRoot: 'dist'/, name)
      }
      const mpx = await upstreamJson('templates/mpx-tailwindcss-v4/package.json')
      assert.equal(mpx.scripts.serve, 'mpx-cli-service serve')
      assert.equal(mpx.scripts.open, 'weapp open -p dist/wx')
      assert.match(mpx.devDependencies.tailwindcss, /^\^4\./)
      assert.match(upstreamFile(TAG, 'templates/mpx-tailwindcss-v4/src/app.css')!, /^@import "tailwindcss";/, 'the Tailwind CSS entry')
      const names = upstreamDir('templates')
      const withManager = []
      for (const name of names) if ((await upstreamJson(`templates/${name}/package.json`)).packageManager) withManager.push(name)
      assert.ok(withManager.length * 2 > names.length, `${withManager.length} of ${names.length} templates declare packageManager`)
      const demo = upstreamDir('demo').filter(name => !/\.|^__tests__$/.test(name)).sort()
      assert.deepEqual(demo, ['gulp-app', 'mpx-app', 'mpx-tailwindcss-v4', 'native', 'native-ts', 'taro-app', 'taro-app-vite', 'taro-vite-tailwindcss-v4', 'taro-vue3-app', 'taro-webpack-tailwindcss-v4', 'uni-app-tailwindcss-v4', 'uni-app-vue3-vite', 'uni-app-x-hbuilderx-tailwindcss3', 'uni-app-x-hbuilderx-tailwindcss4', 'web'])
      const deps = async (name: string) => { const p = await upstreamJson(`demo/${name}/package.json`); return { ...p.dependencies, ...p.devDependencies } }
      assert.ok((await deps('taro-app')).react && (await deps('taro-app')).webpack)
      assert.ok((await deps('taro-app-vite')).react && (await deps('taro-app-vite')).vite)
      assert.ok((await deps('taro-vue3-app')).vue)
      assert.ok((await deps('uni-app-vue3-vite')).vite)
      for (const name of ['mpx-tailwindcss-v4', 'taro-vite-tailwindcss-v4', 'taro-webpack-tailwindcss-v4', 'uni-app-tailwindcss-v4', 'uni-app-x-hbuilderx-tailwindcss4']) assert.equal((await deps(name)).tailwindcss, 'catalog:tailwindcss4', name)
    },
  },

  {
    id: 'templates-hbuilderx-readme-order',
    says: 'at weapp-tailwindcss@4.12.0 the three uni-app HBuilderX templates under templates/ (the Vue 3 one, the Tailwind CSS 4 one, the Vue 2 one) are exactly the HBuilderX templates of the uni-app section; their READMEs say to install first (yarn for the Vue 2 one, pnpm install for the other two), then import the project into HBuilderX and run it',
    quotes: zhEn(TEMPLATES, '主仓库里这三个 HBuilderX 模板的 README 也都是这个顺序：先安装依赖（Vue 2 模板用 `yarn`，另外两个用 `pnpm install`），装好后再用 HBuilderX 导入运行。', 'The READMEs of the three HBuilderX templates in the main repository give the same order: install the dependencies first (with `yarn` for the Vue 2 template, `pnpm install` for the other two), then import the project into HBuilderX and run it.'),
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const hbuilder = upstreamDir('templates').filter(name => /hbuilder/.test(name) && name.startsWith('uni-app-') && !name.startsWith('uni-app-x'))
      assert.deepEqual(hbuilder.sort(), ['uni-app-hbuilderx-tailwindcss-v4', 'uni-app-vue2-tailwind-hbuilder-template', 'uni-app-vue3-tailwind-hbuilder-template'])
      const install = { 'uni-app-hbuilderx-tailwindcss-v4': 'pnpm install', 'uni-app-vue3-tailwind-hbuilder-template': 'pnpm install', 'uni-app-vue2-tailwind-hbuilder-template': 'yarn' } as Record<string, string>
      for (const name of hbuilder) {
        const readme = upstreamFile(TAG, `templates/${name}/README.md`)!
        assert.ok(readme.includes('```bash\n' + install[name] + '\n```\n\n安装完成后，直接用 `HBuilderX` 导入项目并运行。'), `${name}: ${install[name]}, then import into HBuilderX`)
      }
    },
  },

  // ── docs/community/group.md ────────────────────────────────────────────────────────────────────
  {
    id: 'group-disabled-off-for-h5-and-app',
    says: 'the recommended uni-app Vite template at weapp-tailwindcss@4.12.0 passes disabled: UNI_PLATFORM is h5 or app to the plugin, so the plugin is off for H5 and App and on for mini-programs',
    quotes: zhEn('community/group.md', '多端项目里常见的写法会在 H5 和 App 端关闭它', 'in multi-platform projects, a common setup turns it off for H5 and App'),
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const dir = 'templates/uni-app-vite-vue3-tailwind-vscode-template'
      assert.match(upstreamFile(TAG, `${dir}/vite.config.ts`)!, /weappTailwindcss\(\{[\s\S]*?disabled: weappTailwindcssDisabled,/)
      const platform = upstreamFile(TAG, `${dir}/platform.ts`)!
      assert.match(platform, /const isH5 = process\.env\.UNI_PLATFORM === 'h5'\nconst isApp = process\.env\.UNI_PLATFORM === 'app'\nconst weappTailwindcssDisabled = isH5 \|\| isApp\n/)
    },
  },

  {
    id: 'group-qq-group-1-marked-full',
    says: 'the author\'s group page (website/docs/community/group.md) at weapp-tailwindcss@4.12.0 heads QQ group 1 (49262447) as full and suggests waiting or joining group 2',
    quotes: zhEn('community/group.md', '作者的群页面在 `weapp-tailwindcss@4.12.0` 时把它标为已满，可以等空位，或者改加二群', 'Marked as full on the author\'s group page as of `weapp-tailwindcss@4.12.0`; wait for a place to open up, or join group 2 instead'),
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      const page = upstreamFile(TAG, 'website/docs/community/group.md')!
      assert.match(page, /<h3[^>]*>QQ 一群（已满）<\/h3>\s*<p[^>]*>群号 `49262447` 暂无空位，可等待或加入二群。<\/p>/)
    },
  },

  // ── docs/sponsor.md ─────────────────────────────────────────────────────────────────────────────
  {
    id: 'sponsor-donations-recorded-per-author-docs',
    says: 'the author\'s sponsor page (website/docs/sponsor.md) at weapp-tailwindcss@4.12.0 says small donations are recorded in the github.com/sonofmagic/sponsors repository, which generates an image shown on his blog',
    quotes: zhEn('sponsor.md',
      '按作者在官方文档中的说明，小额打赏会记录在他 GitHub 账号下的 `sponsors` 仓库里，并生成赞助者名单图片，挂在他的博客站点上。',
      'According to the author\'s own docs, small donations are recorded in the `sponsors` repository under his GitHub account, which generates an image of the sponsor list that is shown on his blog.'),
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      assert.match(upstreamFile(TAG, 'website/docs/sponsor.md')!, /有小额打赏意愿的朋友，你的打赏会被记录在 \[sponsors\]\(https:\/\/github\.com\/sonofmagic\/sponsors\) 仓库中，生成图片挂在我的博客站点。/)
    },
  },

  // ── docs/showcase/index.mdx ───────────────────────────────────────────────────────────────────
  {
    id: 'showcase-escape-examples',
    says: 'weapp-tailwindcss 4.12.0 escapes w-[100px] to w-_b100px_B, bg-sky-500/50 to bg-sky-500_f50 and md:flex to md_cflex: an underscore plus a letter',
    quotes: [
      { page: 'docs/showcase/index.mdx', text: '类名 `w-[100px]` 应当显示为 `w-_b100px_B`，`bg-sky-500/50` 应当显示为 `bg-sky-500_f50`：方括号、斜杠、冒号等小程序不接受的字符都被替换成了下划线加字母的组合。' },
      { page: `${EN}showcase/index.mdx`, text: 'The class name `w-[100px]` should show up as `w-_b100px_B`, and `bg-sky-500/50` as `bg-sky-500_f50`: characters mini-programs don\'t accept, such as square brackets, slashes and colons, have all been replaced with an underscore plus a letter.' },
    ],
    async proof() {
      const { escape } = await import('weapp-tailwindcss/escape')
      assert.equal(escape('w-[100px]'), 'w-_b100px_B')
      assert.equal(escape('bg-sky-500/50'), 'bg-sky-500_f50')
      assert.equal(escape('md:flex'), 'md_cflex')
    },
  },
  {
    id: 'showcase-cards-from-data',
    says: 'the showcase data lists projects in the order they were submitted to the thread and the grid keeps that order; it draws each tile from the project name (a hue hashed from it, plus initials); the data has no image, icon or QR-code field',
    quotes: [
      ...zhEn('showcase/index.mdx', '卡片的先后顺序就是作者们在 GitHub 讨论串里提交的先后顺序，不代表任何排名。', 'The cards are in the order in which the authors posted them in the GitHub discussion thread; the order is not a ranking.'),
      ...zhEn('showcase/index.mdx', '每张卡片上的彩色方块是本站根据项目名称自动生成的示意图案，并非项目的图标或截图', 'The colored squares on each card are a pattern this site generates automatically from the project\'s name, not the project\'s icon or a screenshot.'),
      ...zhEn('showcase/index.mdx', '本站不会转载项目的截图、图标或二维码，只保留文字信息，卡片图案统一由网站生成。', 'This site doesn\'t republish projects\' screenshots, icons or QR codes; it keeps only the text, and the card patterns are all generated by the site.'),
    ],
    async proof() {
      const { ROOT } = await import('./support/options')
      const grid = fs.readFileSync(path.join(ROOT, 'src/components/ShowcaseGrid/index.tsx'), 'utf8')
      assert.match(grid, /function hueOf\(name: string\): number/)
      assert.match(grid, /<ProjectTile name=\{project\.name\} \/>/)
      assert.match(grid, /showcaseProjects\.map\(/, 'cards in the order of the data')
      assert.doesNotMatch(grid, /<img\b/)
      const data = fs.readFileSync(path.join(ROOT, 'lib/data/showcase.ts'), 'utf8')
      assert.match(data, /^\/\/ Projects built with weapp-tailwindcss, in the order they were submitted to the\n\/\/ "谁在使用 weapp-tailwindcss？" thread/, 'the data keeps the order of the thread')
      const { showcaseProjects } = await import('../lib/data/showcase')
      const fields = new Set(showcaseProjects.flatMap(project => Object.keys(project)))
      assert.deepEqual([...fields].filter(field => !['name', 'platforms', 'description', 'owner', 'url', 'en'].includes(field)), [])
    },
  },

  // ── docs/community.mdx and docs/community/consult.md ─────────────────────────────────────────
  {
    id: 'community-css-macro-since-2-10-0',
    says: 'the css-macro sources first appear at upstream tag v2.10.0 (absent at v2.9.3); in 4.12.0 the plugin adds ifdef-[...] / ifndef-[...] variants and a named variant (such as wx) for each variantsMap entry',
    quotes: zhEn('community.mdx', 'weapp-tailwindcss 2.10.0 起', 'weapp-tailwindcss 2.10.0 and later'),
    slow: true,
    async proof() {
      const { upstreamFile } = await import('./support/upstream')
      assert.equal(upstreamFile('v2.9.3', 'src/css-macro/index.ts'), undefined)
      assert.ok(upstreamFile('v2.10.0', 'src/css-macro/index.ts'))
      const { packageFile } = await import('./support/options')
      const macro = packageFile('weapp-tailwindcss', 'dist/css-macro.mjs')
      assert.match(macro, /matchVariant\("ifdef", \(value\) => createMediaQuery\(value\)\)/)
      assert.match(macro, /for \(const variant of staticVariants\) \{[^}]*addVariant\(variant\.name, query\)/)
    },
  },
  {
    id: 'css-macro-platform-variants-run',
    says: 'run with Tailwind CSS 3.4.19 and 4.3.5 and the css-macro PostCSS plugin of weapp-tailwindcss 4.12.0: ifdef-[MP-WEIXIN]:mt-4 and, with variantsMap { wx: "MP-WEIXIN" }, wx:mt-4 come out inside a #ifdef MP-WEIXIN … #endif block, i.e. margin only on WeChat',
    quotes: [
      ...zhEn('community.mdx', '用 `wx:`、`ifdef-[...]:` 之类的前缀写出只在某个平台生效的样式', 'Prefixes such as `wx:` and `ifdef-[...]:` for styles that apply on one platform only'),
      ...zhEn('tailwindcss-maintenance-book.md', '把平台专属的类名写成变体，例如只在微信端生效的间距', 'write platform-specific class names as variants — spacing that applies only on WeChat, for example'),
    ],
    async proof() {
      const { ROOT } = await import('./support/options')
      const postcss = (await import('postcss')).default
      const macroPostcss = (await import('weapp-tailwindcss/css-macro/postcss')).default as unknown as () => never
      const squash = (css: string) => css.replace(/\s+/g, ' ')
      const { compile } = await import('@tailwindcss/node')
      const compiler = await compile('@import "weapp-tailwindcss/index.css";\n@plugin "weapp-tailwindcss/css-macro";', { base: ROOT, onDependency: () => {} })
      const v4 = squash((await postcss([macroPostcss()]).process(compiler.build(['ifdef-[MP-WEIXIN]:mt-4']), { from: undefined })).css)
      assert.match(v4, /\/\* #ifdef MP-WEIXIN \*\/ \.ifdef-\\\[MP-WEIXIN\\\]\\:mt-4 \{ margin-top: calc\(var\(--spacing\) \* 4\); \} \/\* #endif \*\//)
      const tailwindcss3 = (await import('tailwindcss-3')).default as unknown as (config: unknown) => never
      const cssMacro = (await import('weapp-tailwindcss/css-macro')).default as unknown as (options?: unknown) => never
      const tw = tailwindcss3({ corePlugins: { preflight: false }, content: [{ raw: '<view class="wx:mt-4"></view>', extension: 'html' }], plugins: [cssMacro({ variantsMap: { wx: 'MP-WEIXIN' } })] })
      const v3 = squash((await postcss([tw, macroPostcss()]).process('@tailwind utilities;', { from: undefined })).css)
      assert.equal(v3.trim(), '/* #ifdef MP-WEIXIN */ .wx\\:mt-4 { margin-top: 1rem } /* #endif */')
    },
  },
  {
    id: 'consult-commit-counts',
    says: 'up to weapp-tailwindcss@4.12.0 (committed 2026-05-04), leaving out [bot] authors, the upstream history has 3554 commits, 3541 by the author\'s names (ice breaker, SonOfMagic, sonofmagic) and 13 by others; the first commit is dated 2022-01-17',
    quotes: [
      ...zhEn('community/consult.md', '数到 `weapp-tailwindcss@4.12.0` 这个标签（2026 年 5 月）为止，除去机器人账号，仓库共有 3554 次提交，其中 3541 次出自作者本人的几个署名，其余 13 次来自其他贡献者。', 'Counting up to the `weapp-tailwindcss@4.12.0` tag (May 2026) and leaving out bot accounts, the repository has 3554 commits: 3541 of them come from the author under several names, and the remaining 13 from other contributors.'),
      ...zhEn('community/consult.md', '仓库的第一次提交是在 2022 年 1 月 17 日', 'first commit dates from January 17, 2022'),
    ],
    slow: true,
    async proof() {
      const git = process.env.WEAPP_TW_UPSTREAM_GIT ?? ''
      assert.ok(git !== '' && fs.existsSync(git), 'WEAPP_TW_UPSTREAM_GIT names a clone of https://github.com/sonofmagic/weapp-tailwindcss with its tags')
      const log = (format: string) => execFileSync('git', ['-C', git, 'log', `--format=${format}`, TAG], { encoding: 'utf8', maxBuffer: 1 << 26 }).trim().split('\n')
      const authors = log('%an').filter(name => !name.endsWith('[bot]'))
      assert.equal(authors.length, 3554)
      const author = new Set(['ice breaker', 'SonOfMagic', 'sonofmagic'])
      assert.equal(authors.filter(name => author.has(name)).length, 3541)
      assert.equal(authors.filter(name => !author.has(name)).length, 13)
      assert.match(log('%cs')[0]!, /^2026-05-/)
      assert.equal(log('%as').at(-1), '2022-01-17')
    },
  },
])
