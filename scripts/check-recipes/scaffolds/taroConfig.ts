// Merging a page's config/index.ts block into the one the Taro template wrote: the page shows only
// what to add ("其余配置保持不变"), so its imports, top-level constants, calls and properties are
// carried over, and everything else in the template stays.

const moduleOf = (line: string) => /from\s+['"]([^'"]+)['"]/.exec(line)?.[1] ?? /^import\s+['"]([^'"]+)['"]/.exec(line)?.[1]

/** The `import` lines of a block that the file does not have yet, put on top of it. */
export function addImports(file: string, block: string): string {
  const missing = block.split('\n').filter(line => /^import\s/.test(line)).filter(line => {
    const from = moduleOf(line)
    return from && !file.includes(`'${from}'`) && !file.includes(`"${from}"`)
  })
  return [...missing, file].join('\n')
}

/** The block's top-level statements between its imports and `export default`, put before the file's. */
export function addTopLevel(file: string, block: string): string {
  const lines = block.slice(0, block.indexOf('export default')).split('\n')
  const statements = lines.filter(line => line.trim() && !/^import\s/.test(line)).join('\n')
  const at = file.indexOf('export default')
  return statements ? `${file.slice(0, at)}${statements}\n\n${file.slice(at)}` : file
}

/** The end of a balanced (…) or {…} that opens at `open`. */
function closing(text: string, open: number): number {
  const pair = text[open] === '(' ? ['(', ')'] : ['{', '}']
  let depth = 0
  for (let index = open; index < text.length; index++) {
    if (text[index] === pair[0]) depth++
    if (text[index] === pair[1] && --depth === 0) return index
  }
  throw new Error(`unbalanced ${pair[0]} in the block`)
}

/** The expression starting with `start` (e.g. `chain.merge(`), with any chained `.call(…)` after it. */
export function expressionIn(block: string, start: string): string {
  const from = block.indexOf(start)
  if (from < 0) throw new Error(`no ${start} in the block`)
  let end = closing(block, block.indexOf('(', from))
  for (let next = /^\s*\.\w+\(/.exec(block.slice(end + 1)); next; next = /^\s*\.\w+\(/.exec(block.slice(end + 1))) {
    end = closing(block, end + next[0].length)
  }
  return block.slice(from, end + 1)
}

/** Puts a statement first in the body of the template's `mini.webpackChain(chain) { … }`. */
export function intoMiniWebpackChain(file: string, statement: string): string {
  const mini = file.indexOf('mini: {')
  const chain = file.indexOf('webpackChain(chain) {', mini)
  if (mini < 0 || chain < 0) throw new Error('the template has no mini.webpackChain to merge into')
  const at = chain + 'webpackChain(chain) {'.length
  return `${file.slice(0, at)}\n${statement}\n${file.slice(at)}`
}

/** Replaces the template's `name: …,` property (a string or an object) with the block's one. */
export function replaceProperty(file: string, block: string, name: string): string {
  const property = new RegExp(`\\b${name}:\\s*`)
  const inBlock = property.exec(block)
  const inFile = property.exec(file)
  if (!inBlock || !inFile) throw new Error(`no ${name}: property to replace`)
  const blockEnd = block[inBlock.index + inBlock[0].length] === '{' ? closing(block, inBlock.index + inBlock[0].length) + 1 : block.indexOf(',', inBlock.index)
  const fileStart = inFile.index + inFile[0].length
  const fileEnd = file[fileStart] === '{' ? closing(file, fileStart) + 1 : file.indexOf(',', fileStart)
  return `${file.slice(0, inFile.index)}${block.slice(inBlock.index, blockEnd)}${file.slice(fileEnd)}`
}
