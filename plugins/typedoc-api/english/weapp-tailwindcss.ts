import type { EnglishTable } from '../englishComments'

/**
 * English for the JSDoc of weapp-tailwindcss (the pinned 4.12.0), written from the facts of the
 * package's Chinese comments. Code, `@default` literals, `@since` versions and link targets stay
 * as the package has them (englishProblems() checks it); comments inside examples are translated.
 */
export const ENGLISH_V4: EnglishTable = {
  groups: {
    '0.重要配置': '0.Key options',
    '1.文件匹配': '1.File matching',
    '2.生命周期': '2.Lifecycle hooks',
    '3.一般配置': '3.General options',
  },
  comments: {
    // Entry points
    'createPlugins': { summary: 'The weapp-tailwindcss (weapp-tw) plugin for gulp.' },
    'UnifiedViteWeappTailwindcssPlugin': { summary: 'The plugin for uni-app on Vite and for uni-app x.' },
    'UnifiedWebpackPluginV5': { summary: 'The core escaping plugin for webpack 5.' },

    // Options of the JS handler
    'IJsHandlerOptions.staleClassNameFallback': {
      summary:
        'Kept for compatibility only: it no longer plays any part in deciding which JS strings are candidates.\n\n'
        + 'JS transformation always follows exact matching against `classNameSet`: only class names in the set that tailwindcss-patch provides are transformed.',
    },
    'IJsHandlerOptions.jsArbitraryValueFallback': {
      summary:
        'What happens to arbitrary values when classNameSet cannot be relied on.\n\n'
        + '- `false`: no fallback.\n'
        + '- `true`: the arbitrary-value fallback is allowed in class contexts.\n'
        + "- `'auto'`: the fallback is used only with Tailwind CSS v4 and an empty classNameSet.",
    },
    'IJsHandlerOptions.tailwindcssMajorVersion': { summary: 'The major version of Tailwind CSS in use, which decides whether the automatic fallback applies.' },
    'IJsHandlerOptions.wrapExpression': {
      summary: 'When `true`, the input is read as a standalone expression instead of a complete program.\n'
        + 'This suits template bindings such as `:class="{ \'foo bar\': cond }"`.',
    },
    'IJsHandlerOptions.filename': { summary: 'Absolute path of the module being transformed.\nRequired when cross-file analysis is on.' },
    'IJsHandlerOptions.moduleGraph': { summary: 'How the cross-file module graph analysis behaves.' },
    'InternalPatchResult': { summary: 'InternalPatchResult' },
    'JsHandlerResult.linked': { summary: 'Further modules that cross-file analysis transformed, keyed by absolute file path.' },
    'JsModuleGraphOptions.resolve': { summary: 'Turns an imported specifier into an absolute file path.' },
    'JsModuleGraphOptions.load': { summary: 'Reads a module\'s source synchronously.' },
    'JsModuleGraphOptions.filter': { summary: 'An optional filter that skips particular modules.' },
    'JsModuleGraphOptions.maxDepth': { summary: 'How deep the traversal may go; unlimited by default (`Infinity`).' },

    // disabled as an object
    'DisabledOptions': {
      summary: 'Fine-grained switches for turning parts of the plugin off.',
      remarks: 'For when only some of the work should stop (the main plugin flow, say) while other preprocessing keeps running (such as rewriting `@import "tailwindcss"` for Tailwind CSS v4).',
    },
    'DisabledOptions.plugin': { summary: 'Turns off the main plugin flow; the same as `disabled: true`.' },
    'DisabledOptions.rewriteCssImports': { summary: 'Turns off the preprocessing that rewrites `@import "tailwindcss"`.' },

    'IArbitraryValues.allowDoubleQuotes': {
      summary:
        'Whether double quotes may be used inside class names.\n'
        + 'Better left off: some frameworks, `vue3` for one, compile certain static templates straight into an `html` string, and with this option on the escaping is then likely to break.',
      examples: [
        '```html\n'
        + '<!-- by default (option off) only single quotes are allowed -->\n'
        + '<view class="after:content-[\'对酒当歌，人生几何\']"></view>\n'
        + '<!-- with the option on -->\n'
        + '<view class="after:content-[\\"对酒当歌，人生几何\\"]"></view>\n'
        + '```',
      ],
    },

    // uni-app x
    'UniAppXComponentLocalStylesOptions.enabled': { summary: 'Whether local Tailwind styles are injected per component.' },
    'UniAppXComponentLocalStylesOptions.onlyWhenStyleIsolationVersion2': {
      summary: 'Whether this applies only when `manifest.json` sets `styleIsolationVersion=2`.',
    },
    'UniAppXUserDefinedOptions.enabled': { summary: 'Whether the uni-app x adaptation pipeline runs.' },
    'UniAppXUserDefinedOptions.componentLocalStyles': { summary: 'Settings for styles kept local to each component.' },
    'UniAppXUserDefinedOptions.uvueUnsupported': {
      summary: 'What to do with utilities that uvue cannot use.',
      remarks:
        'Takes effect only for the `uvue/nvue` style targets of `uni-app x`.\n'
        + '- `error`: stop with an error at an unsupported utility.\n'
        + '- `warn`: skip it and print a warning.\n'
        + '- `silent`: skip it without a warning.',
    },

    // UserDefinedOptions: key options
    'UserDefinedOptions.disabled': {
      summary: 'Whether this plugin is turned off.',
      remarks: 'Common in multi-platform builds: leave the default for mini-program builds, and pass `true` for targets that are not mini-programs (H5, App) to skip the transformation.',
    },
    'UserDefinedOptions.customAttributes': {
      summary: 'Your own rules for which `wxml` tag attributes are transformed.',
      remarks:
        'By default `class` and `hover-class` are transformed on every tag. This option takes a `Map` or an object that lists, per tag, further attribute names (strings or regular expressions) to transform.\n'
        + "- Use `'*'` as the key to add a rule for every tag.\n"
        + '- A `Map<string | RegExp, (string | RegExp)[]>` covers more complex matching.\n'
        + '- Typical cases are class names passed down through a component `prop`, or custom attributes of third-party components; the discussion is in [issue#129](https://github.com/sonofmagic/weapp-tailwindcss/issues/129#issuecomment-1340914688) and [issue#134](https://github.com/sonofmagic/weapp-tailwindcss/issues/134#issuecomment-1351288238).\n'
        + 'If your rules already cover the default `class`/`hover-class`, turn on [`disabledDefaultTemplateHandler`](/docs/api/options/general#disableddefaulttemplatehandler) to switch the built-in template handler off.',
    },
    'UserDefinedOptions.customReplaceDictionary': {
      summary: 'Your own dictionary for replacing characters in class names.',
      remarks:
        'The default strategy maps each character mini-programs reject to a replacement string of the same length, so the original class name cannot be read back from the result. '
        + 'For full control pass a `Record<string, string>`, making sure the class names it produces do not clash with existing styles. '
        + '[dic.ts](https://github.com/sonofmagic/weapp-core/blob/main/packages/escape/src/dic.ts) shows an example.',
    },
    'UserDefinedOptions.ignoreTaggedTemplateExpressionIdentifiers': {
      summary: 'Tags of tagged template expressions to leave alone.',
      remarks: 'A template string tagged with one of these identifiers is not escaped.',
    },
    'UserDefinedOptions.ignoreCallExpressionIdentifiers': {
      summary: 'Functions whose calls are left alone.',
      remarks: "Template strings and string literals passed to these functions are not escaped; often used together with `@weapp-tailwindcss/merge` (for example `['twMerge', 'twJoin', 'cva']`).",
    },
    'UserDefinedOptions.cssPreflight': {
      summary: 'The preset CSS injected on view nodes.',
      remarks: 'By default Tailwind-style base styles are injected into every `view`/`text` element. This option turns them off, changes them or adds rules, and is scoped by `cssPreflightRange`.',
    },
    'UserDefinedOptions.cssPreflightRange': {
      summary: 'Which DOM selectors `cssPreflight` is injected into.',
      remarks: "Only `view`, `text` and their pseudo-elements are affected. Set it to `'all'` to reach every element; clashes with the host's default styles are then yours to handle.",
    },
    'UserDefinedOptions.cssCalc': {
      summary: 'Works out the results of CSS variables or `calc` expressions ahead of time.',
      remarks:
        'This gets around devices that compute `calc` inconsistently. It takes a boolean, an options object or a list of custom matches (regular expressions allowed). '
        + 'With precomputation on, `includeCustomProperties` names the variables to keep.',
      examples: [
        '```css\n// original output\npage,\n:root {\n  --spacing: 8rpx;\n}\n.h-2 {\n  height: calc(var(--spacing) * 2);\n}\n```\n\n'
        + '```css\n// with cssCalc on\n.h-2 {\n  height: 16rpx;\n  height: calc(var(--spacing) * 2);\n}\n```\n\n'
        + "```js\ncssCalc: ['--spacing']\ncssCalc: { includeCustomProperties: ['--spacing'] }\n```",
      ],
    },
    'UserDefinedOptions.injectAdditionalCssVarScope': {
      summary: 'Whether the `tailwindcss css var scope` is injected an extra time.',
      remarks: 'When something in the build chain (such as `@tarojs/plugin-html`) removes selectors that contain `*`, turn this on to write the variable scope again, so that gradients and similar features keep working.',
    },
    'UserDefinedOptions.rewriteCssImports': {
      summary: "Whether `@import 'tailwindcss'` in CSS is pointed at `weapp-tailwindcss` automatically during the webpack/Vite stage.",
      remarks:
        "When on, the bundling chain intercepts the `tailwindcss` import path only while it processes styles (a JS/TS `import 'tailwindcss'` is not touched), so sources can keep writing `@import 'tailwindcss';` and still get weapp-tailwindcss's styles in the output. "
        + 'Pass `false` to turn this off entirely.',
    },
    'UserDefinedOptions.cssSelectorReplacement': { summary: 'Rules for replacing CSS selectors.' },
    'UserDefinedOptions.cssSelectorReplacement.root': {
      summary: 'Replaces the global selector `:root` with the given value.',
      remarks: 'Set it to `false` to stop the replacement; pass an array to suit the host environment (RootPortal, for example).',
    },
    'UserDefinedOptions.cssSelectorReplacement.universal': {
      summary: 'Replaces the global selector `*` with the given value.',
      remarks: 'Mini-programs do not support `*`, so by default it becomes `view` and `text`; set it to `false` to leave the original selector in place.',
    },
    'UserDefinedOptions.rem2rpx': {
      summary: 'Settings for converting rem to rpx.',
      remarks:
        'Pass `true` for the default settings, or any of the options [postcss-rem-to-responsive-pixel](https://www.npmjs.com/package/postcss-rem-to-responsive-pixel) supports.\n'
        + "```ts\n{\n  rootValue: 32,\n  propList: ['*'],\n  transformUnit: 'rpx',\n}\n```",
    },
    'UserDefinedOptions.px2rpx': {
      summary: 'Settings for converting px to rpx.',
      remarks: 'Pass `true` for the default mapping (`1px = 1rpx`), or an object to change more of its behavior.',
    },
    'UserDefinedOptions.unitsToPx': {
      summary: 'Settings for converting several units to px.',
      remarks: "Pass `true` for the default mapping (postcss-units-to-px's default unit table), or an object to change its behavior.\nOff by default.",
    },
    'UserDefinedOptions.cssPresetEnv': { summary: 'Options for `postcss-preset-env`.' },
    'UserDefinedOptions.autoprefixer': {
      summary: 'Controls the built-in autoprefixer post-processing.',
      remarks:
        'On by default with Tailwind CSS v4, to add the `-webkit-` and other prefixes the WebViews of mini-programs need: `bg-clip-text`, for example, then outputs `-webkit-background-clip: text`.\n'
        + "Off by default with Tailwind CSS v3. Pass `false` to turn it off explicitly, or `true` or an object to turn it on yourself or adjust autoprefixer's options.",
      default: '`true` with Tailwind CSS v4, `false` with other versions',
    },
    'UserDefinedOptions.tailwindcss': { summary: 'Configures the behavior for each Tailwind CSS version.' },
    'UserDefinedOptions.cssEntries': {
      summary: 'The entry CSS files of tailwindcss@4.',
      remarks: 'Without it, custom plugins cannot be loaded. Same as setting `tailwindcss.v4.cssEntries`.',
    },

    // UserDefinedOptions: file matching
    'UserDefinedOptions.htmlMatcher': { summary: 'Matches the `wxml` and other template files to process.' },
    'UserDefinedOptions.cssMatcher': { summary: 'Matches the `wxss` and other style files to process.' },
    'UserDefinedOptions.jsMatcher': { summary: 'Matches the compiled `js` files to process.' },
    'UserDefinedOptions.mainCssChunkMatcher': {
      summary: 'Matches the CSS bundle that receives the Tailwind CSS variable scope.',
      remarks: 'When incompatible selectors such as `::before`/`::after` have to be handled, it is best to name the file yourself.',
    },
    'UserDefinedOptions.wxsMatcher': {
      summary: 'Matches the `wxs`/`sjs`/`.filter.js` files of each platform.',
      remarks: 'Before setting it, make sure the `content` of `tailwind.config.js` includes those formats.',
      experimental: 'Experimental: it may change.',
    },
    'UserDefinedOptions.inlineWxs': {
      summary: 'Whether inline `wxs` in `wxml` is escaped.',
      remarks: 'Before using it, declare the `wxs` format in `tailwind.config.js` as well.',
      experimental: 'Experimental: it may change.',
      examples: [
        '```html\n<!-- index.wxml -->\n<wxs module="inline">\n// inline wxs\n// the class name below gets escaped\n'
        + 'var className = "after:content-[\'我是className\']"\nmodule.exports = {\n className: className\n}\n</wxs>\n'
        + '<wxs src="./index.wxs" module="outside"/>\n'
        + '<view><view class="{{inline.className}}"></view><view class="{{outside.className}}"></view></view>\n```',
      ],
    },

    // UserDefinedOptions: lifecycle hooks
    'UserDefinedOptions.onLoad': { summary: 'Fires when the plugin\'s `apply` is first called.' },
    'UserDefinedOptions.onStart': { summary: 'Fires before processing starts.' },
    'UserDefinedOptions.onUpdate': { summary: 'Fires after a file has been matched and changed.' },
    'UserDefinedOptions.onEnd': { summary: 'Fires when processing ends.' },

    // UserDefinedOptions: general options
    'UserDefinedOptions.supportCustomLengthUnitsPatch': {
      summary: 'Controls the Tailwind CSS patch for custom length units.',
      remarks:
        'From Tailwind CSS 3.2.0 on, arbitrary values are checked for a length unit, and an undeclared `rpx` is taken for a color. '
        + 'This option is on by default and adds `rpx` support. If Node.js has already cached the `tailwindcss` module before the plugin runs, the first run may go without the patch; '
        + 'apply it in advance by running `weapp-tw patch` in `postinstall`.\n'
        + '```diff\n"scripts": {\n+  "postinstall": "weapp-tw patch"\n}\n```',
    },
    'UserDefinedOptions.appType': {
      summary: 'Declares the framework the project is built with.',
      remarks: 'It helps locate the main CSS bundle, so that the default `mainCssChunkMatcher` matches more precisely; without it, the plugin tries to guess where the variables should be injected.',
    },
    'UserDefinedOptions.arbitraryValues': { summary: 'Settings for Tailwind CSS arbitrary values.' },
    'UserDefinedOptions.jsPreserveClass': {
      summary: 'Decides whether a JS literal is kept as it is.',
      remarks:
        'When Tailwind CSS clashes with a JS literal, return `true` from the callback to keep the value; returning `false` or `undefined` lets escaping go ahead. '
        + 'By default, every string literal containing `*` is kept.',
    },
    'UserDefinedOptions.staleClassNameFallback': {
      summary: 'Kept for compatibility only: it no longer plays any part in deciding which JS strings are candidates.',
      remarks: 'JS transformation always uses exact matching against `classNameSet` and transforms only the class names in the set that tailwindcss-patch provides.',
    },
    'UserDefinedOptions.jsArbitraryValueFallback': {
      summary: 'A controlled fallback for arbitrary-value class names in JS, for when classNameSet cannot be relied on.',
      remarks:
        'So that ordinary strings are not hit by mistake, the fallback only applies in class contexts.\n'
        + '- `false`: no fallback;\n'
        + '- `true`: the controlled fallback is always on;\n'
        + "- `'auto'`: on only with Tailwind CSS v4 and an empty classNameSet.",
    },
    'UserDefinedOptions.replaceRuntimePackages': {
      summary: 'Whether the names of runtime packages are replaced.',
      remarks:
        'For when a runtime package has to be imported under another name, for example:\n'
        + '- the mini-program side cannot install `tailwind-merge`/`class-variance-authority`/`tailwind-variants` directly, and they have to be swapped for the built-in weapp versions;\n'
        + '- a private registry or publishing under several package names leaves runtime packages with different names, which should all become one target name after the transformation.\n'
        + 'Pass `true` to use the built-in replacement table, or an object with your own mapping.',
    },
    'UserDefinedOptions.disabledDefaultTemplateHandler': {
      summary: 'Turns off the default `wxml` template replacer.',
      remarks: 'Once it is on, template matching is left entirely to [`customAttributes`](/docs/api/options/important#customattributes), and your rules have to cover the default `class` / `hover-class` matching themselves.',
    },
    'UserDefinedOptions.tailwindcssBasedir': {
      summary: 'The path the Tailwind CSS context is obtained from.',
      remarks: "In linked or monorepo setups, point it by hand at the directory that holds the target project's `package.json`.",
    },
    'UserDefinedOptions.cache': { summary: 'Controls the caching strategy.' },
    'UserDefinedOptions.babelParserOptions': { summary: 'Options for `@babel/parser`.' },
    'UserDefinedOptions.cssChildCombinatorReplaceValue': {
      summary: "Your own replacement for Tailwind CSS's child combinator.",
      remarks:
        'Mini-programs do not support `:not([hidden])~`, so by default selectors such as `.space-x-4` are rewritten to `view + view`. Pass a string or an array of strings to cover more tags.\n'
        + '```css\n// as an array\n.space-y-4>view + view,text + text{}\n\n// as a string\n.space-y-4>view,text,button,input ~ view,text,button,input{}\n```',
    },
    'UserDefinedOptions.postcssOptions': { summary: 'Options for `postcss`.' },
    'UserDefinedOptions.cssRemoveHoverPseudoClass': {
      summary: 'Whether `:hover` selectors are removed from the CSS.',
      remarks: "Mini-programs do not support `:hover` and use a component's `hover-class` instead, so those rules are removed by default.",
    },
    'UserDefinedOptions.cssRemoveProperty': {
      summary: 'Whether `@property` rules are removed.',
      remarks: 'WeChat mini-programs understand `@property`, but Alipay does not yet, so these rules are removed by default to keep builds from failing.',
    },
    'UserDefinedOptions.tailwindcssPatcherOptions': { summary: 'Your own options for the patcher.' },
    'UserDefinedOptions.logLevel': {
      summary: 'How much the command line logs.',
      remarks: '`info` by default; set it to `silent` to turn all output off.',
    },
  },
}
