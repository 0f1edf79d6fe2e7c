// prismjs ships its core and grammars as plain scripts without types of their own.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs'
  export default Prism
}
declare module 'prismjs/components/prism-*'
