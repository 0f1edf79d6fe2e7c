// Quick starts that need a program the npm registry does not carry: listed so the table says why.
import type { Recipe } from '../recipe'

const noFollow = async () => []

export const hbuilderx: Recipe = {
  name: 'hbuilderx',
  pages: ['docs/quick-start/frameworks/hbuilderx.mdx'],
  packages: [],
  cannot: '页面的编译和运行都在 HBuilderX 里完成；HBuilderX 是桌面程序，它的编译器不在 npm 上，没有可以安装的命令行',
  follow: noFollow,
}

export const uniAppX: Recipe = {
  name: 'uni-app-x',
  pages: ['docs/quick-start/frameworks/uni-app-x.mdx'],
  packages: [],
  cannot: 'uni-app x 只能由 HBuilderX 编译（页面的前置条件）；npm 上的 @dcloudio/uni-app-x 只有类型声明',
  follow: noFollow,
}

export const uniAppWebpack: Recipe = {
  name: 'uni-app-webpack',
  pages: ['docs/quick-start/frameworks/uni-app.mdx'],
  packages: [],
  cannot: '页面的工程由 `vue create -p dcloudio/uni-preset-vue` 创建，预设要从 GitHub 读取；只用 npm 包搭出 vue2 + webpack 工程的配方还没有写',
  follow: noFollow,
}

export const mpx: Recipe = {
  name: 'mpx',
  pages: ['docs/quick-start/frameworks/mpx.mdx'],
  packages: [],
  cannot: '页面的工程由 `mpx create` 创建；本机 npm 源里最新的 @mpxjs/cli 是 2.8.1，只有 `mpx init`，它用 download-git-repo 从 GitHub 下载 mpx-template；只用 npm 包搭出 Mpx 工程的配方还没有写',
  follow: noFollow,
}
