// The examples the transforms checker runs: which block shows the result, which blocks (or, where the page
// shows none, which held text) are the input, and the options the page states.
import { getIconCollections, iconsPlugin } from '@egoist/tailwindcss-icons'
import type { EscapeListing, TransformCase } from './transforms'

const AT_PROPERTY = 'docs/at-property.md'
const PRINCIPLE = 'docs/principle/index.mdx'
const MULTI_PLATFORM = 'docs/multi-platform.md'
const REM2RPX = 'docs/quick-start/rem2rpx.mdx'
const API = 'docs/quick-start/frameworks/api.mdx'
const V3_VERIFY = 'docs/_partials/v3-verify.mdx'

// The @property page names its utility in prose only (`shadow-md`); the template is held here.
const SHADOW_TEMPLATE = '<view class="shadow-md"></view>'
// The principle page's style example names its classes in the blocks themselves; the template is held here.
const ESCAPE_TEMPLATE = '<view class="w-[100px] bg-[#ff0000] w-1/2 2xl:p-4"></view>'
// The rem2rpx page's utilities, as its first block lists them; the template is held here.
const REM_TEMPLATE = '<view class="mt-4 p-2 text-sm"></view>'
const UNITS = 'docs/quick-start/css-unit-transform.mdx'
const SPACING_TEMPLATE = '<view class="p-4 h-30 w-[20px]"></view>'
const SPACING_4PX = '@import "weapp-tailwindcss";\n@theme { --spacing: 4px; }'

export const TRANSFORM_CASES: TransformCase[] = [
  { file: AT_PROPERTY, output: 'tw4-shadow-md', tailwind: 4, shows: 'css', template: SHADOW_TEMPLATE },
  { file: AT_PROPERTY, output: 'tw4-fallback', tailwind: 4, shows: 'css', template: SHADOW_TEMPLATE },
  { file: AT_PROPERTY, output: 'main-wxss', tailwind: 4, shows: 'wxss', template: SHADOW_TEMPLATE, marginTrimInline: true },
  // The symptom block shows --spacing, which only a spacing utility puts into the output.
  { file: AT_PROPERTY, output: 'not-main-wxss', tailwind: 4, shows: 'wxss', template: '<view class="p-4 shadow-md"></view>', isMainChunk: false, marginTrimInline: true },
  { file: AT_PROPERTY, output: 'not-main-symptom', tailwind: 4, shows: 'wxss', template: '<view class="p-4 shadow-md"></view>' },

  { file: PRINCIPLE, output: 'order-wxml-after', tailwind: 4, shows: 'wxml', template: { example: 'order-wxml-before' },
    // The vite.config.ts block just above the example.
    options: { customAttributes: { '*': [/[A-Za-z-]*[Cc]lass$/], 'van-button': ['custom-class'] } } },
  { file: PRINCIPLE, output: 'status-js-after', tailwind: 4, shows: 'js', template: '', script: { example: 'status-ts-before' },
    // The prose under the example assumes twMerge is listed here.
    options: { ignoreCallExpressionIdentifiers: ['twMerge'] } },
  { file: PRINCIPLE, output: 'tailwind-output', tailwind: 3, shows: 'css', template: ESCAPE_TEMPLATE },
  { file: PRINCIPLE, output: 'rem2rpx-wxss', tailwind: 3, shows: 'wxss', template: ESCAPE_TEMPLATE, options: { rem2rpx: true } },
  // The block names the one utility it shows.
  { file: PRINCIPLE, output: 'space-y-2-wxss', tailwind: 3, shows: 'wxss', template: '<view class="space-y-2"></view>', options: { rem2rpx: true } },

  // Each before/after block names its utilities; the templates are held here.
  { file: PRINCIPLE, output: 'rem2rpx-before-after', outputPart: 'input', tailwind: 3, shows: 'css', template: '<view class="p-4 text-sm"></view>' },
  { file: PRINCIPLE, output: 'rem2rpx-before-after', outputPart: 'output', tailwind: 3, shows: 'wxss', template: '<view class="p-4 text-sm"></view>', options: { rem2rpx: true } },
  { file: PRINCIPLE, output: 'px2rpx-before-after', outputPart: 'input', tailwind: 4, shows: 'css', template: '<view class="w-[100px]"></view>' },
  { file: PRINCIPLE, output: 'px2rpx-before-after', outputPart: 'output', tailwind: 4, shows: 'wxss', template: '<view class="w-[100px]"></view>', options: { px2rpx: true } },

  // The cssCalc section names h-2 in its blocks; the template is held here.
  { file: MULTI_PLATFORM, output: 'css-calc-raw', tailwind: 4, shows: 'css', template: '<view class="h-2"></view>' },
  // The block's .m-gap rule and its --gap variable are not shown as input on the page; both are held here.
  { file: MULTI_PLATFORM, output: 'css-calc-spacing', tailwind: 4, shows: 'wxss', template: '<view class="h-2 m-gap"></view>',
    css: '@import "weapp-tailwindcss";\n:root { --gap: 6px; }\n.m-gap { margin: calc(var(--gap) * 3); }', options: { rem2rpx: true, cssCalc: ['--spacing'] } },
  { file: MULTI_PLATFORM, output: 'css-calc-default', tailwind: 4, shows: 'wxss', template: '<view class="h-2"></view>', options: { rem2rpx: true } },

  { file: REM2RPX, output: 'tw3-raw', tailwind: 3, shows: 'css', template: REM_TEMPLATE },
  // The block adds the compound and arbitrary values its comments describe.
  { file: REM2RPX, output: 'rem2rpx-true', tailwind: 3, shows: 'wxss', template: '<view class="mt-4 p-2 text-sm space-y-2 w-[120rpx] h-[calc(100%-20px)]"></view>', options: { rem2rpx: true } },
  { file: REM2RPX, output: 'rem2rpx-root-16', tailwind: 3, shows: 'wxss', template: REM_TEMPLATE, options: { rem2rpx: { rootValue: 16 } } },

  // The section names p-4, h-30 and w-[20px] under `@theme { --spacing: 4px; }` in its prose; both are held here.
  { file: UNITS, output: 'px2rpx-spacing-4px', tailwind: 4, shows: 'wxss', template: SPACING_TEMPLATE, css: SPACING_4PX, options: { px2rpx: true } },
  { file: UNITS, output: 'px2rpx-spacing-css-calc', tailwind: 4, shows: 'wxss', template: SPACING_TEMPLATE, css: SPACING_4PX, options: { px2rpx: true, cssCalc: ['--spacing'] } },

  { file: 'docs/issues/group-and-peer.md', output: 'group-pressed-wxss', tailwind: 3, shows: 'wxss', template: { example: 'group-pressed-wxml' } },
  { file: 'docs/issues/css-vars.md', output: 'css-vars-scope', tailwind: 3, shows: 'wxss', template: { example: 'css-vars-page' } },
  // The 验证 list names shadow-lg and -translate-y-2; the template is held here.
  { file: 'docs/issues/use-with-nutui.md', output: 'nutui-injected-scope', tailwind: 3, shows: 'wxss', template: '<view class="shadow-lg -translate-y-2"></view>', options: { injectAdditionalCssVarScope: true } },
  // The block shows bg-brand/60, the class the prose searches for; the template is held here.
  { file: 'docs/quick-start/apply-themes.md', output: 'brand-alpha-wxss', tailwind: 4, shows: 'wxss', template: '<view class="bg-brand/60"></view>', css: { example: 'themes-app-css' } },

  { file: API, output: 'api-wxml', outputPart: 'output', tailwind: 3, shows: 'wxml', template: { example: 'api-wxml', part: 'input' }, options: { appType: 'native', rem2rpx: true } },
  { file: API, output: 'api-js', outputPart: 'output', tailwind: 3, shows: 'js', template: '', script: { example: 'api-js', part: 'input' }, options: { appType: 'native', rem2rpx: true } },

  { file: V3_VERIFY, output: 'verify-wxml', tailwind: 3, shows: 'wxml', template: { example: 'verify-template' }, options: { rem2rpx: true } },
  { file: V3_VERIFY, output: 'verify-wxss', tailwind: 3, shows: 'wxss', template: { example: 'verify-template' }, options: { rem2rpx: true } },

  // The icon plugin as the page's tailwind.config.js registers it.
  { file: 'docs/icons/index.md', output: 'icons-wxss', tailwind: 3, shows: 'wxss', template: { example: 'icons-wxml' },
    tailwindConfig: { plugins: [iconsPlugin({ collections: getIconCollections(['mdi', 'tabler']) })] } },
  { file: 'docs/quick-start/frameworks/uni-app-vite.mdx', output: 'login-wxss', tailwind: 3, shows: 'wxss', template: { example: 'login-page' }, options: { rem2rpx: true } },
]

export const ESCAPE_LISTINGS: EscapeListing[] = [{ file: PRINCIPLE, output: 'escape-output' }]
