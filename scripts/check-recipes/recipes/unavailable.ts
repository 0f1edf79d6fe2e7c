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
