import type { HtmlTagObject } from '@docusaurus/types'
import { inLocale } from './i18n'

export const siteDescription = inLocale({
  'zh-cn': 'weapp-tailwindcss 让你在小程序里使用 Tailwind CSS：提供 webpack、Vite、gulp 插件与 Node API，支持 uni-app、uni-app x、Taro、Rax、Mpx、HBuilderX、weapp-vite 与原生小程序。',
  en: 'weapp-tailwindcss lets you use Tailwind CSS in mini-programs: webpack, Vite and gulp plugins and a Node API, for uni-app, uni-app x, Taro, Rax, Mpx, HBuilderX, weapp-vite and native mini-programs.',
})

// Social networks do not show SVG previews: og:image is the PNG rendered from static/img/social-card.svg
// (social-card-en.svg for the English edition) by scripts/render-social-card.mjs. Docusaurus makes it
// absolute with `url` (SITE_URL).
export const socialCard = inLocale({ 'zh-cn': 'img/social-card.png', en: 'img/social-card-en.png' })
const socialCardSize = { width: 1200, height: 630 }

export const metadata = [
  { name: 'description', content: siteDescription },
  // Fallbacks for pages with no description of their own (search, blog authors); pages override both.
  { property: 'og:description', content: siteDescription },
  // Pages are websites to Open Graph; blog posts override this with `article`.
  { property: 'og:type', content: 'website' },
  { property: 'og:image:width', content: String(socialCardSize.width) },
  { property: 'og:image:height', content: String(socialCardSize.height) },
  {
    property: 'og:image:alt',
    content: inLocale({ 'zh-cn': 'weapp-tailwindcss：把 Tailwind CSS 带给小程序开发者', en: 'weapp-tailwindcss: Tailwind CSS for mini-program developers' }),
  },
  {
    name: 'keywords',
    content: inLocale({
      'zh-cn': 'weapp-tailwindcss, tailwindcss, 小程序, uni-app, taro, rpx, vite, webpack',
      en: 'weapp-tailwindcss, tailwindcss, mini-program, wechat mini-program, uni-app, taro, rpx, vite, webpack',
    }),
  },
  { name: 'theme-color', content: '#0f172a' },
]

export const headTags: HtmlTagObject[] = [
  { tagName: 'meta', attributes: { name: 'format-detection', content: 'telephone=no' } },
]
