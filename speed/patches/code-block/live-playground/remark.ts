// Remark plugin: a page with a ```jsx live``` block imports the live playground itself.
//
// Docusaurus renders every code block through @theme/CodeBlock, and theme-live-codeblock's
// version imports the playground (react-live, Sucrase and the whole ReactLiveScope) statically,
// so all pages downloaded ~300 KB that only five pages run. speed/patches/code-block/theme/CodeBlock no longer
// imports it; instead each page that has a live block imports REGISTER_MODULE, which puts the
// playground in that page's own chunks. Those load with the route, before hydration, so the
// page renders exactly as before.

export const REGISTER_MODULE = '@site/speed/patches/code-block/live-playground/register'

interface MdNode {
  type: string
  meta?: string | null
  value?: string
  children?: MdNode[]
  data?: unknown
}

export function hasLiveCodeBlock(node: MdNode): boolean {
  if (node.type === 'code' && /(^|\s)live(\s|$)/.test(node.meta ?? '')) return true
  return (node.children ?? []).some(hasLiveCodeBlock)
}

/** An MDX ESM node for `import '<source>'`, with the estree MDX compiles from. */
function sideEffectImport(source: string): MdNode {
  return {
    type: 'mdxjsEsm',
    value: `import '${source}'`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ImportDeclaration', specifiers: [], attributes: [], source: { type: 'Literal', value: source, raw: JSON.stringify(source) } }],
      },
    },
  }
}

/** Adds the import to a tree with a live block; leaves other trees alone. */
export function addLiveCodeBlockImport(tree: MdNode): boolean {
  if (!hasLiveCodeBlock(tree)) return false
  tree.children = [sideEffectImport(REGISTER_MODULE), ...(tree.children ?? [])]
  return true
}

export default function remarkLiveCodeBlockImport() {
  return (tree: MdNode): void => {
    addLiveCodeBlockImport(tree)
  }
}
