import { translate } from '@docusaurus/Translate'

// Read by the home page only (in the browser bundle), so names readers see go through translate().
export interface Framework {
  name: string
  /** Build tools the plugin hooks into for this framework. */
  bundlers: string[]
  /** Doc id of the Tailwind CSS 4 guide, or the v3 guide where v4 has none. */
  guide: string
}

export const frameworks: Framework[] = [
  { name: 'uni-app', bundlers: ['Vite', 'webpack'], guide: '/docs/quick-start/v4/uni-app-vite' },
  { name: 'uni-app x', bundlers: ['Vite'], guide: '/docs/quick-start/v4/uni-app-x' },
  { name: 'HBuilderX', bundlers: ['Vite'], guide: '/docs/quick-start/v4/uni-app-vite-hbuilder' },
  { name: 'Taro', bundlers: ['webpack', 'Vite'], guide: '/docs/quick-start/v4/taro-webpack' },
  { name: 'weapp-vite', bundlers: ['Vite'], guide: '/docs/quick-start/v4/weapp-vite' },
  { name: 'Mpx', bundlers: ['webpack'], guide: '/docs/quick-start/v4/mpx' },
  { name: 'Rax', bundlers: ['webpack'], guide: '/docs/quick-start/frameworks/rax' },
  { name: translate({ id: 'home.frameworks.native', message: '原生小程序', description: 'Framework grid card: native mini-programs' }), bundlers: ['gulp', 'webpack'], guide: '/docs/quick-start/frameworks/native' },
]

export const buildTools = [
  { name: 'Vite', entry: 'weapp-tailwindcss/vite' },
  { name: 'webpack 5', entry: 'weapp-tailwindcss/webpack' },
  { name: 'webpack 4', entry: 'weapp-tailwindcss/webpack4' },
  { name: 'gulp', entry: 'weapp-tailwindcss/gulp' },
  { name: 'Node API', entry: 'weapp-tailwindcss/core' },
]
