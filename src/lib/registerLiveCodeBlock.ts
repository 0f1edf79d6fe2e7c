// Imported by each page with a live code block (plugins/live-codeblock-chunk), never by the theme.
import LiveCodeBlock from '@theme/LiveCodeBlock'
import { registerLiveCodeBlock } from './liveCodeBlockRegistry'

registerLiveCodeBlock(LiveCodeBlock)
