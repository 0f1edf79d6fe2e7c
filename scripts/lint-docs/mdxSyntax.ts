import type { Check } from './check'
import { parseMdx } from './parseMdx'

/** A page that does not parse as MDX 3 fails the build; the other prose checks skip it. */
export const mdxSyntax: Check = {
  name: 'mdx',
  editions: 'both',
  lint(files) {
    return files.flatMap(file => {
      const result = parseMdx(file.source)
      if ('tree' in result) return []
      return [{
        file: file.path,
        line: result.error.line,
        check: 'mdx',
        what: `does not parse as MDX: ${result.error.reason}`,
        how: 'fix the syntax (in MDX, escape { and < in prose as \\{ and &lt;, comment with {/* */})',
        fixable: false,
      }]
    })
  },
}
