import MDXComponents from '@theme-original/MDXComponents'
import KeyboardScrollableTable from '@site/src/components/KeyboardScrollableTable'

// Docusaurus's documented way to add an MDX element: the theme's map, plus ours.
export default {
  ...MDXComponents,
  table: KeyboardScrollableTable,
}
