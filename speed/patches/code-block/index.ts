import path from 'node:path'
import type { Plugin } from '@docusaurus/types'

/**
 * Its theme's CodeBlock shadows theme-live-codeblock's (this plugin is registered as a theme after
 * it): static blocks render through StaticCodeBlock, live blocks through the playground that pages
 * with a live block load themselves (live-playground/remark.ts).
 */
export default function codeBlockPatch(): Plugin {
  return { name: 'speed-code-block', getThemePath: () => path.join(__dirname, 'theme') }
}
