// Problems readers brought to issue trackers (weapp-tailwindcss and the frameworks and component
// libraries it is used with), each with the page and heading of this site that answers it, or
// `gap` with the reason it has none. The questions are summaries in our own words; `source` is the
// thread. lint:docs (scripts/lint-docs/readerQuestionAnchors.ts) reports an answering page or
// heading that goes away; bench/search-quality.mjs also uses them as full-question queries.

/** @typedef {'uni-app' | 'uni-app-x' | 'taro' | 'mpx' | 'native' | 'weapp-vite' | 'mpvue' | 'rax' | 'any'} Framework */
/**
 * @typedef {object} ReaderQuestion
 * @property {string} question
 * @property {string} source
 * @property {Framework} framework
 * @property {2 | 3 | 4 | 'any'} tailwind Tailwind CSS major version the reporter used
 * @property {{ doc: string, anchor?: string }} [answer] doc id, and the heading anchor when one section answers
 * @property {string} [gap] why the site has no answer
 */

/** @type {ReaderQuestion[]} */
export const readerQuestions = [
  { question: '原生小程序自定义组件里写的工具类没有样式（组件样式隔离）', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/124', framework: 'native', tailwind: 3, answer: { doc: 'quick-start/frameworks/native', anchor: '自定义组件里样式不生效' } },
  { question: 'uni-app vue3 页面里的类名没有进入 app.wxss', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/948', framework: 'uni-app', tailwind: 4, answer: { doc: 'quick-start/v4/readme', anchor: '登记入口cssentries' } },
  { question: 'H5 预览时 @import "tailwindcss" 不生效而 weapp-tailwindcss 的入口可以', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/679', framework: 'uni-app', tailwind: 4, answer: { doc: 'quick-start/v4/readme', anchor: '同时构建-h5-与小程序' } },
  { question: '原生小程序引入 @tailwind 指令后 app.wxss 报 unexpected token ;', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/338', framework: 'native', tailwind: 3, answer: { doc: 'quick-start/frameworks/native', anchor: '配置-tailwind-css-与-postcss' } },
  { question: '写了复合选择器或 ::after 后 wot-design-uni 的样式失效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/628', framework: 'uni-app', tailwind: 4, answer: { doc: 'issues/use-with-wot-design-uni', anchor: '原因' } },
  { question: '分包页面 pageA、pageB 下工具类不生效', source: 'https://github.com/icebreaker-template/uni-app-vue2-tailwind-hbuilder-template/issues/5', framework: 'uni-app', tailwind: 3, answer: { doc: 'issues/js-string-invalid', anchor: 'tailwind-css-3补全-content' } },
  { question: 'uni-app H5 端 h-[36rpx] 这类任意值无效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/21', framework: 'uni-app', tailwind: 3, answer: { doc: 'multi-platform', anchor: 'uni-app' } },
  { question: 'uni-app 打包 App 后 min-w-[300rpx] 等任意值无效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/74', framework: 'uni-app', tailwind: 3, answer: { doc: 'multi-platform', anchor: 'uni-app' } },
  { question: 'HBuilderX vue2 模板新写的类名要重新编译才生效', source: 'https://github.com/icebreaker-template/uni-app-vue2-tailwind-hbuilder-template/issues/10', framework: 'uni-app', tailwind: 3, answer: { doc: 'issues/index', anchor: '保存后模拟器样式不更新' } },
  { question: '编译到小红书小程序时 w-[100rpx] 没有被转义', source: 'https://github.com/uni-helper/vite-plugin-uni-tailwind/issues/39', framework: 'uni-app', tailwind: 'any', answer: { doc: 'issues/xiaohongshu', anchor: 'uni-app编译到-mp-xhs' } },
  { question: 'uni-app vue3 偶尔出现类名没有生成样式，重启才好', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/254', framework: 'uni-app', tailwind: 3, answer: { doc: 'issues/index', anchor: '保存后模拟器样式不更新' } },
  { question: '开发模式差量编译后 script 里的任意值转义失败', source: 'https://github.com/sonofmagic/uni-app-tailwindcss-template/issues/33', framework: 'uni-app', tailwind: 4, answer: { doc: 'issues/index', anchor: '保存后模拟器样式不更新' } },
  { question: 'wot-design-uni 的 custom-class 属性里的类名没有被转义', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/774', framework: 'uni-app', tailwind: 4, answer: { doc: 'issues/use-with-wot-design-uni', anchor: '3-用-custom-class-传工具类并加-important-修饰' } },
  { question: 'Taro 3.5 + webpack4 打包样式报错', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/297', framework: 'taro', tailwind: 3, answer: { doc: 'quick-start/frameworks/taro', anchor: '前置条件' } },
  { question: 'Taro 启动失败，less-loader 报出一段 "use strict" 开头的 JS', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/620', framework: 'taro', tailwind: 4, answer: { doc: 'options/exports', anchor: '解析问题与注意事项' } },
  { question: '使用 space-y-2 后 app.wxss 报 error at token >', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/595', framework: 'taro', tailwind: 4, answer: { doc: 'issues/index', anchor: 'space-ydivide-只作用于部分标签' } },
  { question: 'Taro 编译 QQ 小程序提示 No utility classes were detected', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/292', framework: 'taro', tailwind: 3, answer: { doc: 'issues/js-string-invalid', anchor: 'tailwind-css-3补全-content' } },
  { question: '微信小程序里 mergeVirtualHostAttributes 不生效，外部 class 没挂到组件根节点', source: 'https://github.com/dcloudio/uni-app/issues/4336', framework: 'uni-app', tailwind: 'any', answer: { doc: 'issues/component-class', anchor: '解决办法虚拟节点加属性合并' } },
  { question: 'uview-plus 组件上加的 class 在小程序里没有效果', source: 'https://github.com/ijry/uview-plus/issues/240', framework: 'uni-app', tailwind: 'any', answer: { doc: 'issues/component-class', anchor: '为什么-h5-正常小程序不正常' } },
  { question: 'uview-plus 组件的 class、style 在 H5 生效、微信小程序不生效', source: 'https://github.com/ijry/uview-plus/issues/221', framework: 'uni-app', tailwind: 'any', answer: { doc: 'issues/component-class', anchor: '为什么-h5-正常小程序不正常' } },
  { question: '开启 virtualHost 后 virtualHostClass 不随数据更新', source: 'https://github.com/dcloudio/uni-app/issues/5969', framework: 'uni-app', tailwind: 'any', answer: { doc: 'issues/component-class', anchor: '已知问题' } },
  { question: '组件开启 virtualHost 后外部 class 没有加到组件上', source: 'https://github.com/dcloudio/uni-app/issues/3162', framework: 'uni-app', tailwind: 'any', answer: { doc: 'issues/component-class', anchor: '解决办法虚拟节点加属性合并' } },
  { question: 'virtualHost 组件上的任意值类名没有样式', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/228', framework: 'uni-app', tailwind: 3, answer: { doc: 'issues/component-class', anchor: '解决办法虚拟节点加属性合并' } },
  { question: '微信小程序端自定义组件上的 class、style 绑定不生效', source: 'https://github.com/dcloudio/uni-app/issues/1180', framework: 'uni-app', tailwind: 'any', answer: { doc: 'issues/component-class', anchor: '为什么-h5-正常小程序不正常' } },
  { question: 'unibest 模板想把 UnoCSS 换成 Tailwind CSS', source: 'https://github.com/feige996/unibest/issues/66', framework: 'uni-app', tailwind: 'any', answer: { doc: 'migrations/from-unocss', anchor: '迁移前先盘点' } },
  { question: 'weapp-vite 的 App 用多个 <style src> 引入样式，Tailwind 生成的类没进 app.wxss', source: 'https://github.com/weapp-vite/weapp-vite/issues/893', framework: 'weapp-vite', tailwind: 4, answer: { doc: 'quick-start/v4/weapp-vite', anchor: '用-vue-写-app样式由多个-style-src-引入' } },
  { question: 'uni-app H5 上只写了 border-t 却出现四条边框', source: 'https://github.com/dcloudio/uni-app/issues/4924', framework: 'uni-app', tailwind: 3, answer: { doc: 'multi-platform', anchor: 'uni-app-的-h5-端只写了-border-t-却出现四条边' } },
  { question: 'uni-app 模板里 border 在 H5 不生效', source: 'https://github.com/sonofmagic/uni-app-tailwindcss-template/issues/20', framework: 'uni-app', tailwind: 3, answer: { doc: 'multi-platform', anchor: 'uni-app-的-h5-端只写了-border-t-却出现四条边' } },
  { question: 'Mpx 热更新时不重新生成 app.wxss，新写的类没有样式', source: 'https://github.com/didi/mpx/issues/1146', framework: 'mpx', tailwind: 3, answer: { doc: 'quick-start/v4/mpx', anchor: '常见问题' } },
  { question: 'Mpx 项目里怎么接入 weapp-tailwindcss', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/133', framework: 'mpx', tailwind: 3, answer: { doc: 'quick-start/v4/mpx', anchor: '修改-mpxconfigjs' } },
  { question: '原生 gulp 项目改了 wxml 的 class，app.wxss 没更新', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/300', framework: 'native', tailwind: 3, answer: { doc: 'quick-start/frameworks/native', anchor: '方案一gulp' } },
  { question: 'Taro 里样式要重新保存 tailwind.config.js 才生效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/123', framework: 'taro', tailwind: 3, answer: { doc: 'issues/index', anchor: '保存后模拟器样式不更新' } },
  { question: 'Taro React 改了 tailwind 类名，微信开发者工具里不热更新', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/685', framework: 'taro', tailwind: 3, answer: { doc: 'issues/index', anchor: '保存后模拟器样式不更新' } },
  { question: 'Mpx build 清掉 node_modules/.cache 后类名表失效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/310', framework: 'mpx', tailwind: 3, gap: 'weapp-tailwindcss 3.3.4 已修复（Mpx 清空 node_modules/.cache 导致类名表失效），4.x 不受影响，本站没有单独说明旧版本的这个缺陷' },
  { question: 'mpvue 项目怎么配置 Tailwind CSS', source: 'https://github.com/Meituan-Dianping/mpvue/issues/1354', framework: 'mpvue', tailwind: 'any', answer: { doc: 'issues/legacy-frameworks', anchor: '为什么不能像-uni-app-那样直接装插件' } },
  { question: 'vue-mini（rollup 构建）的小程序怎么接入 weapp-tailwindcss', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/323', framework: 'native', tailwind: 3, answer: { doc: 'issues/legacy-frameworks', anchor: '建议迁移到受支持的框架' } },
  { question: 'text-[32rpx]、border-[10rpx] 被 Tailwind CSS 当成颜色', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/110', framework: 'any', tailwind: 3, answer: { doc: 'issues/rpx-ambiguities', anchor: '原因' } },
  { question: '编译成支付宝小程序后单位没有转成 rpx', source: 'https://github.com/sonofmagic/uni-app-tailwindcss-template/issues/10', framework: 'uni-app', tailwind: 3, answer: { doc: 'quick-start/rem2rpx', anchor: '多端项目的注意事项' } },
  { question: 'uni-app App 端 text-[26rpx] 不生效而 text-[13px] 可以', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/109', framework: 'uni-app', tailwind: 3, answer: { doc: 'issues/rpx-ambiguities', anchor: '症状' } },
  { question: '能不能小程序编译成 rpx、H5 编译成 rem', source: 'https://github.com/pcdotfan/taro-plugin-tailwind/issues/88', framework: 'taro', tailwind: 3, answer: { doc: 'quick-start/rem2rpx', anchor: '方式一插件内置的-rem2rpx推荐' } },
  { question: 'Taro 下 text-[16px] 被编译错，长度被识别成颜色', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/287', framework: 'taro', tailwind: 3, answer: { doc: 'issues/rpx-ambiguities', anchor: '方法二在类名里写明类型' } },
  { question: 'text-[xxrpx] 写法解析不出字号', source: 'https://github.com/uni-helper/vite-plugin-uni-tailwind/issues/35', framework: 'uni-app', tailwind: 3, answer: { doc: 'issues/rpx-ambiguities', anchor: '方法一给-tailwindcss-打补丁推荐' } },
  { question: '希望 Tailwind CSS 直接认识小程序的 rpx 单位', source: 'https://github.com/tailwindlabs/tailwindcss/pull/11787', framework: 'any', tailwind: 3, answer: { doc: 'issues/rpx-ambiguities', anchor: '原因' } },
  { question: 'uni-app 编译支付宝小程序时 scss 里的 px 变成了 rpx', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/546', framework: 'uni-app', tailwind: 3, answer: { doc: 'quick-start/css-unit-transform', anchor: '和框架自带换算的关系' } },
  { question: 'Taro 里 Tailwind 生成的 rem 在小程序上能不能转成 rpx', source: 'https://github.com/NervJS/taro/issues/13858', framework: 'taro', tailwind: 3, answer: { doc: 'quick-start/rem2rpx', anchor: '方式一插件内置的-rem2rpx推荐' } },
  { question: 'bg-gradient-to-r 渐变色无效，--tw-gradient 变量不存在', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/285', framework: 'taro', tailwind: 3, answer: { doc: 'issues/css-vars', anchor: '解决方法' } },
  { question: '原生小程序组件里自定义颜色的渐变不生效', source: 'https://github.com/icebreaker-template/weapp-native-mina-tailwindcss-template/issues/4', framework: 'native', tailwind: 3, answer: { doc: 'quick-start/frameworks/native', anchor: '自定义组件里样式不生效' } },
  { question: 'Taro React 里 bg-linear-to-r 生成的渐变无效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/928', framework: 'taro', tailwind: 4, answer: { doc: 'issues/css-vars', anchor: '原因' } },
  { question: 'uni-app x H5 上渐变和阴影失效，CSS 变量未定义', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/1210', framework: 'uni-app-x', tailwind: 4, answer: { doc: 'issues/css-vars', anchor: '症状' } },
  { question: 'Tailwind CSS 4 里 .vue 的 scoped style 用 @apply 报 Cannot apply unknown utility class', source: 'https://github.com/tailwindlabs/tailwindcss/issues/17714', framework: 'any', tailwind: 4, answer: { doc: 'quick-start/v4/readme', anchor: '在页面或组件样式里使用-apply' } },
  { question: 'Tailwind CSS 4 的 @apply 报 Cannot apply unknown utility class', source: 'https://github.com/tailwindlabs/tailwindcss/issues/15778', framework: 'any', tailwind: 4, answer: { doc: 'quick-start/v4/readme', anchor: '在页面或组件样式里使用-apply' } },
  { question: 'darkMode: \'class\' 生成的 :is() 选择器让小程序样式失效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/153', framework: 'uni-app', tailwind: 3, answer: { doc: 'issues/more-tags', anchor: '原因' } },
  { question: 'hover-class 里的 dark: 类名没有被转义', source: 'https://github.com/sonofmagic/uni-app-tailwindcss-template/issues/3', framework: 'uni-app', tailwind: 3, answer: { doc: 'issues/index', anchor: 'hoverdisabled-变体无效' } },
  { question: 'uni-app x 配置 darkMode 不生效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/690', framework: 'uni-app-x', tailwind: 3, answer: { doc: 'quick-start/v4/uni-app-x', anchor: '使用限制与常见问题' } },
  { question: 'uni-app x H5 上暗黑模式切换异常', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/1091', framework: 'uni-app-x', tailwind: 4, answer: { doc: 'quick-start/v4/uni-app-x', anchor: '使用限制与常见问题' } },
  { question: 'Taro 编译 H5 时 Taro 或组件库自己的样式盖过了 Tailwind 的类', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/850', framework: 'taro', tailwind: 4, answer: { doc: 'issues/use-with-nutui', anchor: '组件样式盖住工具类时' } },
  { question: 'Taro 引入 html.css 后 div 上的 flex 等类失效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/597', framework: 'taro', tailwind: 4, answer: { doc: 'issues/use-with-nutui', anchor: '原因' } },
  { question: 'Taro 开了 @tarojs/plugin-html 后 rotate-45 等依赖 CSS 变量的类失效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/155', framework: 'taro', tailwind: 3, answer: { doc: 'issues/use-with-nutui', anchor: '开启变量作用域补注入' } },
  { question: 'Taro 小程序里 .\!container 这类带反斜杠的选择器让 wxss 报错', source: 'https://github.com/pcdotfan/taro-plugin-tailwind/issues/235', framework: 'taro', tailwind: 3, answer: { doc: 'principle/index', anchor: '小程序为什么不接受-tailwind-css-的类名' } },
  { question: 'Taro 编译后 app.wxss 报 unexpected "\"，space-y 选择器不被接受', source: 'https://github.com/pcdotfan/taro-plugin-tailwind/issues/4', framework: 'taro', tailwind: 2, answer: { doc: 'principle/index', anchor: '小程序为什么不接受-tailwind-css-的类名' } },
  { question: 'uni-app 编译成小程序后 .\!border 这类类名让 app.wxss 报错', source: 'https://github.com/windicss/windicss/issues/695', framework: 'uni-app', tailwind: 'any', answer: { doc: 'principle/index', anchor: '小程序为什么不接受-tailwind-css-的类名' } },
  { question: '用模板字符串拼出来的 w-[${a}px] 编译成了 w- 100px', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/337', framework: 'uni-app', tailwind: 3, answer: { doc: 'issues/js-string-invalid', anchor: '不要拼接类名' } },
  { question: 'className 里带变量的任意值无法解析', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/132', framework: 'taro', tailwind: 3, answer: { doc: 'issues/js-string-invalid', anchor: '不要拼接类名' } },
  { question: '能不能用模板字符串写 min-h-[${h}px] 这样的 class', source: 'https://github.com/dcasia/mini-program-tailwind/issues/50', framework: 'taro', tailwind: 'any', answer: { doc: 'issues/js-string-invalid', anchor: '不要拼接类名' } },
  { question: '静态 class 里的 h-2/4 和动态 :class 一起写时编译失败', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/303', framework: 'uni-app', tailwind: 3, gap: '维护者用同样的代码没能复现，提问者也没有补充复现仓库，没有可写的结论' },
  { question: 'uni-app 的 :class 里用模板字符串没有效果', source: 'https://github.com/dcloudio/uni-app/issues/2182', framework: 'uni-app', tailwind: 'any', answer: { doc: 'issues/js-string-invalid', anchor: '不要拼接类名' } },
  { question: '原生组件用 externalClasses 定义的外部样式类里写原子类不生效', source: 'https://github.com/dcasia/mini-program-tailwind/issues/44', framework: 'native', tailwind: 'any', answer: { doc: 'issues/externalClasses', anchor: '解决方法' } },
  { question: '小程序组件通过属性传进来的 class 怎么和 tailwind-merge 一起用', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/562', framework: 'native', tailwind: 4, answer: { doc: 'community/merge/overview' } },
  { question: 'iconify 插件的 icon-[lucide--download] 在 wxss 里转义了、JSX 里没有', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/686', framework: 'taro', tailwind: 4, answer: { doc: 'icons/index', anchor: '注意事项' } },
  { question: 'uni-app vue2 项目中途接入后原有样式和工具类在 H5 上都失效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/75', framework: 'uni-app', tailwind: 3, answer: { doc: 'multi-platform', anchor: 'uni-app' } },
  { question: 'HBuilderX 5 开启样式隔离 2.0 后 uni-app x 组件里的工具类失效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/822', framework: 'uni-app-x', tailwind: 3, answer: { doc: 'quick-start/v4/uni-app-x', anchor: '使用限制与常见问题' } },
  { question: 'HBuilderX 模板运行到 App 报找不到 main.css', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/771', framework: 'uni-app', tailwind: 4, answer: { doc: 'quick-start/v4/uni-app-vite-hbuilder' } },
  { question: 'uni-app + uView 模板里新加的类名要重新打包才出现', source: 'https://github.com/xlzy520/uniapp-tailwind-uview-starter/issues/9', framework: 'uni-app', tailwind: 3, answer: { doc: 'issues/js-string-invalid', anchor: 'tailwind-css-3补全-content' } },
  { question: 'Taro 能不能开发小红书小程序', source: 'https://github.com/NervJS/taro/issues/17700', framework: 'taro', tailwind: 'any', answer: { doc: 'issues/xiaohongshu', anchor: 'taro小红书平台插件' } },
  { question: 'wot-design-uni 能不能适配小红书小程序', source: 'https://github.com/Moonofweisheng/wot-design-uni/issues/919', framework: 'uni-app', tailwind: 'any', answer: { doc: 'issues/xiaohongshu', anchor: 'mpx-与组件库' } },
  { question: 'Mpx 计划支持小红书小程序吗', source: 'https://github.com/didi/mpx/issues/2523', framework: 'mpx', tailwind: 'any', answer: { doc: 'issues/xiaohongshu', anchor: 'mpx-与组件库' } },
  { question: 'Taro + weapp-tailwindcss 能不能开发京东小程序', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/267', framework: 'taro', tailwind: 'any', answer: { doc: 'issues/xiaohongshu', anchor: '默认规则里有什么' } },
  { question: '不用框架的原生小程序（webpack 工程）能用 Tailwind 吗', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/6', framework: 'native', tailwind: 3, answer: { doc: 'quick-start/frameworks/native', anchor: '方案二webpack-5' } },
  { question: 'Remax 的后继 rsmax 能不能用 weapp-tailwindcss', source: 'https://github.com/watsonhaw5566/rsmax/issues/9', framework: 'rax', tailwind: 'any', gap: 'rsmax 的适配只在上游仓库的示例 apps/rsmax-app-ts 里，本站还没有 Remax/rsmax 的接入页' },
  { question: 'Taro React 里写在组件（如 Card）上的 className 样式不生效', source: 'https://github.com/sonofmagic/weapp-tailwindcss/issues/707', framework: 'taro', tailwind: 3, gap: '讨论串没有结论：要看该组件是否把 className 传到自己的根节点，属于组件库的行为' },
  { question: 'mergeVirtualHostAttributes 在 v-for 下把 class 同时合并到了两层元素', source: 'https://github.com/dcloudio/uni-app/issues/5001', framework: 'uni-app', tailwind: 'any', answer: { doc: 'issues/component-class', anchor: '已知问题' } },
]
