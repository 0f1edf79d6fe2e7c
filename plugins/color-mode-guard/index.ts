import type { Plugin } from '@docusaurus/types'
import { colorModeGuardInlineScript } from './guardScript'

export default function colorModeGuardPlugin(): Plugin {
  return {
    name: 'color-mode-guard',
    injectHtmlTags() {
      return { preBodyTags: [{ tagName: 'script', innerHTML: colorModeGuardInlineScript }] }
    },
  }
}
