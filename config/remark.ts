import npm2yarn from '@docusaurus/remark-plugin-npm2yarn'
import { speed } from '../speed'

// ```bash npm2yarn blocks become npm / yarn / pnpm tabs (docs, blog and pages alike).
export const npm2yarnPlugin: [typeof npm2yarn, { sync: boolean; converters: ('yarn' | 'pnpm')[] }] =
  [npm2yarn, { sync: true, converters: ['yarn', 'pnpm'] }]

// The speed layer's remark plugins (pages with a ```jsx live``` block load the playground with
// their own chunks); none in the stock build.
export const speedRemarkPlugins = speed.remarkPlugins
