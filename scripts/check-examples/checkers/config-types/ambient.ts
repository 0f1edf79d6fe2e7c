// Declarations for the third-party modules config snippets import (framework CLIs, Vite/webpack plugins,
// gulp, Node.js). Each is a shorthand ambient module: every import from it is `any`, so the check never
// judges those packages' APIs, only weapp-tailwindcss's own types (from the pinned 4.12.0 in
// node_modules). Most are not installed here. Some are, and are declared anyway: `tailwindcss`, because
// pages show Tailwind CSS 3 configs too; vite, webpack, @babel/types and Node.js's own types, because
// reading their 4 MB of declarations would triple the time of this check for no weapp-tailwindcss type.
// A module whose types a snippet names (`import('webpack').Configuration`, `UserConfigExport<'vite'>`) lists
// them as `any` types; a shorthand module has no types to name.
import { PLUGIN_ARGS_DECLARATION } from './pluginArgs'

export const AMBIENT_MODULES = `
declare module 'vite' {
  export const defineConfig: any
  export type Plugin = any
  export type UserConfig = any
}
declare module 'webpack' {
  const webpack: any
  namespace webpack { type Configuration = any; type Compiler = any }
  export = webpack
}
declare module '@tarojs/cli' {
  export function defineConfig<Compiler = any>(config: any): any
  export type UserConfigExport<Compiler = any> = any
}
declare module '@vue/cli-service' {
  export const defineConfig: any
  export type ProjectOptions = any
}
declare module 'tailwindcss' {
  const tailwindcss: any
  namespace tailwindcss { type Config = any }
  export = tailwindcss
}
declare module '@babel/types'
declare module 'node:*'
declare module 'path'
declare module 'fs'
declare module 'process'
declare const process: any
declare const console: any
declare const __dirname: string
declare const __filename: string
declare function require(id: string): any
interface ImportMeta { dirname: string; filename: string; url: string }
${PLUGIN_ARGS_DECLARATION}
declare module '@dcloudio/vite-plugin-uni'
declare module '@dcloudio/vue-cli-plugin-uni/*'
declare module '@tailwindcss/vite'
declare module '@tailwindcss/postcss'
declare module '@tarojs/*'
declare module 'weapp-vite/*'
declare module 'gulp'
declare module 'gulp-*'
declare module 'del'
declare module 'postcss-comment'
declare module 'tailwindcss/*'
`

const DECLARED = [...AMBIENT_MODULES.matchAll(/^declare module '([^']+)'/gm)].map(match => match[1]!)

/** A module name one of the declarations above covers (`gulp-*` covers `gulp-postcss`). */
export const isDeclaredAny = (name: string): boolean =>
  DECLARED.some(pattern => pattern.includes('*') ? name.startsWith(pattern.slice(0, pattern.indexOf('*'))) && name.endsWith(pattern.slice(pattern.indexOf('*') + 1)) : name === pattern)
