import type { HtmlTagObject } from '@docusaurus/types'

export const siteDescription =
  'weapp-tailwindcss 让你在小程序里使用 Tailwind CSS：提供 webpack、Vite、gulp 插件与 Node API，支持 uni-app、uni-app x、Taro、Rax、Mpx、HBuilderX、weapp-vite 与原生小程序。'

export const metadata = [
  { name: 'description', content: siteDescription },
  { name: 'keywords', content: 'weapp-tailwindcss, tailwindcss, 小程序, uni-app, taro, rpx, vite, webpack' },
  { name: 'theme-color', content: '#0f172a' },
]

export const socialCard = 'img/social-card.svg'

export const headTags: HtmlTagObject[] = [
  { tagName: 'meta', attributes: { name: 'format-detection', content: 'telephone=no' } },
]
