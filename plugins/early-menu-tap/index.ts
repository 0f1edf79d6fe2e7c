import type { Plugin } from '@docusaurus/types'
import { earlyMenuTapInlineScript } from './client/earlyMenuTap'

/** First thing in <body>: a tap on the phone menu button before hydration counts. */
export default function earlyMenuTapPlugin(): Plugin {
  return {
    name: 'early-menu-tap',
    injectHtmlTags: () => ({ preBodyTags: [{ tagName: 'script', innerHTML: earlyMenuTapInlineScript }] }),
  }
}
