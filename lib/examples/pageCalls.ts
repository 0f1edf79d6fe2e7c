// Calls a page shows outside code blocks, with the result it promises: tables whose first column is
// `输入` and whose other columns each name a merge function (原版 tailwind-merge, the merge runtime's
// main entry, merge-v3), and prose such as "`cn('px-2', 'px-[40rpx]')()` 得到 `px-_b40rpx_B`" under a
// heading that names the package. Each becomes a line `call // => 'result'` of a generated block, so
// they run exactly like the page's code blocks.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import ts from 'typescript'
import { markdownLines } from '../content/markdownLines'

/** Where a generated line came from on the page. */
interface CallOrigin {
  line: number
  what: string
}

export interface PageCalls {
  /** A TypeScript module: imports, then one `call // => 'expected'` per line. */
  code: string
  /** For each line of `code`, the page line it checks (undefined for imports). */
  origins: (CallOrigin | undefined)[]
  /** Page lines that were read and turned into calls (for coverage). */
  lines: number[]
  /** Cells and headers the page shows that cannot be read or disagree with what is installed. */
  problems: { line: number; what: string; expected: string; got: string }[]
}

/** The merge function a table column stands for, by its header. */
const COLUMN_RUNTIMES: { header: RegExp; module: string }[] = [
  { header: /merge-v3/, module: '@weapp-tailwindcss/merge-v3' },
  { header: /主入口|merge 运行时|@weapp-tailwindcss\/merge(?![-/\w])/, module: '@weapp-tailwindcss/merge' },
  { header: /原版|^tailwind-merge/, module: 'tailwind-merge' },
]
/** A cell that says the merge keeps its input as it is. */
const KEEPS_INPUT = /^(两个都保留|原样保留|全部保留)/

const codeSpans = (text: string): string[] => [...text.matchAll(/(`+)(.+?)\1/g)].map(match => match[2]!.trim())

/** Cells of a table row; a `|` inside a code span does not split. */
function cells(line: string): string[] {
  const row = line.trim().replace(/^\||\|$/g, '')
  const found: string[] = []
  let current = ''
  let inCode = false
  for (const char of row) {
    if (char === '`') inCode = !inCode
    if (char === '|' && !inCode) {
      found.push(current.trim())
      current = ''
    } else current += char
  }
  return [...found, current.trim()]
}

/** The installed version of `name` as `fromModule` (or the repository) resolves it. */
export function installedVersion(root: string, name: string, fromModule?: string): string | undefined {
  try {
    const from = fromModule ? createRequire(path.join(root, 'package.json')).resolve(fromModule) : path.join(root, 'package.json')
    let dir = path.dirname(createRequire(from).resolve(name))
    while (dir !== path.dirname(dir)) {
      const manifest = path.join(dir, 'package.json')
      if (fs.existsSync(manifest)) {
        const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string; version?: string }
        if (json.name === name) return json.version
      }
      dir = path.dirname(dir)
    }
  } catch {
    return undefined
  }
  return undefined
}

const sameVersion = (named: string, installed: string): boolean => installed === named || installed.startsWith(`${named}.`)

/** The identifier a call starts from (`cn` in `cn('a')()`), when the text is exactly one call. */
function calleeRoot(text: string): string | undefined {
  const file = ts.createSourceFile('call.ts', text, ts.ScriptTarget.Latest, true)
  const statement = file.statements.length === 1 ? file.statements[0] : undefined
  if (!statement || !ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) return undefined
  let node: ts.Expression = statement.expression
  while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) node = node.expression
  return ts.isIdentifier(node) ? node.text : undefined
}

const PACKAGE_NAME = /^(?:@[a-z0-9-]+\/)?[a-z0-9][a-z0-9.-]*$/

export function pageCalls(source: string, root: string): PageCalls {
  const imports = new Map<string, Set<string>>()
  const body: { code: string; origin: CallOrigin }[] = []
  const problems: PageCalls['problems'] = []
  const lines = new Set<number>()
  const lineList = markdownLines(source)
  let headingPackage: string | undefined
  let columns: ({ module: string; header: string } | undefined)[] | undefined

  const use = (module: string, name: string): string => {
    imports.set(module, new Set([...(imports.get(module) ?? []), name]))
    return `${name}$${[...imports.keys()].indexOf(module)}`
  }

  lineList.forEach(({ text, inCode }, index) => {
    const line = index + 1
    if (inCode) return
    if (/^#{1,6}\s/.test(text)) headingPackage = codeSpans(text).find(span => PACKAGE_NAME.test(span))
    const isRow = text.trim().startsWith('|')
    if (!isRow) columns = undefined
    // A call table starts at a header whose first cell is 输入; its separator row follows.
    if (isRow && !columns && cells(text)[0] === '输入') {
      columns = cells(text).map((header, column) => {
        const runtime = column > 0 ? COLUMN_RUNTIMES.find(candidate => candidate.header.test(header)) : undefined
        if (!runtime) return undefined
        const named = /tailwind-merge (\d+(?:\.\d+)*)/.exec(header)?.[1]
        const installed = installedVersion(root, 'tailwind-merge', runtime.module === 'tailwind-merge' ? undefined : runtime.module)
        if (named && (!installed || !sameVersion(named, installed))) {
          problems.push({ line, what: `column "${header}": the tailwind-merge version ${runtime.module} uses`, expected: named, got: installed ?? 'not installed' })
        }
        return { module: runtime.module, header }
      })
      return
    }
    if (isRow && columns && !/^\s*\|[\s:|-]+\|\s*$/.test(text)) {
      const row = cells(text)
      const input = codeSpans(row[0] ?? '')[0]
      if (input === undefined) return
      columns.forEach((column, position) => {
        if (!column) return
        const cell = row[position] ?? ''
        const expected = KEEPS_INPUT.test(cell) ? input : codeSpans(cell)[0]
        if (expected === undefined) {
          problems.push({ line, what: `cell "${column.header}" for ${input}`, expected: 'a code span or 两个都保留', got: cell })
          return
        }
        const fn = use(column.module, 'twMerge')
        body.push({ code: `${fn}(${JSON.stringify(input)}) // => ${JSON.stringify(expected)}`, origin: { line, what: `${column.header}: twMerge('${input}')` } })
        lines.add(line)
      })
      return
    }
    for (const match of text.matchAll(/`([^`]+\))`\s*(?:得到|返回)\s*`([^`]+)`/g)) {
      const callee = calleeRoot(match[1]!)
      if (!callee || !headingPackage) continue
      const local = use(headingPackage, callee)
      body.push({ code: `${match[1]!.replace(new RegExp(`^${callee}\\b`), local)} // => ${JSON.stringify(match[2])}`, origin: { line, what: `${headingPackage}: ${match[1]}` } })
      lines.add(line)
    }
  })

  const importLines = [...imports].map(([module, names], position) =>
    `import { ${[...names].map(name => `${name} as ${name}$${position}`).join(', ')} } from ${JSON.stringify(module)}`)
  return {
    code: [...importLines, ...body.map(entry => entry.code)].join('\n'),
    origins: [...importLines.map(() => undefined), ...body.map(entry => entry.origin)],
    lines: [...lines],
    problems,
  }
}
