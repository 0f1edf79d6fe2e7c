import { llmsStringsFor } from '../../../plugins/llms/llmsStrings'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reduceMdxToMarkdown, type ReduceOptions } from '../../../plugins/llms/reduceMdx'
import { leftoverMdx } from '../../../plugins/llms/leftoverMdx'

const siteDir = '/site'
const page = '/site/docs/guide/page.mdx'

/** Reduces `source` as if it were docs/guide/page.mdx, with `files` as the other files on disk. */
function reduce(source: string, files: Record<string, string> = {}, options: ReduceOptions = {}): string {
  return reduceMdxToMarkdown(source, {
    filePath: page,
    siteDir,
    readFile: file => files[path.resolve(file)],
    rewriteUrl: url => (url.startsWith('/') ? `https://example.com/sub${url}` : url),
    pageUrl: 'https://example.com/sub/docs/guide/page',
    ...options,
  })
}

describe('imports, exports and comments', () => {
  it('removes ESM lines and MDX / HTML comments, keeps the prose', () => {
    const out = reduce([
      "import Tabs from '@theme/Tabs'",
      "export const answer = 'x'",
      '',
      '{/* a note for authors */}',
      '',
      'Text <!-- hidden --> stays.',
    ].join('\n'))
    expect(out).toBe('Text  stays.\n')
  })

  it('keeps import lines that are code samples', () => {
    const out = reduce("import A from 'a'\n\n```ts\nimport { b } from 'b'\nexport default b\n```\n")
    expect(out).toBe("```ts\nimport { b } from 'b'\nexport default b\n```\n")
  })
})

describe('partials', () => {
  const files = {
    '/site/docs/_partials/install.mdx': "---\ntitle: ignored\n---\n\nimport Note from './note.mdx'\n\nInstall it.\n\n<Note />\n",
    '/site/docs/_partials/note.mdx': 'A nested note.',
  }

  it('inlines a relative import, recursively, without its front matter', () => {
    const out = reduce("import Install from '../_partials/install.mdx'\n\n## Setup\n\n<Install />\n\nDone.", files)
    expect(out).toBe('## Setup\n\nInstall it.\n\nA nested note.\n\nDone.\n')
  })

  it('resolves @site/ imports', () => {
    expect(reduce("import Note from '@site/docs/_partials/note.mdx'\n\n<Note />", files)).toBe('A nested note.\n')
  })

  it('indents a partial used inside a list item', () => {
    const out = reduce("import Install from '../_partials/install.mdx'\n\n1. First\n\n   <Install />\n", files)
    expect(out).toBe('1. First\n\n   Install it.\n\n   A nested note.\n')
  })

  it('stops at an import cycle and at a missing file', () => {
    const cyclic = { '/site/docs/_partials/loop.mdx': "import Loop from './loop.mdx'\n\nLoop body.\n\n<Loop />" }
    expect(reduce("import Loop from '../_partials/loop.mdx'\n\n<Loop />", cyclic)).toBe('Loop body.\n')
    expect(reduce("import Gone from '../_partials/gone.mdx'\n\nBefore.\n\n<Gone />\n\nAfter.")).toBe('Before.\n\nAfter.\n')
  })
})

describe('code blocks', () => {
  it('shows a live block as plain code, keeping its title', () => {
    const out = reduce('```jsx live title="Demo"\nfunction Demo() {\n  return <p>hi</p>\n}\n```')
    expect(out).toBe('```jsx title="Demo"\nfunction Demo() {\n  return <p>hi</p>\n}\n```\n')
  })

  it('expands an npm2yarn block into npm, Yarn and pnpm commands', () => {
    const out = reduce('```bash npm2yarn\nnpm install -D tailwindcss@4 weapp-tailwindcss\n```')
    expect(out).toBe([
      '**npm**', '', '```bash', 'npm install -D tailwindcss@4 weapp-tailwindcss', '```', '',
      '**Yarn**', '', '```bash', 'yarn add --dev tailwindcss@4 weapp-tailwindcss', '```', '',
      '**pnpm**', '', '```bash', 'pnpm add -D tailwindcss@4 weapp-tailwindcss', '```', '',
    ].join('\n'))
  })

  it('leaves other code exactly as written, JSX and blank lines included', () => {
    const code = '```tsx title="a.tsx"\n<View className="p-4" />\n\n\n\nexport {}\n```\n'
    expect(reduce(code)).toBe(code)
  })
})

describe('tabs', () => {
  it('become consecutive blocks, each under its bold label, in order', () => {
    const out = reduce([
      "import Tabs from '@theme/Tabs'",
      "import TabItem from '@theme/TabItem'",
      '',
      '<Tabs groupId="fw">',
      '<TabItem value="uni" label="uni-app（Vite）">',
      '',
      'Use **Vite**.',
      '',
      '```ts',
      'uni()',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="taro">',
      '',
      'Use Taro.',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n'))
    expect(out).toBe('**uni-app（Vite）**\n\nUse **Vite**.\n\n```ts\nuni()\n```\n\n**taro**\n\nUse Taro.\n')
  })
})

describe('links and components', () => {
  it('turns <Link to={constant}> into a Markdown link with the site URL and base URL', () => {
    const out = reduce("import Link from '@docusaurus/Link'\nexport const doc = '/docs/intro'\n\nSee <Link to={doc}>the **intro**</Link>.")
    expect(out).toBe('See [the **intro**](https://example.com/sub/docs/intro).\n')
  })

  it('keeps external targets and falls back to the text when the target is not known', () => {
    expect(reduce('<Link to="https://github.com/x">repo</Link> and <Link to={compute()}>this</Link>'))
      .toBe('[repo](https://github.com/x) and this\n')
  })

  it('rewrites root-relative Markdown links, images and definitions, nothing else', () => {
    const out = reduce('[a](/docs/a) [b](https://b.dev/x) [c](#c) ![img](/img/x.svg "T")\n\n[ref]: /docs/ref\n\n`[code](/docs/code)`')
    expect(out).toBe('[a](https://example.com/sub/docs/a) [b](https://b.dev/x) [c](#c) ![img](https://example.com/sub/img/x.svg "T")\n\n[ref]: https://example.com/sub/docs/ref\n\n`[code](/docs/code)`\n')
  })

  it('renders a data component through renderComponent, with its props', () => {
    const out = reduce('<TemplateTable framework="Taro" />', {}, {
      renderComponent: (name, props) => (name === 'TemplateTable' ? `| ${props.framework} |` : undefined),
    })
    expect(out).toBe('| Taro |\n')
  })

  it('replaces a component with no Markdown form by a sentence linking the page, and unwraps wrappers', () => {
    expect(reduce('<Playground />')).toBe('此处是网页上的交互内容，Markdown 版本无法呈现，请在[网页版](https://example.com/sub/docs/guide/page)中查看。\n')
    expect(reduce('<Callout type="x">\n\nInside **text**.\n\n</Callout>')).toBe('Inside **text**.\n')
    expect(reduce('<div className="x">\n\n- one\n- two\n\n</div>')).toBe('- one\n- two\n')
  })

  it('writes that sentence in English on the English edition', () => {
    expect(reduce('<Playground />', {}, { strings: llmsStringsFor('en') }))
      .toBe('Interactive content that has no Markdown form: see it on the [web page](https://example.com/sub/docs/guide/page).\n')
  })
})

describe('heading ids', () => {
  it('drops `{#id}` from headings, outside code only, and the page stays MDX', () => {
    const out = reduce('## Options {#options}\n\nSee <Link to="/docs/x">x</Link>.\n\n```md\n## Kept {#kept}\n```')
    expect(out).toBe('## Options\n\nSee [x](https://example.com/sub/docs/x).\n\n```md\n## Kept {#kept}\n```\n')
  })
})

describe('hostile input', () => {
  it.each([
    ['an unclosed component', '<Tabs>\n<TabItem value="a">\n\nText after.\n'],
    ['a stray brace', 'Use {curly braces} and { alone.\n'],
    ['an unterminated fence', '```js\nconst a = 1\n'],
    ['a closing tag only', '</Tabs>\n\nText.'],
    ['an empty page', ''],
    ['control characters', '\u0000\u0001<\u0002>{\u0003'],
    ['broken ESM', 'import { from\n\nexport const = \n\nText.'],
  ])('%s: does not throw and leaves no raw JSX', (_name, source) => {
    const out = reduce(source)
    expect(typeof out).toBe('string')
    expect(leftoverMdx(out)).toEqual([])
  })

  it('keeps the text of a page that is not valid MDX', () => {
    expect(reduce('<Tabs>\n<TabItem value="a">\n\nText after.\n')).toContain('Text after.')
  })
})

describe('example names', () => {
  it('leaves a check name out of the twin and keeps the title', () => {
    const out = reduce('```css title="dist/app.wxss" example="main-wxss"\n.a{}\n```\n')
    expect(out).toBe('```css title="dist/app.wxss"\n.a{}\n```\n')
  })

  it('keeps the indentation of a named block inside a list item', () => {
    const out = reduce('1. Step\n\n   ```css example="x"\n   .a{}\n   ```\n')
    expect(out).toBe('1. Step\n\n   ```css\n   .a{}\n   ```\n')
  })
})
