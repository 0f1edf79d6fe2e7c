// Sentences check:claims's detector flags that state no behaviour (see lib/claims/notClaims.ts for the reasons).
// Each was read by someone who did not write it; an entry whose sentence is edited fails check:claims until it is
// reviewed again. A sentence that says what a tool, option, command or version does never belongs here.
import type { NotAClaim } from '../../lib/claims/notClaims'

export const NOT_CLAIMS: NotAClaim[] = [
  // docs/issues/component-class.md
  { page: 'docs/issues/component-class.md', text: '如果组件不方便开启虚拟节点，也可以退一步：把需要的样式改由一个属性传入，在组件内部绑定到根节点上。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/component-class.md', text: 'If enabling the virtual host is not convenient for a component, there is a fallback: pass the styles you need through a prop and bind it to the root node inside the component.', reason: 'advice' },
  // docs/issues/js-string-invalid.md
  { page: 'docs/issues/js-string-invalid.md', text: '数值真的无法穷举时，改用 `style` 绑定写内联样式，而不是拼任意值类名。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/js-string-invalid.md', text: 'When the values really cannot be enumerated, use a `style` binding with inline styles instead of building arbitrary value class names.', reason: 'advice' },
  // docs/issues/v1.md
  { page: 'docs/issues/v1.md', text: '但大多数情况下直接写完整类名、让插件自动处理更可靠。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/v1.md', text: 'in most cases, though, writing complete class names and letting the plugin handle them automatically is more reliable', reason: 'advice' },
  // docs/issues/box-sizing.md
  { page: 'docs/issues/box-sizing.md', text: '如果项目的其他部分已经依赖 `border-box`，也可以保留全局设置，只给出问题的组件恢复 `content-box`。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/box-sizing.md', text: 'If other parts of the project already rely on `border-box`, you can keep the global setting and restore `content-box` only for the components that break.', reason: 'advice' },
  // docs/issues/taro-terser.md
  { page: 'docs/issues/taro-terser.md', text: '没有安装 `cross-env` 的话，先执行 `npm install -D cross-env`。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/taro-terser.md', text: 'If `cross-env` is not installed, run `npm install -D cross-env` first.', reason: 'advice' },
  // docs/issues/use-with-nutui.md
  { page: 'docs/issues/use-with-nutui.md', text: '如果个别组件的尺寸因此变了，按', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/use-with-nutui.md', text: 'if some component changes size because of that, handle it as described in', reason: 'advice' },
  // docs/issues/use-with-wot-design-uni.md
  { page: 'docs/issues/use-with-wot-design-uni.md', text: '**只是想要补全**：不必改写法。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/use-with-wot-design-uni.md', text: '**You only want completion**: no need to change how you write it.', reason: 'advice' },
  // docs/releases/v4.md
  { page: 'docs/releases/v4.md', text: '这一页写给已经在用 weapp-tailwindcss 4.x、准备升级到 4.12.0 的人', reason: 'narrative' },
  { page: 'docs/releases/v4.md', text: '每个小版本只挑出与使用者有关的条目', reason: 'narrative' },
  { page: 'docs/releases/v4.md', text: '这几个版本各有一篇发布文章', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/releases/v4.md', text: 'It goes minor version by minor version and lists the changes you will notice after upgrading', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/releases/v4.md', text: 'For each minor version only the items that matter to users are picked', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/releases/v4.md', text: 'See [arbitrary values written in JS don\'t work](/docs/issues/js-string-invalid).', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/releases/v4.md', text: 'Each of these versions has its own release post', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/releases/v4.md', text: 'Below are only the changes you still run into today:', reason: 'narrative' },
  // docs/releases/v2.md
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/releases/v2.md', text: 'See [arbitrary values written in JS don\'t work](/docs/issues/js-string-invalid).', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/releases/v2.md', text: 'Run `npx weapp-tw patch` again and make sure only one copy of `tailwindcss` is installed in the project.', reason: 'advice' },
  // docs/evolution.md
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/evolution.md', text: 'By the end you will understand why the plugin is designed the way it is', reason: 'narrative' },
  // blog/2025/11/v4.7.0-merge-runtime.md
  { page: 'blog/2025/11/v4.7.0-merge-runtime.md', text: '没过多久，用户又提交了跨文件的用法', reason: 'narrative' },
  { page: 'blog/2025/11/v4.7.0-merge-runtime.md', text: '回头看 1.x 的 merge，它建立在两个假设之上', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-blog/2025/11/v4.7.0-merge-runtime.md', text: 'Before long, users submitted cross-file usage', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-blog/2025/11/v4.7.0-merge-runtime.md', text: 'Compile-time exemption only postponed the moment things went wrong', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-blog/2025/11/v4.7.0-merge-runtime.md', text: 'Looking back, merge 1.x rested on two assumptions', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-blog/2025/11/v4.7.0-merge-runtime.md', text: 'After going round in a big circle, the final solution turned out simpler', reason: 'narrative' },
  // blog/2025/3/v4-release.md
  { page: 'blog/2025/3/v4-release.md', text: '从 3.x 升级到 4.0 时，如果没有用到复杂的自定义配置，通常只需升级依赖并检查几处导入路径', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-blog/2025/3/v4-release.md', text: 'When upgrading from 3.x to 4.0 without complex custom configuration, you usually only need', reason: 'advice' },
  // blog/2025/9/v4.3-release.md
  { page: 'blog/2025/9/v4.3-release.md', text: '下面逐一说明它们的作用、默认值和调整方法', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-blog/2025/9/v4.3-release.md', text: 'Below, each is explained in turn: what it does, its default, and how to adjust it.', reason: 'narrative' },
  // docs/community/merge/cva-and-variants.mdx
  { page: 'docs/community/merge/cva-and-variants.mdx', text: '本页介绍如何把它们的结果交给 merge 运行时处理', reason: 'narrative' },
  // docs/community/merge/integration.mdx
  { page: 'docs/community/merge/integration.mdx', text: '下面各框架的写法都遵循这个约定，区别只在于如何判断“当前是不是小程序端”', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/integration.mdx', text: 'The setups for each framework below all follow this convention', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/integration.mdx', text: 'the safest approach is to keep it in a file of its own and import it from both the build configuration and the runtime', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/integration.mdx', text: '**Fix**: always take the merge function from a single entry such as `src/lib/cn.ts`', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/integration.mdx', text: '[Class name strings in JS do not work](/docs/issues/js-string-invalid): common problems when the build plugin processes JavaScript strings.', reason: 'advice' },
  // docs/community/merge/overview.mdx
  { page: 'docs/community/merge/overview.mdx', text: '组件通常自带一套默认样式，又允许调用方传入额外的类名来覆盖。', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/overview.mdx', text: 'A component usually comes with its own default styles and also lets the caller pass extra class names to override them.', reason: 'narrative' },
  { page: 'docs/community/merge/overview.mdx', text: '封装组件时允许外部传入 `class`（或 `className`、`customClass` 之类的属性）去覆盖默认样式；', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/overview.mdx', text: 'You wrap a component and let callers pass in `class` (or `className`, `customClass` and the like) to override the default styles;', reason: 'advice' },
  { page: 'docs/community/merge/overview.mdx', text: '在一个 uni-app（Vue 3）组件里，用 `twMerge` 把默认样式和外部传入的类名合并：', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/overview.mdx', text: 'In a uni-app (Vue 3) component, use `twMerge` to merge the default styles with the class names passed in from outside:', reason: 'advice' },
  // docs/community/merge/runtime-api.mdx
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/merge/runtime-api.mdx', text: 'If you do not yet know what problem this package solves, read the [overview](/docs/community/merge/overview) first.', reason: 'advice' },
  // docs/principle/index.mdx
  { page: 'docs/principle/index.mdx', text: '理解了这件事，大部分“样式不生效”“编译报错”的问题都能自己定位。', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx', text: 'Once you understand this, you can track down most "styles don\'t apply" and "compile error" problems yourself.', reason: 'narrative' },
  { page: 'docs/principle/index.mdx', text: 'Tailwind CSS 3 和 4 的差异会在对应小节单独说明。', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx', text: 'Strings in scripts are different: in any project, most strings are API URLs, UI text or dictionary keys, and only a few are put together for `class`.', reason: 'narrative' },
  { page: 'docs/principle/index.mdx', text: '遇到这种情况先检查扫描范围，再看 [JS 中的任意值类名不生效](/docs/issues/js-string-invalid)。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx', text: 'When that happens, check the scanned range first, then see', reason: 'advice' },
  { page: 'docs/principle/index.mdx', text: '下表列出样式处理器对常见选择器的默认处理，最后一列是控制这一行为的选项：', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx', text: 'The table below lists what the style processor does by default with common selectors; the last column is the option that controls it:', reason: 'narrative' },
  { page: 'docs/principle/index.mdx', text: '知道了上面的流程，有些“规矩”就不再是死记硬背，而是可以自己推出来：', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx', text: 'Once you know the process above, some "rules" are no longer things to memorize; you can work them out yourself:', reason: 'narrative' },
  { page: 'docs/principle/index.mdx', text: '[JS 中的任意值类名不生效](/docs/issues/js-string-invalid)：类名集合没有覆盖到时的排查方法。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx', text: '[Arbitrary-value class names in JS don\'t work](/docs/issues/js-string-invalid): what to check when the class name set doesn\'t cover them.', reason: 'advice' },
  { page: 'docs/principle/index.mdx', text: '[配置项总览](/docs/api/interfaces/UserDefinedOptions)：本页提到的每个选项的类型与默认值。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/principle/index.mdx', text: '[Options overview](/docs/api/interfaces/UserDefinedOptions): the type and default of every option mentioned on this page.', reason: 'advice' },
  // docs/quick-start/wxs.mdx
  { page: 'docs/quick-start/wxs.mdx', text: '逻辑层 JS 中类名转义的原理和常见问题，可以参考 [JS 中的类名字符串不生效](/docs/issues/js-string-invalid)。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/wxs.mdx', text: 'For how class names are escaped in logic-layer JS and the common problems there, see', reason: 'advice' },
  // docs/tools/weapp-tw-cli.md (second read of the CLI and issues pages)
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tools/weapp-tw-cli.md', text: 'Use it only when you suspect the cache is making the patch ineffective', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tools/weapp-tw-cli.md', text: 'After setting up, you are not sure the environment is right: run `npx weapp-tw doctor`.', reason: 'advice' },
  // docs/issues/index.md (second read of the CLI and issues pages)
  { page: 'docs/issues/index.md', text: '从官方模板或空项目出发，只保留能触发问题的页面和配置，上传到 GitHub、Gitee 或 StackBlitz', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/index.md', text: 'start from an official template or an empty project, keep only the pages and configuration that trigger the problem', reason: 'advice' },
  { page: 'docs/issues/index.md', text: '提交前可以先用关键字搜索已有的 Issues，相同问题往往已有解答。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/index.md', text: 'Work through to the last step and you will know whether the problem is really gone.', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/index.md', text: "The configuration file must sit where the framework reads it; each framework's setup page says where that is.", reason: 'advice' },
  // docs/issues/monorepo.md (second read of the CLI and issues pages)
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/monorepo.md', text: "Declare `tailwindcss` explicitly in the package's `package.json`, with the same version as the other packages", reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/monorepo.md', text: "If you don't want that, rely on `tailwindcssBasedir` and `cssEntries` from above.", reason: 'advice' },
  { page: 'docs/issues/monorepo.md', text: '组件包以源码形式被应用编译时，还要让构建工具处理它的 `.vue`、`.ts` 等文件', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/monorepo.md', text: 'When the component package is compiled from source by the app, the build tool also needs to process its `.vue`, `.ts` and other files', reason: 'advice' },
  // docs/issues/format.md (second read of the CLI and issues pages)
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/format.md', text: 'If Prettier does the sorting, you can turn off `tailwindcss/classnames-order` in ESLint', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/format.md', text: "Accept that this part isn't sorted.", reason: 'advice' },
  // docs/issues/at-apply.md (second read of the CLI and issues pages)
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/at-apply.md', text: 'This page explains how to tell that it is only editor noise, and gives three ways to get rid of it.', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/at-apply.md', text: 'Any one of the three approaches below will do; we suggest trying them in order.', reason: 'advice' },
  // docs/issues/toast-svg-bug.md (second read of the CLI and issues pages)
  { page: 'docs/issues/toast-svg-bug.md', text: '在全局样式里把 toast 内部的 `svg` 恢复为默认的显示方式。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/toast-svg-bug.md', text: 'In the global styles, restore the default display of the `svg` inside the toast.', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/toast-svg-bug.md', text: 'Target only the toast container, so that places in your own code that rely on a block-level `svg` are not affected', reason: 'advice' },
  // docs/issues/use-with-taroify.md (second read of the CLI and issues pages)
  { page: 'docs/issues/use-with-taroify.md', text: '抽查其他 Taroify 组件，确认关闭自动样式后它们的默认外观依旧完整。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/use-with-taroify.md', text: 'Spot-check other Taroify components to make sure their default appearance is still complete with automatic styles turned off.', reason: 'advice' },
  // docs/issues/native-toutiao.md (second read of the CLI and issues pages)
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/native-toutiao.md', text: 'Move all of the existing mini-program code under `src`, including `app.json`, `project.config.json` and static assets', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/native-toutiao.md', text: "If you don't need vendor prefixes, delete the `autoprefixer` line and uninstall the package.", reason: 'advice' },
  { page: 'docs/issues/native-toutiao.md', text: '需要自动排序类名时，给 Prettier 配置 `prettier-plugin-tailwindcss`，并为 `*.ttml` 指定 `html` 解析器', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/native-toutiao.md', text: 'If you want class names sorted automatically, configure Prettier with `prettier-plugin-tailwindcss` and set the `html` parser for `*.ttml`', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/native-toutiao.md', text: "With dev mode still running, add a class name that appears only in JS to the page script's `data`", reason: 'advice' },
  // docs/issues/legacy-frameworks.md (second read of the CLI and issues pages)
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/legacy-frameworks.md', text: 'The example handles only one page; a real project has to go through every `.wxml` under `dist`', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/issues/legacy-frameworks.md', text: 'In your project, open `dist/app.wxss` and check that the first line is no longer `@tailwind base;`', reason: 'advice' },
  // docs/migrations/from-unocss.md
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/from-unocss.md', text: "Don't delete `uno.config.ts` yet: you'll refer to it when rewriting shortcuts and the theme later.", reason: 'advice' },
  // docs/migrations/v1.md
  { page: 'docs/migrations/v1.md', text: '本页列出从 1.x 升到 2.x 时必须改动的地方，以及推荐的操作顺序。', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v1.md', text: 'This page lists what you must change when upgrading from 1.x to 2.x, and the recommended order to do it in.', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v1.md', text: "the class names aren't recognized. See [Arbitrary values written in js don't work](/docs/issues/js-string-invalid).", reason: 'advice' },
  // docs/migrations/v2.md
  { page: 'docs/migrations/v2.md', text: '3.x 的主旨是做减法：去掉 2.x 里已经过时的选项和模式，调整几个默认值，让开箱配置更贴近大多数项目。', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v2.md', text: '3.x is mostly about subtraction: it drops options and modes from 2.x that had become obsolete', reason: 'narrative' },
  { page: 'docs/migrations/v2.md', text: '检查默认值变化是否影响现有页面。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v2.md', text: 'Check whether the changed defaults affect existing pages.', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v2.md', text: 'Focus on styles that rely on the global `*` selector, such as borders and sizes on `text` elements', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v2.md', text: 'Lists with `space-y-4` and `text` elements with borders look in WeChat DevTools the same as before the upgrade', reason: 'advice' },
  { page: 'docs/migrations/v2.md', text: '若 2.x 时已经在 `postcss.config.js` 里手动注册过这个插件，两种方式只保留一种：', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v2.md', text: 'If you already registered this plugin by hand in `postcss.config.js` in 2.x, keep only one of the two:', reason: 'advice' },
  // docs/migrations/v3.md
  { page: 'docs/migrations/v3.md', text: '已经在用 4.x、只是想升到更新的小版本，看 [4.x 各版本的变化](/docs/releases/v4) 就够了', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v3.md', text: "If you're already on 4.x and just want a newer minor version, [changes in each 4.x version](/docs/releases/v4) is all you need", reason: 'advice' },
  { page: 'docs/migrations/v3.md', text: '所以如果你的项目用过 merge 1.x，升级到 4.7 以上时请同时把 merge 升到 2.x', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v3.md', text: 'So if your project used merge 1.x, upgrade merge to 2.x at the same time when moving to 4.7 or later', reason: 'advice' },
  { page: 'docs/migrations/v3.md', text: '三行一定要整体换掉，不能留着。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v3.md', text: "All three lines must be replaced; don't keep any of them.", reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v3.md', text: "See [Arbitrary values written in js don't work](/docs/issues/js-string-invalid#原因).", reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/migrations/v3.md', text: 'Whichever you choose, the following three old patterns must change too.', reason: 'advice' },
  // docs/upgrade/uni-app.md
  { page: 'docs/upgrade/uni-app.md', text: '只有当你手里的项目 `package.json` 中 `@vue/cli-service` 仍是 `4.x` 时，才需要继续往下看。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/upgrade/uni-app.md', text: "Read on only if `@vue/cli-service` in your project's `package.json` is still `4.x`.", reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/upgrade/uni-app.md', text: 'Don\'t forget to add `"postinstall": "weapp-tw patch"` to `package.json`', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/upgrade/uni-app.md', text: 'install whatever is missing, in a version that goes with `@vue/babel-preset-app@5`.', reason: 'advice' },
  { page: 'docs/upgrade/uni-app.md', text: 'H5 端同样能运行，没有因 `autoprefixer` 或 polyfill 引起的问题。', reason: 'advice' },
  // docs/quick-start/v4/tutorial/index.mdx
  { page: 'docs/quick-start/v4/tutorial/index.mdx', text: '这是 v4 系列教程的第一篇，写给「会写小程序，但还没在小程序里用过新版 Tailwind」的开发者。', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/index.mdx', text: 'Read it and follow along, and you will end up with a working project', reason: 'narrative' },
  // docs/quick-start/v4/tutorial/workflow.mdx
  { page: 'docs/quick-start/v4/tutorial/workflow.mdx', text: '使用 Tailwind CSS 3 的项目，配置方式请参考 [安装与配置 Tailwind CSS 3](/docs/quick-start/install)，页面拆解思路同样适用。', reason: 'advice' },
  { page: 'docs/quick-start/v4/tutorial/workflow.mdx', text: '在带「刘海」和底部横条的 iPhone 真机上，底部按钮不被遮挡。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/workflow.mdx', text: 'On a real iPhone with a notch and a home indicator bar at the bottom, the bottom button is not covered.', reason: 'advice' },
  // docs/quick-start/v4/tutorial/advanced.mdx
  { page: 'docs/quick-start/v4/tutorial/advanced.mdx', text: '了解 weapp-tailwindcss 在哪些地方做了改写，才能判断一个样式问题是「没处理到」还是「处理后仍不被支持」', reason: 'advice' },
  { page: 'docs/quick-start/v4/tutorial/advanced.mdx', text: '调整后务必在低端安卓真机上回归。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/advanced.mdx', text: 'After changing this, always retest on a low-end Android device.', reason: 'advice' },
  { page: 'docs/quick-start/v4/tutorial/advanced.mdx', text: '分包较多时，确认全局入口只在 `app` 级别引入一次。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/advanced.mdx', text: 'With many subpackages, make sure the global entry is included only once, at the `app` level.', reason: 'advice' },
  { page: 'docs/quick-start/v4/tutorial/advanced.mdx', text: '| 怀疑 `rpx` 补丁没生效 |', reason: 'advice' },
  { page: 'docs/quick-start/v4/tutorial/advanced.mdx', text: '| 想知道某个类名会被转义成什么 |', reason: 'advice' },
  { page: 'docs/quick-start/v4/tutorial/advanced.mdx', text: '| CLI 报错信息不够 |', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/advanced.mdx', text: '| Suspect the `rpx` patch is not applied |', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/advanced.mdx', text: '| Want to know what a class name will be escaped to |', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/advanced.mdx', text: '| The CLI error message is not enough |', reason: 'advice' },
  { page: 'docs/quick-start/v4/tutorial/advanced.mdx', text: '**只有一个全局入口**：`src/app.css` 负责 `@import`、`@source`、`@theme`、`@utility` 与 `@custom-variant`，其它文件一律通过 `@reference` 使用这些定义。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/advanced.mdx', text: '**One global entry only**: `src/app.css` holds `@import`, `@source`, `@theme`, `@utility` and `@custom-variant`; every other file uses these definitions through `@reference`.', reason: 'advice' },
  { page: 'docs/quick-start/v4/tutorial/advanced.mdx', text: '**设计变量先于类名**：新增颜色、圆角、阴影时先改 `@theme`，禁止在模板里散落同一个色值的任意值写法。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/advanced.mdx', text: '**Design variables before class names**: when adding a color, radius or shadow, change `@theme` first', reason: 'advice' },
  // docs/quick-start/frameworks/rsmax.mdx
  { page: 'docs/quick-start/frameworks/rsmax.mdx', text: '[外部样式类里的任意值不生效](/docs/issues/externalClasses)：类名通过组件属性传递时的注意事项。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/frameworks/rsmax.mdx', text: 'what to watch out for when class names are passed through component attributes', reason: 'advice' },
  // docs/quick-start/native/install.mdx
  { page: 'docs/quick-start/native/install.mdx', text: '本页适用于 **Tailwind CSS 3** + 没有任何构建工具的原生微信小程序（包括 Skyline 渲染模式），配套 weapp-tailwindcss 4.12.0 与 weapp-vite。', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/native/install.mdx', text: 'This page is for **Tailwind CSS 3** with a native WeChat mini-program that has no build tool at all (including the Skyline rendering mode)', reason: 'narrative' },
  // docs/quick-start/native/install-plugin.mdx
  { page: 'docs/quick-start/native/install-plugin.mdx', text: '本页是纯原生教程的第二步，适用于 **Tailwind CSS 3**，插件版本以 weapp-tailwindcss 4.12.0 为准。', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/native/install-plugin.mdx', text: 'This page is the second step of the native tutorial and applies to **Tailwind CSS 3**', reason: 'narrative' },
  { page: 'docs/quick-start/native/install-plugin.mdx', text: '文件里如果已经有其他配置（例如 `weapp` 字段），保留它们，只把 `plugins` 加进去。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/native/install-plugin.mdx', text: 'If the file already contains other configuration (such as a `weapp` field), keep it and only add `plugins`.', reason: 'advice' },
  { page: 'docs/quick-start/native/install-plugin.mdx', text: '所以日常开发只需要保持 `npm run dev` 在终端里运行。', reason: 'advice' },
  { page: 'docs/quick-start/native/install-plugin.mdx', text: '如果某次修改后样式没有刷新，先看终端有没有报错；新增页面目录时还要确认它在 `content` 里。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/native/install-plugin.mdx', text: 'So in day-to-day development you only need to keep `npm run dev` running in a terminal.', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/native/install-plugin.mdx', text: 'If styles do not refresh after a change, check the terminal for errors first', reason: 'advice' },
  { page: 'docs/quick-start/native/install-plugin.mdx', text: '**初始化之后开发者工具白屏或找不到页面**：检查是否导入了项目根目录，以及项目配置里的 `miniprogramRoot` 是否被其他工具改回去了。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/native/install-plugin.mdx', text: '**DevTools shows a blank screen or cannot find pages after initialization**', reason: 'advice' },
  { page: 'docs/quick-start/native/install-plugin.mdx', text: 'weapp-vite 自身的配置（别名、分包、自动导入组件、npm 构建等）请查阅 [weapp-vite 官方文档][weapp-vite-docs]。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/native/install-plugin.mdx', text: 'see the [official weapp-vite documentation][weapp-vite-docs]', reason: 'advice' },
  // docs/quick-start/v2/index.mdx
  { page: 'docs/quick-start/v2/index.mdx', text: '这是一条兼容路径，**不建议任何新项目使用**。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v2/index.mdx', text: 'This is a compatibility path and **is not recommended for any new project**.', reason: 'advice' },
  { page: 'docs/quick-start/v2/index.mdx', text: '同时满足下面几点才需要看这一页：', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v2/index.mdx', text: 'You only need this page if all of the following are true:', reason: 'advice' },
  { page: 'docs/quick-start/v2/index.mdx', text: '构建工具是 webpack 4，并且 PostCSS 是 7.x，短期内无法升级；', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v2/index.mdx', text: 'Your build tool is webpack 4 with PostCSS 7.x, and you cannot upgrade in the near term;', reason: 'advice' },
  { page: 'docs/quick-start/v2/index.mdx', text: '升级路线见 [旧版 uni-app 项目迁移到 webpack 5](/docs/upgrade/uni-app)，能走通的话就不必用 Tailwind CSS 2。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v2/index.mdx', text: 'if that works for you, you do not need Tailwind CSS 2.', reason: 'advice' },
  // docs/tailwindcss-maintenance-book.md
  { page: 'docs/tailwindcss-maintenance-book.md', text: '同样的类名组合，每个人排列不同，diff 难读', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tailwindcss-maintenance-book.md', text: 'The same combination of class names ordered differently by each person, diffs hard to read', reason: 'narrative' },
  { page: 'docs/tailwindcss-maintenance-book.md', text: '颜色、字号、圆角、间距这类会被反复使用的值，应该先在主题里起一个名字，业务代码只引用名字。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tailwindcss-maintenance-book.md', text: 'should first be given a name in the theme, and business code should only refer to the name', reason: 'advice' },
  { page: 'docs/tailwindcss-maintenance-book.md', text: '一次性的、明确不会复用的值（例如某张活动图的精确偏移）可以用任意值；', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tailwindcss-maintenance-book.md', text: 'One-off values that clearly won\'t be reused (say, the exact offset of one campaign image) can be arbitrary values', reason: 'advice' },
  { page: 'docs/tailwindcss-maintenance-book.md', text: '无法控制结构的内容，比如富文本渲染出来的 `h2`、`p`、`a`。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tailwindcss-maintenance-book.md', text: 'Content whose structure you don\'t control, such as the `h2`, `p` and `a` rendered from rich text.', reason: 'advice' },
  { page: 'docs/tailwindcss-maintenance-book.md', text: '是否在真机（至少一台 iOS 和一台安卓）上看过效果，而不仅仅是开发者工具？', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tailwindcss-maintenance-book.md', text: 'Has the result been checked on real devices (at least one iOS and one Android), not just in WeChat DevTools?', reason: 'advice' },
  { page: 'docs/tailwindcss-maintenance-book.md', text: '除了通用的维护手段，小程序有几处和 Web 不一样的地方，值得写进团队规范：', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tailwindcss-maintenance-book.md', text: 'Beyond the general maintenance practices, mini-programs differ from the web in a few places that are worth writing into your team\'s guidelines:', reason: 'narrative' },
  { page: 'docs/tailwindcss-maintenance-book.md', text: '旧的公共样式文件里不再被引用的类，借助全局搜索逐步删掉。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tailwindcss-maintenance-book.md', text: 'Use global search to gradually delete classes in the old shared stylesheets that are no longer referenced.', reason: 'advice' },
  { page: 'docs/tailwindcss-maintenance-book.md', text: '这样推进的好处是每一步都可以单独发布、单独回滚', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tailwindcss-maintenance-book.md', text: 'The advantage of going this way is that each step can be released and rolled back on its own', reason: 'advice' },
  { page: 'docs/tailwindcss-maintenance-book.md', text: '两个状态的标签几乎完全相同，却各写了一遍；', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/tailwindcss-maintenance-book.md', text: 'the tags for the two states are almost identical yet each is written out in full', reason: 'narrative' },
  // docs/ai/index.md
  { page: 'docs/ai/index.md', text: 'AI 无法从一句“帮我写个页面”里推断出你的技术栈。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/ai/index.md', text: 'An AI can\'t infer your tech stack from "write me a page".', reason: 'advice' },
  // docs/how-to-contribute.mdx
  { page: 'docs/how-to-contribute.mdx', text: '能复现的问题通常会被最快处理。', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/how-to-contribute.mdx', text: 'Problems that can be reproduced are usually handled fastest.', reason: 'people' },
  { page: 'docs/how-to-contribute.mdx', text: '很多问题在 issue、讨论区和 [技术交流群](/docs/community/group) 里反复出现，分享你的解决办法同样是贡献。', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/how-to-contribute.mdx', text: 'sharing your solution is a contribution too', reason: 'people' },
  { page: 'docs/how-to-contribute.mdx', text: '对选项设计、默认行为有想法时，可以先开 issue 讨论，再决定是否动手实现。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/how-to-contribute.mdx', text: 'open an issue to discuss it first, then decide whether to implement it', reason: 'advice' },
  { page: 'docs/how-to-contribute.mdx', text: '维护者需要在自己的机器上看到同样的问题，才能定位原因。', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/how-to-contribute.mdx', text: 'Maintainers need to see the same problem on their own machine to find the cause.', reason: 'people' },
  { page: 'docs/how-to-contribute.mdx', text: '维护者会在 review 中提出修改建议，CI 通过后合并。', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/how-to-contribute.mdx', text: 'Maintainers will suggest changes during review, and the PR is merged once CI passes.', reason: 'people' },
  // docs/glossary.md
  { page: 'docs/glossary.md', text: '本站的文档假定读者熟悉国内的小程序开发，很多词直接拿来用，不再解释。', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/glossary.md', text: 'These docs grew out of China\'s mini-program ecosystem and use its vocabulary without stopping to explain it.', reason: 'narrative' },
  { page: 'docs/glossary.md', text: '本站写“微信小程序”时，说的是只对微信成立的内容。', reason: 'narrative' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/glossary.md', text: 'When these docs say "WeChat mini-program", the statement holds for WeChat only.', reason: 'narrative' },
  { page: 'docs/glossary.md', text: '想让某个 Tailwind CSS 类名只在特定平台生效，见 [条件编译语法糖](/docs/quick-start/uni-app-css-macro)。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/glossary.md', text: 'To make a Tailwind CSS class apply on certain platforms only, see [Conditional compilation shorthand](/docs/quick-start/uni-app-css-macro)', reason: 'advice' },
  // docs/intro.md
  { page: 'docs/intro.md', text: '样式不生效、构建报错：先查 [常见问题](/docs/issues)，那里按症状列出了原因和修复方法。', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/intro.md', text: 'Styles not applying, or the build fails: check the [FAQ](/docs/issues) first; it lists causes and fixes by symptom.', reason: 'advice' },
  // docs/community/templates.mdx
  { page: 'docs/community/templates.mdx', text: '已有项目样式不生效时，把它当成一份“标准答案”，逐个文件对照自己的配置。', reason: 'advice' },
  { page: 'docs/community/templates.mdx', text: '自己的项目样式不生效时，和同框架、同 Tailwind CSS 版本的模板逐项对比，通常能很快找到差异', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/templates.mdx', text: 'They serve two purposes: a new project can start from one directly and skip the manual integration', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/templates.mdx', text: 'Before picking a template, answer these three questions, and you will usually be down to one or two candidates', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/templates.mdx', text: 'When your own project\'s styles do not apply, comparing it item by item with a template for the same framework', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/templates.mdx', text: 'If comparing still does not solve it, put together a minimal reproduction project and ask', reason: 'advice' },
  // docs/community/group.md
  { page: 'docs/community/group.md', text: '使用过程中遇到配置不生效、样式错乱或者升级后构建报错，都可以到下面的渠道提问。', reason: 'people' },
  { page: 'docs/community/group.md', text: '群聊适合快速讨论，但消息很快会被刷走，也没法被后来的人搜索到。', reason: 'people' },
  { page: 'docs/community/group.md', text: '**目标平台**：微信、支付宝、抖音小程序还是 H5，是否只在真机上出问题。', reason: 'advice' },
  { page: 'docs/community/group.md', text: '里选一个和你技术栈相同的模板，只加入能触发问题的几行代码，推到公开仓库后附上链接。', reason: 'advice' },
  { page: 'docs/community/group.md', text: '别人帮你解决问题之后，欢迎把结论补充到对应的 Issue 或 Discussion 里', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/group.md', text: 'Whenever configuration does not take effect, styles come out wrong, or the build fails after an upgrade, you can ask through the channels below.', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/group.md', text: 'Group chats suit quick discussion, but messages scroll away fast and cannot be found by people who come later.', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/group.md', text: '**Target platform**: WeChat, Alipay or Douyin mini-program, or H5, and whether the problem happens only on real devices.', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/group.md', text: 'add only the few lines that trigger the problem, push it to a public repository and include the link', reason: 'advice' },
  // docs/community/consult.md
  { page: 'docs/community/consult.md', text: '配置不生效、类名没转义、样式不对等高频问题都整理在 [常见问题](/docs/issues) 里', reason: 'advice' },
  { page: 'docs/community/consult.md', text: '一个只保留必要代码、能稳定重现问题的仓库，这是最有价值的信息。', reason: 'advice' },
  { page: 'docs/community/consult.md', text: '任何技术咨询都无法保证问题百分之百解决，请预留备选方案。', reason: 'legal' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/community/consult.md', text: 'a repository that keeps only the necessary code and reproduces the problem reliably; this is the most valuable information of all.', reason: 'advice' },
  // docs/showcase/index.mdx
  { page: 'docs/showcase/index.mdx', text: '这样既能给社区提供参考，也不会给你和公司带来麻烦。', reason: 'advice' },
  { page: 'docs/showcase/index.mdx', text: '想做类似的项目，可以先在 [各框架的起步模板](/docs/community/templates) 里挑一个跟自己技术栈相同的模板跑起来', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/showcase/index.mdx', text: 'the name of the mini-program or product, ideally the same as the name you can search for in WeChat', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/showcase/index.mdx', text: 'If a project shuts down or changes its name, please let us know as well', reason: 'people' },
  // docs/copyright.md
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/copyright.md', text: 'This page is a plain-language reading of the license, to help you see quickly what you may do and what you must do.', reason: 'legal' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/copyright.md', text: 'It is not legal advice.', reason: 'legal' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/copyright.md', text: '| You only install the plugin from npm and use it at build time |', reason: 'legal' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/copyright.md', text: 'The registration proves who owns the copyright; it doesn\'t change the open-source license', reason: 'legal' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/copyright.md', text: 'the MIT license covers the software\'s code; it does not authorize you to release products in this project\'s name.', reason: 'legal' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/copyright.md', text: 'If you publish a modified version, give it a package name that can be told apart', reason: 'legal' },
  // docs/sponsor.md
  { page: 'docs/sponsor.md', text: '只要项目能产生一定的收入，即使将来作者精力有限，也更有可能找到接手的人', reason: 'people' },
  { page: 'docs/sponsor.md', text: '欢迎加作者微信交流小程序开发、Tailwind CSS 的使用心得，交个朋友同样是很好的支持。', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/sponsor.md', text: 'is not cheap to maintain: investigating issues, writing tests, updating the docs and deploying the site all take a great deal of spare time', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/sponsor.md', text: 'The author isn\'t fixated on income; open source is mostly a matter of interest.', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/sponsor.md', text: 'So your sponsorship is, first of all, an investment in "this tool will still be around".', reason: 'people' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/sponsor.md', text: 'This site doesn\'t publish ad prices; the specific terms are whatever the two sides agree on.', reason: 'people' },
  // docs/quick-start/v4/tutorial/advanced.mdx (the line that points to GitHub Issues)
  { page: 'docs/quick-start/v4/tutorial/advanced.mdx', text: '遇到无法解释的差异，可以带上最小复现到 [GitHub Issues]', reason: 'advice' },
  { page: 'i18n/en/docusaurus-plugin-content-docs/current/quick-start/v4/tutorial/advanced.mdx', text: 'If you hit a difference you cannot explain, report it with a minimal reproduction on [GitHub Issues]', reason: 'advice' },
]
