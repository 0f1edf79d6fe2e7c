// Stands in for `@docsearch/react/style` (webpack alias, see index.ts), which is all of
// @docsearch/css in one file. The same three parts, in the same order, as separate modules, so
// that the modal's part can stay out of the site's one stylesheet.
import '@docsearch/css/dist/_variables.css'
import '@docsearch/css/dist/button.css'
import '@docsearch/css/dist/modal.css'
