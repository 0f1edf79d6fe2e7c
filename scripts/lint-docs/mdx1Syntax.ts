import fs from 'node:fs'
import { mdx1Syntax as findMdx1Syntax, toMdx3, type Mdx1Kind } from '../../lib/content/mdx1Syntax'
import type { Check } from './check'
import type { Problem } from './problem'

const MDX3_FORM: Record<Mdx1Kind, string> = {
  'html-comment': 'write it as an MDX comment: {/*…*/}',
  'heading-id': 'escape the braces: \\{#id\\}',
  'admonition-title': 'put the title in brackets: :::tip[Title]',
}

/** Syntax that compiles only with MDX 1 compatibility, off by default from Docusaurus 3.10. */
export const mdx1Syntax: Check = {
  name: 'mdx1-syntax',
  editions: 'both',
  lint(files) {
    return files.flatMap(file => findMdx1Syntax(file.source).map((found): Problem => ({
      file: file.path,
      line: found.line,
      check: 'mdx1-syntax',
      what: `${found.text} compiles only with MDX 1 compatibility (off by default from Docusaurus 3.10)`,
      how: MDX3_FORM[found.kind],
      fixable: true,
    })))
  },
  fix(files) {
    for (const file of files) {
      const fixed = toMdx3(file.source)
      if (fixed !== file.source) fs.writeFileSync(file.path, fixed)
    }
  },
}
