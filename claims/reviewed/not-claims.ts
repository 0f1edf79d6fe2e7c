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
]
