// The Prism instance of the site: prismjs's core and the grammars the pages use, instead of the
// copy inside prism-react-renderer, which defines ~30 grammars (Swift, Kotlin, Go, Rust, Python,
// SQL...) each time a page with code loads. Languages listed in config/prism.ts's
// additionalLanguages are added on top by speed/patches/prism-on-demand/lean-prism/registerLanguages.ts.
import './manualMode'
import Prism from 'prismjs/components/prism-core'
import './useFastDFS'
// Order matters, and follows prism-react-renderer's own: a grammar extends the ones above it
// as they are when it loads (TypeScript is copied from JavaScript before js-extras adds to it).
// prism-core has put `Prism` on the global object, where these files look for it.
import 'prismjs/components/prism-markup'
import 'prismjs/components/prism-regex'
import 'prismjs/components/prism-clike'
import 'prismjs/components/prism-javascript'
import 'prismjs/components/prism-javadoclike'
import 'prismjs/components/prism-css'
import 'prismjs/components/prism-css-extras'
import 'prismjs/components/prism-yaml'
import 'prismjs/components/prism-markdown'
import 'prismjs/components/prism-typescript'
import 'prismjs/components/prism-jsdoc'
import 'prismjs/components/prism-js-extras'
import 'prismjs/components/prism-jsx'
import 'prismjs/components/prism-tsx'
import 'prismjs/components/prism-json'

export { Prism }
