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
]
