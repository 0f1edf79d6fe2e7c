// Held-out search questions for the English edition: what English-speaking developers type into the
// docs search box or a GitHub issue title when weapp-tailwindcss gives them trouble, each with the
// page (and heading, when one section answers it) of this site that answers it.
//
// DO NOT TUNE ON THIS FILE. It measures the English search on questions no one tuned on: do not
// change the search (synonyms, weights, stop words, tokenizer) to make these pass, and do not edit
// a question after looking at how the search ranks it. If the search misses one, that is the figure.
//
// Written by the helper "en-holdout" from the English pages under
// i18n/en/docusaurus-plugin-content-docs/current/ (and their Chinese sources where needed), without
// reading the search engine or the tuned query sets, and without running the search on any of them.
// Wording mixes symptoms, error messages quoted as our pages print them, "how do I" questions, bare
// keywords, option and framework names, typos and lowercase product names, as readers type them.
// `answer.doc` is a doc id as under docs/; `anchor` is the heading id on that page (the same in both
// editions); `also` lists other pages that answer the question as directly.

/**
 * @typedef {object} ReaderQuestionEn
 * @property {string} question
 * @property {{ doc: string, anchor?: string }} answer
 * @property {string[]} [also]
 */

/** @type {ReaderQuestionEn[]} */
export const readerQuestionsEn = [
  // Tailwind CSS 4 quick starts and reference
  { question: 'how to use tailwindcss v4 with uni-app vue3 vite', answer: { doc: 'quick-start/v4/uni-app-vite' } },
  { question: 'uni is not a function after renaming vite.config.ts to vite.config.mts', answer: { doc: 'quick-start/v4/uni-app-vite', anchor: '配置-viteconfigts' } },
  { question: 'tailwind 4 in an old uniapp vue2 vue-cli project', answer: { doc: 'quick-start/v4/uni-app-webpack' } },
  { question: "Cannot destructure property 'NormalModule' of 'compiler.webpack' as it is undefined", answer: { doc: 'quick-start/v4/uni-app-webpack', anchor: '常见问题' } },
  { question: 'Error: PostCSS plugin @tailwindcss/postcss requires PostCSS 8', answer: { doc: 'quick-start/v4/uni-app-webpack', anchor: '常见问题' } },
  { question: 'HBuilderX tailwind v4 compiles but no utility classes are generated', answer: { doc: 'quick-start/v4/uni-app-vite-hbuilder', anchor: '常见问题' } },
  { question: 'hbuilderx console keeps recompiling over and over after adding tailwindcss', answer: { doc: 'quick-start/v4/uni-app-vite-hbuilder', anchor: '常见问题' } },
  { question: 'can I use tailwind css 4 with uni-app x for the native app target', answer: { doc: 'quick-start/v4/uni-app-x' }, also: ['uni-app-x/index'] },
  { question: 'uniAppX preset base cssEntries rawOptions', answer: { doc: 'quick-start/v4/uni-app-x', anchor: '用-uniappx-预设注册插件' }, also: ['uni-app-x/install'] },
  { question: 'Taro vite compiler tailwindcss 4 setup', answer: { doc: 'quick-start/v4/taro-vite' } },
  { question: 'taro fails to start with No "exports" main defined from @tailwindcss/vite', answer: { doc: 'quick-start/v4/taro-vite', anchor: '常见问题' } },
  { question: "Argument of type 'void' is not assignable to parameter of type 'AcceptedPlugin'", answer: { doc: 'quick-start/v4/taro-vite', anchor: 'tailwindcss-报-void-类型错误或提示改用-tailwindcsspostcss' } },
  { question: 'Taro webpack5 Tailwind CSS 4 where do I register UnifiedWebpackPluginV5 in config/index', answer: { doc: 'quick-start/v4/taro-webpack', anchor: '在-configindex-中注册插件' } },
  { question: "taro utilities land in app-origin.wxss and app.wxss only has two @import lines, do I need appType: 'taro'", answer: { doc: 'quick-start/v4/taro-webpack', anchor: '在-configindex-中注册插件' } },
  { question: 'weapp-vite tailwind css 4 native wechat mini-program', answer: { doc: 'quick-start/v4/weapp-vite' } },
  { question: 'weapp-vite App.vue with several <style src> tags, utility classes missing from app.wxss', answer: { doc: 'quick-start/v4/weapp-vite', anchor: '用-vue-写-app样式由多个-style-src-引入' } },
  { question: 'mpx postcssInlineConfig @tailwindcss/postcss', answer: { doc: 'quick-start/v4/mpx', anchor: '修改-mpxconfigjs' } },
  { question: 'cssEntries what path do i put there', answer: { doc: 'quick-start/v4/readme', anchor: '登记入口cssentries' } },
  { question: 'tailwind 4 component style @apply text-rose-600 gives Cannot apply unknown utility class, do I need @reference', answer: { doc: 'quick-start/v4/readme', anchor: '在页面或组件样式里使用-apply' }, also: ['issues/at-apply'] },
  { question: 'make h-30 equal 30rpx instead of 240rpx', answer: { doc: 'quick-start/v4/readme', anchor: '想让-h-30-就是-30rpx' } },
  { question: 'should i pick tailwind 3 or 4 for a mini program, old huawei phones', answer: { doc: 'quick-start/v4/readme', anchor: '先决定用-tailwind-css-3-还是-4' } },
  { question: "HookWebpackError: Cannot find module '@tailwindcss/node'", answer: { doc: 'quick-start/v4/readme', anchor: '构建时报-cannot-find-module-tailwindcssnode' } },
  { question: '@tailwindcss/vite or @tailwindcss/postcss for uni-app', answer: { doc: 'quick-start/v4/readme', anchor: '选择-postcss-插件还是-vite-插件' } },
  { question: 'beginner tutorial tailwind css 4 first mini-program page', answer: { doc: 'quick-start/v4/tutorial/index' } },
  { question: 'wxss output size too big, how to keep the bundle small', answer: { doc: 'quick-start/v4/tutorial/advanced', anchor: '4-产物体积' } },

  // Tailwind CSS 3 quick starts
  { question: 'install tailwind css 3 in a mini program project', answer: { doc: 'quick-start/install' } },
  { question: 'No utility classes were detected in your source files', answer: { doc: 'quick-start/install', anchor: '常见错误' }, also: ['issues/js-string-invalid'] },
  { question: 'what does weapp-tw patch actually do', answer: { doc: 'quick-start/this-plugin', anchor: 'weapp-tw-patch-做了什么' }, also: ['tools/weapp-tw-cli'] },
  { question: 'UnifiedWebpackPluginV5 or UnifiedViteWeappTailwindcssPlugin which one to import', answer: { doc: 'quick-start/this-plugin', anchor: '选对插件入口' }, also: ['options/exports'] },
  { question: 'uni-app vue2 cli tailwind vue.config.js', answer: { doc: 'quick-start/frameworks/uni-app' }, also: ['quick-start/v4/uni-app-webpack'] },
  { question: 'uniapp vue3 vite tailwind3 register plugin vite.config.ts', answer: { doc: 'quick-start/frameworks/uni-app-vite', anchor: '注册插件viteconfigts' } },
  { question: 'border-2 on input has no border in wechat mini program but works on h5', answer: { doc: 'quick-start/frameworks/uni-app-vite', anchor: 'inputbutton-上写了-border-2小程序里看不到边框' } },
  { question: "Error: ENOENT: no such file or directory, open '…\\HBuilderX\\plugins\\uniapp-cli-vite\\tailwind.config.js'", answer: { doc: 'quick-start/frameworks/hbuilderx', anchor: '常见问题' } },
  { question: 'every component wxss huge, contains the whole tailwind utilities, uni.scss', answer: { doc: 'quick-start/frameworks/hbuilderx', anchor: '组件的-wxss-体积暴增每个文件里都是一整份工具类' } },
  { question: '缺少postcss插件webpackChain, 已忽略', answer: { doc: 'quick-start/frameworks/taro', anchor: '终端打印-缺少postcss插件webpackchain-已忽略类名没有转义' } },
  { question: 'rax build.json tailwind', answer: { doc: 'quick-start/frameworks/rax' } },
  { question: 'rsmax w-[100px] becomes 100rpx, how to keep px', answer: { doc: 'quick-start/frameworks/rsmax', anchor: '配置-tailwind-css-3' } },
  { question: 'native miniprogram gulp tailwindcss', answer: { doc: 'quick-start/frameworks/native', anchor: '方案一gulp' } },
  { question: 'mt-[18px] in page data stays unescaped in js output while wxml works, WEAPP_TW_DISABLE_JS_PRECHECK', answer: { doc: 'quick-start/frameworks/native', anchor: 'js-里写的-mt-18px-原样留在产物里wxml-里写的同一个类却正常' } },
  { question: 'tailwind classes not working inside custom component native addGlobalClass', answer: { doc: 'quick-start/frameworks/native', anchor: '自定义组件里样式不生效' }, also: ['quick-start/native/install-plugin', 'quick-start/v4/weapp-vite'] },
  { question: 'createContext transformWxss result is [object Object]', answer: { doc: 'quick-start/frameworks/api', anchor: '常见问题' } },
  { question: 'plain native wechat mini-program without framework tailwind 3 step by step', answer: { doc: 'quick-start/native/install' }, also: ['quick-start/native/install-plugin'] },
  { question: 'rem2rpx', answer: { doc: 'quick-start/rem2rpx' } },
  { question: 'tailwind 2 jit legacy webpack 4 postcss 7 project', answer: { doc: 'quick-start/v2/index' } },
  { question: 'what is weapp tailwindcss and why do mini-programs need it', answer: { doc: 'intro' } },
  { question: 'The `content` option in your Tailwind CSS configuration is missing or empty (uni-app x)', answer: { doc: 'quick-start/frameworks/uni-app-x', anchor: '常见问题' } },

  // uni-app x topic
  { question: 'uvue and uts files no syntax highlighting in vscode', answer: { doc: 'uni-app-x/index', anchor: 'vs-code-中-uvueuts-文件没有语法高亮' } },
  { question: 'uni-app x px or rpx', answer: { doc: 'uni-app-x/index', anchor: '单位应该用-px-还是-rpx' }, also: ['uni-app-x/install'] },
  { question: 'utility works in mini program but not on the uni-app x android app', answer: { doc: 'uni-app-x/index', anchor: '某些工具类在小程序有效在-app-上无效' } },

  // Options, units, editor, CLI, multi-platform
  { question: 'px2rpx', answer: { doc: 'quick-start/css-unit-transform', anchor: '开启-px2rpx' } },
  { question: 'convert px to rpx but keep 1px hairline borders', answer: { doc: 'quick-start/css-unit-transform', anchor: '保留-1px-细线' } },
  { question: 'px2rpx is on but p-4 still outputs padding: 16px', answer: { doc: 'quick-start/css-unit-transform', anchor: 'tailwind-css-4开了-px2rpx产物里-p-4-还是-padding-16px' } },
  { question: 'tailwnd intellisense autocomplete in wxml files vscode', answer: { doc: 'quick-start/intelliSense', anchor: '让-wxml-文件也有补全' } },
  { question: 'list of all weapp-tailwindcss options and defaults', answer: { doc: 'options/index' } },
  { question: 'customAttributes example for custom-class', answer: { doc: 'issues/externalClasses', anchor: '解决方法' }, also: ['options/index'] },
  { question: 'arbitrary value with double quotes allowDoubleQuotes', answer: { doc: 'options/arbitrary-values', anchor: 'arbitraryvalues-选项' } },
  { question: 'weappTwIgnore', answer: { doc: 'options/comments', anchor: '方法一weapptwignore-标签模板' }, also: ['community/merge/runtime-api'] },
  { question: 'api path user/getUserInfo rewritten to user_fgetUserInfo', answer: { doc: 'options/comments', anchor: '接口路径action-名被改写成-user_fgetuserinfo' } },
  { question: 'weapp-tailwindcss/vite weapp-tailwindcss/webpack weapp-tailwindcss/gulp exports', answer: { doc: 'options/exports' } },
  { question: 'class names returned from wxs are not escaped wxsMatcher', answer: { doc: 'quick-start/wxs' } },
  { question: 'weapp-tw doctor', answer: { doc: 'tools/weapp-tw-cli', anchor: 'doctor项目体检' } },
  { question: 'ERR_PNPM_IGNORED_BUILDS Ignored build scripts: weapp-tailwindcss', answer: { doc: 'tools/weapp-tw-cli', anchor: 'pnpm-install-报-err_pnpm_ignored_builds' }, also: ['uni-app-x/install'] },
  { question: 'weapp-tw status Needs attention missing units: rpx after reinstall', answer: { doc: 'tools/weapp-tw-cli', anchor: '重装依赖后-weapp-tw-status-显示-needs-attention' } },
  { question: 'weapp-tw patch --workspace patches nothing in pnpm monorepo', answer: { doc: 'tools/weapp-tw-cli', anchor: '在-monorepo-中使用' }, also: ['issues/monorepo'] },
  { question: 'disable weapp-tailwindcss for h5 and app builds UNI_PLATFORM', answer: { doc: 'multi-platform', anchor: '按平台开关插件' }, also: ['issues/index'] },
  { question: 'uni-app h5 border-t shows four borders', answer: { doc: 'multi-platform', anchor: 'uni-app-的-h5-端只写了-border-t-却出现四条边' } },
  { question: 'colors not working in uni-app android app old webview', answer: { doc: 'multi-platform', anchor: '安卓-app-中颜色失效' } },
  { question: 'calc with rpx gives wrong size cssCalc', answer: { doc: 'multi-platform', anchor: 'calc-与-rpx-的计算异常csscalc' } },

  // Issues and FAQ
  { question: 'text-[32rpx] generates color: 32rpx instead of font-size', answer: { doc: 'issues/rpx-ambiguities' }, also: ['quick-start/this-plugin'] },
  { question: 'bg-gradient-to-r not working in wechat mini program', answer: { doc: 'issues/css-vars' } },
  { question: 'injectAdditionalCssVarScope', answer: { doc: 'issues/css-vars', anchor: '让插件重新注入变量作用域' }, also: ['issues/use-with-nutui'] },
  { question: 'nutui taro plugin-html shadow rotate translate stop working', answer: { doc: 'issues/use-with-nutui' } },
  { question: 'taroify button bg-rose-500 overridden by component styles', answer: { doc: 'issues/use-with-taroify' } },
  { question: 'wot-design-uni custum-class not applied', answer: { doc: 'issues/use-with-wot-design-uni', anchor: '3-用-custom-class-传工具类并加-important-修饰' } },
  { question: 'component library tabbar height shrinks after adding weapp-tailwindcss box-sizing border-box', answer: { doc: 'issues/box-sizing' }, also: ['issues/use-with-wot-design-uni'] },
  { question: 'uview-plus class on component works on H5 but not in wechat mini program', answer: { doc: 'issues/component-class', anchor: '为什么-h5-正常小程序不正常' } },
  { question: 'mergeVirtualHostAttributes virtualHost', answer: { doc: 'issues/component-class', anchor: '解决办法虚拟节点加属性合并' } },
  { question: 'arbitrary values in externalClasses split into bg- #fafa00', answer: { doc: 'issues/externalClasses' } },
  { question: 'Unknown at rule @apply vscode warning', answer: { doc: 'issues/at-apply' } },
  { question: 'Cannot apply unknown utility class when I @apply my own class in tailwind 4', answer: { doc: 'issues/at-apply', anchor: 'apply-自己写的类报-cannot-apply-unknown-utility-class' } },
  { question: 'tailwind.configs.flat/recommended is not iterable', answer: { doc: 'issues/format', anchor: 'eslint-启动即报-tailwindconfigsflatrecommended-is-not-iterable' } },
  { question: 'group-hover does nothing in mini programm', answer: { doc: 'issues/group-and-peer', anchor: 'group用-hover-class-加一个标记类' } },
  { question: 'peer-checked WXSS compile error unexpected token "~"', answer: { doc: 'issues/group-and-peer' } },
  { question: 'dark: variant not working on button and image', answer: { doc: 'issues/more-tags' } },
  { question: 'max-w-2/3 in :class becomes max-w-2 3, arbitrary values in js strings not working', answer: { doc: 'issues/js-string-invalid' } },
  { question: 'dynamic class `bg-${color}-500` has no style', answer: { doc: 'issues/js-string-invalid', anchor: '不要拼接类名' } },
  { question: 'monorepo 未找到 Tailwind CSS 依赖', answer: { doc: 'issues/monorepo' } },
  { question: 'taro terser-webpack-plugin breaks escaping', answer: { doc: 'issues/taro-terser' } },
  { question: '[ WXSS 文件编译错误] unexpected `\\` at pos', answer: { doc: 'issues/index', anchor: '构建报错' }, also: ['issues/taro-terser', 'issues/monorepo'] },
  { question: 'uni.showToast success icon off center on h5', answer: { doc: 'issues/toast-svg-bug' }, also: ['multi-platform'] },
  { question: 'douyin toutiao native mini program tailwind', answer: { doc: 'issues/native-toutiao' } },
  { question: 'does weapp-tailwindcss support xiaohongshu mp-xhs', answer: { doc: 'issues/xiaohongshu' } },
  { question: 'wepy mpvue tailwindcss', answer: { doc: 'issues/legacy-frameworks' } },
  { question: 'changed class names but wechat devtool simulator does not update', answer: { doc: 'issues/index', anchor: '保存后模拟器样式不更新' } },
  { question: 'bg-[url()] do-not-use-local-path', answer: { doc: 'issues/index', anchor: 'background-image-报-do-not-use-local-path' } },
  { question: 'space-y-4 only applies to view children', answer: { doc: 'issues/index', anchor: 'space-ydivide-只作用于部分标签' } },
  { question: `'import' and 'export' may appear only with 'sourceType: "module"'`, answer: { doc: 'issues/index', anchor: 'h5app-端编译报-sourcetype-错误' } },
  { question: "TypeError: Cannot use 'in' operator to search for 'CallExpression' in undefined", answer: { doc: 'issues/index', anchor: 'typeerror在-undefined-上使用-in-运算符' } },
  { question: '@tailwind base; still in app.wxss after build', answer: { doc: 'issues/index', anchor: '产物里原样留着-tailwind-指令' } },
  { question: 'every selector in output has :not(#\\#) and wxss compile error', answer: { doc: 'at-property', anchor: '产物里的选择器都带着-not' } },
  { question: 'how does weapp-tailwindcss escape class names in wxml, js and wxss', answer: { doc: 'principle/index' } },

  // Migrations and releases
  { question: 'upgrade weapp-tailwindcss 3 to 4', answer: { doc: 'migrations/v3' } },
  { question: 'colors from tailwind.config.js stopped working after upgrading to tailwind 4', answer: { doc: 'migrations/v3', anchor: '升级后-tailwindconfigjs-里的颜色间距不生效' } },
  { question: 'v2 to v3 cssMatcher glob string no longer accepted', answer: { doc: 'migrations/v2', anchor: '文件匹配器只接受函数' } },
  { question: 'migrate from weapp-tailwindcss v1 to v2', answer: { doc: 'migrations/v1' } },
  { question: 'whats new in 4.12 node version requirement', answer: { doc: 'releases/v4', anchor: '412' } },
  { question: 'I18n is not a constructor', answer: { doc: 'upgrade/uni-app', anchor: '常见报错i18n-is-not-a-constructor' } },
  { question: 'replace unocss in unibest template with tailwind', answer: { doc: 'migrations/from-unocss' } },

  // Community and ecosystem
  { question: 'twMerge keeps both px-[24rpx] and px-[40rpx] in the mini-program', answer: { doc: 'community/merge/integration', anchor: '冲突的类名都被保留了' } },
  { question: "@weapp-tailwindcss/merge/v3 Package subpath './v3' is not defined", answer: { doc: 'community/merge/overview', anchor: '导入-weapp-tailwindcssmergev3-报-subpath-v3-is-not-defined' } },
  { question: 'twMerge text-red text-[80rpx] color disappears', answer: { doc: 'community/merge/integration', anchor: '字号和颜色互相覆盖' } },
  { question: 'cva tailwind-variants component variants in uni-app', answer: { doc: 'community/merge/cva-and-variants' } },
  { question: 'dark mode theme switching page-meta css variables', answer: { doc: 'quick-start/apply-themes' } },
  { question: 'independent subpackage loses all tailwind styles', answer: { doc: 'quick-start/independent-pkg' } },
  { question: 'iconify icons tailwind mini program', answer: { doc: 'icons/index' } },
  { question: 'custom font wx.loadFontFace tailwind font-family', answer: { doc: 'community/load-font' } },
  { question: 'ifdef-[MP-WEIXIN] conditional compile variant', answer: { doc: 'quick-start/uni-app-css-macro' } },
  { question: 'starter template uni-app tailwind css', answer: { doc: 'community/templates', anchor: 'uni-app' } },
  { question: 'publish my own component library built with tailwind without leaking styles', answer: { doc: 'quick-start/build-or-import-outside-components' } },
  { question: 'wechat group qq group discussion', answer: { doc: 'community/group' } },
]
