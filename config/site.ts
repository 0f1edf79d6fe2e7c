import { inLocale } from './i18n'

export const siteTitle = 'weapp-tailwindcss'
export const siteTagline = inLocale({
  'zh-cn': '把 Tailwind CSS 带给小程序开发者：webpack、Vite、gulp 插件与 Node API，适配 uni-app、Taro、Mpx 与原生小程序',
  en: 'Tailwind CSS for mini-program developers: webpack, Vite and gulp plugins and a Node API, for uni-app, Taro, Mpx and native mini-programs',
})
export const repositoryUrl = 'https://github.com/sonofmagic/weapp-tailwindcss'
/** This site is the project's website: its pages live under website/ of the source repository. */
export const editUrl = `${repositoryUrl}/edit/main/website/`
export const siblingToolUrl = 'https://vite.icebreaker.top/'
