import npm2yarn from '@docusaurus/remark-plugin-npm2yarn'
import remarkLiveCodeBlockImport from '../plugins/live-codeblock-chunk/remark'

// ```bash npm2yarn blocks become npm / yarn / pnpm tabs (docs, blog and pages alike).
export const npm2yarnPlugin: [typeof npm2yarn, { sync: boolean; converters: ('yarn' | 'pnpm')[] }] =
  [npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }]

// Pages with a ```jsx live``` block load the playground with their own chunks (see the plugin).
export const liveCodeBlockPlugin = remarkLiveCodeBlockImport
