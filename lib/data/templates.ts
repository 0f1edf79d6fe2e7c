// Starter templates that already wire weapp-tailwindcss into a framework.
// Facts come from each template's package.json (dependency versions at the time of writing);
// a field left out means the template does not say, so the table shows "以仓库为准" ("see the repository").

export type TemplateFramework = 'uni-app' | 'uni-app x' | 'Taro' | 'Mpx' | 'Rax' | '原生小程序'

type TemplateLanguage = 'TypeScript' | 'JavaScript' | 'UTS'

export interface StarterTemplate {
  /** Repository or folder name, shown as the link text. */
  name: string
  framework: TemplateFramework
  /** How the project is written and built, e.g. "Vue 3 + Vite（CLI）". */
  stack: string
  /** Major version of Tailwind CSS the template installs. */
  tailwind?: 2 | 3 | 4
  language?: TemplateLanguage
  /** UI libraries and notable extras that come preinstalled. */
  includes?: string[]
  /** Full https URL of the repository (or the folder inside a monorepo). */
  url: string
  /** Marked 🔥 upstream: the maintained, recommended starting point. */
  recommended?: boolean
  /** A short warning or remark shown under the name. */
  note?: string
  /**
   * The English edition's wording of the fields above that are written in Chinese (a field left out
   * here is shown as it is). Plain data, not translate(): plugins/llms reads this module in Node.
   */
  en?: { stack?: string; note?: string; includes?: string[] }
}

export const templates: StarterTemplate[] = [
  {
    name: 'uni-app-vite-vue3-tailwind-vscode-template',
    framework: 'uni-app',
    stack: 'Vue 3 + Vite（uni-app CLI，VS Code 开发）',
    tailwind: 3,
    language: 'TypeScript',
    includes: ['Pinia', 'Sass', '@egoist/tailwindcss-icons', 'css-macro 条件编译', 'ESLint'],
    url: 'https://github.com/sonofmagic/uni-app-vite-vue3-tailwind-vscode-template',
    en: { stack: 'Vue 3 + Vite (uni-app CLI, developed in VS Code)', includes: ['Pinia', 'Sass', '@egoist/tailwindcss-icons', 'css-macro conditional compilation', 'ESLint'] },
    recommended: true,
  },
  {
    name: 'uni-app-tailwindcss-v4',
    framework: 'uni-app',
    stack: 'Vue 3 + Vite（uni-app CLI）',
    tailwind: 4,
    language: 'TypeScript',
    includes: ['@tailwindcss/postcss', 'vue-i18n'],
    url: 'https://github.com/icebreaker-template/uni-app-tailwindcss-v4',
    en: { stack: 'Vue 3 + Vite (uni-app CLI)' },
  },
  {
    name: 'uni-app-vue2-tailwind-vscode-template',
    framework: 'uni-app',
    stack: 'Vue 2 + webpack（vue-cli，VS Code 开发）',
    tailwind: 3,
    language: 'TypeScript',
    includes: ['uView UI 2', 'Vuex', 'Sass', 'css-macro 条件编译'],
    url: 'https://github.com/icebreaker-template/uni-app-vue2-tailwind-vscode-template',
    en: { stack: 'Vue 2 + webpack (vue-cli, developed in VS Code)', includes: ['uView UI 2', 'Vuex', 'Sass', 'css-macro conditional compilation'] },
  },
  {
    name: 'uni-app-webpack-tailwindcss-v4',
    framework: 'uni-app',
    stack: 'Vue 2 + webpack（vue-cli）',
    tailwind: 4,
    language: 'TypeScript',
    includes: ['vue-property-decorator', 'Vuex'],
    url: 'https://github.com/icebreaker-template/uni-app-webpack-tailwindcss-v4',
    en: { stack: 'Vue 2 + webpack (vue-cli)' },
  },
  {
    name: 'monorepo-uniapp-template',
    framework: 'uni-app',
    stack: 'monorepo 多包结构（社区维护）',
    url: 'https://github.com/sukbearai/monorepo-uniapp-template',
    en: { stack: 'Monorepo of several packages (community-maintained)' },
  },
  {
    name: 'uni-app-vue3-tailwind-hbuilder-template',
    framework: 'uni-app',
    stack: 'Vue 3 + Vite（HBuilderX 创建和运行）',
    tailwind: 3,
    language: 'JavaScript',
    includes: ['css-macro 条件编译'],
    url: 'https://github.com/icebreaker-template/uni-app-vue3-tailwind-hbuilder-template',
    en: { stack: 'Vue 3 + Vite (created and run in HBuilderX)', includes: ['css-macro conditional compilation'] },
  },
  {
    name: 'uni-app-hbuilderx-tailwindcss-v4',
    framework: 'uni-app',
    stack: 'Vue 3 + Vite（HBuilderX 创建和运行）',
    tailwind: 4,
    language: 'JavaScript',
    includes: ['@tailwindcss/postcss'],
    url: 'https://github.com/icebreaker-template/uni-app-hbuilderx-tailwindcss-v4',
    en: { stack: 'Vue 3 + Vite (created and run in HBuilderX)' },
  },
  {
    name: 'RuoYi-App',
    framework: 'uni-app',
    stack: '若依移动端（HBuilderX 集成 Tailwind CSS）',
    url: 'https://gitee.com/sonofmagic/RuoYi-App',
    en: { stack: 'RuoYi mobile app (Tailwind CSS set up in HBuilderX)', note: 'Hosted on Gitee' },
    recommended: true,
    note: '托管在 Gitee',
  },
  {
    name: 'uni-app-vue2-tailwind-hbuilder-template',
    framework: 'uni-app',
    stack: 'Vue 2 + webpack 4（HBuilderX）',
    tailwind: 2,
    language: 'JavaScript',
    includes: ['@tailwindcss/postcss7-compat'],
    url: 'https://github.com/icebreaker-template/uni-app-vue2-tailwind-hbuilder-template',
    en: { stack: 'Vue 2 + webpack 4 (HBuilderX)', note: 'Dated architecture: only useful to compare how the integration is done; do not start a new project from it' },
    note: '架构陈旧，只适合对照集成方式，新项目不要用它起步',
  },
  {
    name: 'uni-app-x-hbuilderx',
    framework: 'uni-app x',
    stack: 'uvue 页面（HBuilderX 创建和运行）',
    tailwind: 3,
    language: 'UTS',
    url: 'https://github.com/icebreaker-template/uni-app-x-hbuilderx',
    en: { stack: 'uvue pages (created and run in HBuilderX)' },
  },
  {
    name: 'taro-react-tailwind-vscode-template',
    framework: 'Taro',
    stack: 'Taro 4 + React + webpack 5',
    tailwind: 3,
    language: 'TypeScript',
    includes: ['React Refresh', 'ESLint'],
    url: 'https://github.com/icebreaker-template/taro-react-tailwind-vscode-template',
    recommended: true,
  },
  {
    name: 'taro-vue3-tailwind-vscode-template',
    framework: 'Taro',
    stack: 'Taro 4 + Vue 3 + webpack 5',
    tailwind: 3,
    language: 'TypeScript',
    includes: ['NutUI 4', 'Sass', '@tarojs/plugin-html'],
    url: 'https://github.com/icebreaker-template/taro-vue3-tailwind-vscode-template',
  },
  {
    name: 'taro-vite-tailwindcss-v4',
    framework: 'Taro',
    stack: 'Taro 4 + React + Vite',
    tailwind: 4,
    language: 'TypeScript',
    includes: ['@tailwindcss/vite'],
    url: 'https://github.com/icebreaker-template/taro-vite-tailwindcss-v4',
  },
  {
    name: 'taro-webpack-tailwindcss-v4',
    framework: 'Taro',
    stack: 'Taro 4 + React + webpack 5',
    tailwind: 4,
    language: 'TypeScript',
    includes: ['@tailwindcss/postcss'],
    url: 'https://github.com/icebreaker-template/taro-webpack-tailwindcss-v4',
  },
  {
    name: 'mpx-tailwindcss-v4',
    framework: 'Mpx',
    stack: 'Mpx 2.10 + webpack 5',
    tailwind: 4,
    language: 'TypeScript',
    includes: ['Pinia（@mpxjs/pinia）', '@mpxjs/fetch'],
    url: 'https://github.com/icebreaker-template/mpx-tailwindcss-v4',
    en: { includes: ['Pinia (@mpxjs/pinia)', '@mpxjs/fetch'] },
  },
  {
    name: 'demo/rax-app',
    framework: 'Rax',
    stack: 'Rax App 3（仓库内的示例项目）',
    tailwind: 3,
    language: 'TypeScript',
    url: 'https://github.com/sonofmagic/weapp-tailwindcss/tree/weapp-tailwindcss@4.10.3/demo/rax-app',
    en: { stack: 'Rax App 3 (an example project in the repository)', note: 'An example project, not a standalone template; removed from the repository in 4.11.0, so the link points to the 4.10.3 tag, which still has it' },
    note: '示例工程，不是独立模板；4.11.0 起已从仓库移除，链接指向仍包含它的 4.10.3 标签',
  },
  {
    name: 'weapp-vite-tailwindcss-template',
    framework: '原生小程序',
    stack: 'weapp-vite（原生写法，Vite 构建）',
    tailwind: 4,
    language: 'TypeScript',
    includes: ['@iconify/tailwind4', 'Sass'],
    url: 'https://github.com/weapp-vite/weapp-vite/tree/weapp-vite@6.21.0/templates/weapp-vite-tailwindcss-template',
    en: { stack: 'weapp-vite (native syntax, built with Vite)', note: 'You can also generate it with pnpm create weapp-vite and pick the Tailwind CSS template' },
    recommended: true,
    note: '也可以用 pnpm create weapp-vite 选择 Tailwind CSS 模板生成',
  },
  {
    name: 'Vue-mini_tailwindcss_v4',
    framework: '原生小程序',
    stack: 'weapp-vite + Vue Mini（社区维护）',
    tailwind: 4,
    url: 'https://github.com/buduan/Vue-mini_tailwindcss_v4',
    en: { stack: 'weapp-vite + Vue Mini (community-maintained)' },
  },
  {
    name: 'vue-mini-tailwindcss-template',
    framework: '原生小程序',
    stack: 'weapp-vite + Vue Mini',
    tailwind: 3,
    language: 'TypeScript',
    includes: ['TDesign 小程序组件库', 'Sass'],
    url: 'https://github.com/icebreaker-template/vue-mini-tailwindcss-template',
    en: { includes: ['TDesign mini-program components', 'Sass'] },
  },
  {
    name: 'weapp-native-mina-tailwindcss-template',
    framework: '原生小程序',
    stack: 'webpack 5 打包原生小程序',
    tailwind: 3,
    language: 'TypeScript',
    includes: ['Vant Weapp', 'TDesign 小程序组件库', 'Sass'],
    url: 'https://github.com/icebreaker-template/weapp-native-mina-tailwindcss-template',
    en: { stack: 'Native mini-program bundled with webpack 5', includes: ['Vant Weapp', 'TDesign mini-program components', 'Sass'] },
  },
  {
    name: 'demo/gulp-app',
    framework: '原生小程序',
    stack: 'gulp 打包原生小程序（仓库内的示例项目）',
    tailwind: 3,
    language: 'TypeScript',
    includes: ['Vant Weapp', '@egoist/tailwindcss-icons', 'Sass'],
    url: 'https://github.com/sonofmagic/weapp-tailwindcss/tree/weapp-tailwindcss@4.12.0/demo/gulp-app',
    en: { stack: 'Native mini-program built with gulp (an example project in the repository)' },
  },
  {
    name: 'native-weapp-tailwindcss-template',
    framework: '原生小程序',
    stack: '@weapp-tailwindcss/cli 打包',
    language: 'TypeScript',
    url: 'https://github.com/sonofmagic/native-weapp-tailwindcss-template',
    en: { stack: 'Built with @weapp-tailwindcss/cli', note: 'The @weapp-tailwindcss/cli it depends on is deprecated; its author recommends weapp-vite instead' },
    note: '所依赖的 @weapp-tailwindcss/cli 已废弃，作者建议改用 weapp-vite',
  },
]
