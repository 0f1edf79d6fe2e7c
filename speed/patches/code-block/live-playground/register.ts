// Imported by each page with a live code block (speed/patches/code-block/live-playground), never by the theme.
import LiveCodeBlock from '@theme/LiveCodeBlock'
import { registerLiveCodeBlock } from './registry'

registerLiveCodeBlock(LiveCodeBlock)
