// Code as a translation must keep it: a translator may translate comments and nothing else, so two
// versions of a block are compared without them (the English pages' code blocks, the English JSDoc examples).

// Languages whose comments start with `#`; elsewhere `#` is code (CSS ids, Markdown headings).
const HASH_COMMENTS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'powershell', 'yaml', 'yml', 'toml', 'ini', 'python', 'py', 'dockerfile', 'gitignore', 'properties', 'dotenv'])

/** The code's lines with comments removed, trailing spaces trimmed and lines left empty dropped. */
export function withoutComments(code: string, lang: string): string[] {
  let text = code
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    // `//` starts a comment anywhere but after a colon: `https://` keeps its slashes.
    .replace(/(?<!:)\/\/.*$/gm, '')
  if (HASH_COMMENTS.has(lang.toLowerCase())) text = text.replace(/(^|\s)#(?!!).*$/gm, '$1')
  return text.split('\n').map(line => line.trimEnd()).filter(line => line.trim() !== '')
}
