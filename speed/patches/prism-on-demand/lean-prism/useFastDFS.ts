// Imported by ./prism.ts between prismjs's core and the grammars (imports run in order, before
// any statement of the importing file): the grammars' insertBefore calls then walk with fastDFS.
import Prism from 'prismjs/components/prism-core'
import { fastDFS } from './fastDFS'

Prism.languages.DFS = fastDFS as typeof Prism.languages.DFS
