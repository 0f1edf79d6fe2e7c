import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { InlineCode } from 'mdast'
import { visit } from 'unist-util-visit'
import { codeBlocks } from '../../lib/content/codeBlocks'
import type { Check } from './check'
import type { Problem } from './problem'
import { treeOf } from './parseMdx'

export interface WeappTwCli {
  package: string
  globalFlags: string[]
  commands: Record<string, string[]>
}

const CLI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'data/weapp-tw-cli.json')
const loadCli = (): WeappTwCli => JSON.parse(fs.readFileSync(CLI_FILE, 'utf8')) as WeappTwCli

const SHELL = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell'])
// A command line: `weapp-tw` as a word, or the long bin name `weapp-tailwindcss` where a command starts
// (line start, or after npx / pnpm exec / yarn / bunx): elsewhere that is the package name
// (`npm install -D weapp-tailwindcss`). The `/* weapp-tw ignore */` comment is skipped below.
const INVOCATION = /(?:(?<![\w/.@-])weapp-tw|(?:^|(?:npx|bunx|pnpm exec|pnpm|yarn)\s+)weapp-tailwindcss)(?=\s|$)([^\n`|&;#]*)/gm

interface CliUse { line: number; command?: string; flags: string[] }

function cliUses(text: string, firstLine: number): CliUse[] {
  return [...text.matchAll(INVOCATION)].flatMap(match => {
    const before = text.slice(0, match.index)
    if (/\/\*\s*$|\/\/\s*$/.test(before)) return []
    const words = match[1].trim().split(/\s+/).filter(Boolean)
    const command = words[0] && /^[a-z][\w-]*$/.test(words[0]) ? words[0] : undefined
    // Only words that look like flags: values and Chinese prose after a command are not checked.
    const flags = words.filter(word => /^--?[a-z][\w-]*(=.*)?$/i.test(word)).map(word => word.split('=')[0])
    return [{ line: firstLine + (before.match(/\n/g)?.length ?? 0), command, flags }]
  })
}

/** Commands in shell blocks, and inline code that is a command (the inline code of a page that parses). */
function usesIn(source: string): CliUse[] {
  const uses = codeBlocks(source).filter(block => SHELL.has(block.lang)).flatMap(block => cliUses(block.code, block.line + 1))
  const tree = treeOf(source)
  if (tree) {
    visit(tree, 'inlineCode', (node: InlineCode) => {
      if (/^(?:npx |pnpm (?:exec )?|yarn |bunx )?weapp-tw\b/.test(node.value)) uses.push(...cliUses(node.value, node.position!.start.line))
    })
  }
  return uses
}

export function cliProblems(cli: WeappTwCli, file: string, source: string): Problem[] {
  const problem = (line: number, what: string, how: string): Problem => ({ file, line, check: 'weapp-tw-cli', what, how, fixable: false })
  return usesIn(source).flatMap(use => {
    if (use.command && !(use.command in cli.commands)) {
      return [problem(use.line, `weapp-tw has no command "${use.command}" (${cli.package})`, `use one of: ${Object.keys(cli.commands).join(', ')}`)]
    }
    const allowed = new Set([...cli.globalFlags, ...(use.command ? cli.commands[use.command] : [])])
    return use.flags.filter(flag => !allowed.has(flag)).map(flag =>
      problem(use.line, `weapp-tw ${use.command ?? ''} has no flag ${flag} (${cli.package})`.replace('  ', ' '), `see \`weapp-tw ${use.command ?? ''} --help\`; accepted: ${[...allowed].join(' ')}`))
  })
}

export const weappTwCommands: Check = {
  name: 'weapp-tw-cli',
  editions: 'both',
  lint(files) {
    const cli = loadCli()
    return files.flatMap(file => cliProblems(cli, file.path, file.source))
  },
}
