// What theme-classic's prism-include-languages client module did on every page, done by
// speed/patches/code-block/theme/CodeBlock instead (speed/patches/prism-on-demand): the additionalLanguages of
// config/prism.ts join Prism before the first code block renders, on the server and in the browser.
import { Prism } from 'prism-react-renderer'
import prismIncludeLanguages from '@theme/prism-include-languages'

prismIncludeLanguages(Prism)
