import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { InlineCode, Root, Text } from 'mdast'
import { visit } from 'unist-util-visit'
import type { Check } from './check'
import type { DocFile } from '../../lib/content/docFiles'
import type { Problem } from './problem'
import { treeOf } from './parseMdx'

export interface Releases {
  upstreamCommit: string
  packages: Record<string, string[]>
}

const RELEASES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'data/releases.json')
const loadReleases = (): Releases => JSON.parse(fs.readFileSync(RELEASES_FILE, 'utf8')) as Releases

// How a version in prose is attributed to a package, nearest name first:
// 1. a family package written next to it: `weapp-tailwindcss@4.12.0`, `@weapp-tailwindcss/merge 2.2.0`,
//    "merge 运行时 2.2.0" ("merge runtime 2.2.0" on English pages), "merge 2.2.0";
// 2. otherwise the nearest name before it in the same sentence of its source line (a table row is one
//    sentence), or a name right after it ("0.14.20 起的扩展"): a family name attributes it to that
//    package, any other product (Tailwind CSS, Node.js, 基础库, Taro …) takes it out of this check;
// 3. a version with no name in its sentence ("4.7.0 起", a release table) is weapp-tailwindcss's,
//    whose history includes its old name weapp-tailwindcss-webpack-plugin (1.x–2.x).
const LINEAGE = 'weapp-tailwindcss'
const FAMILY: [RegExp, string][] = [
  [/@weapp-tailwindcss\/merge-v3/g, '@weapp-tailwindcss/merge-v3'],
  [/@weapp-tailwindcss\/merge|merge 运行时|merge runtime|(?<![\w/-])merge(?= v?\d)/g, '@weapp-tailwindcss/merge'],
  [/@weapp-tailwindcss\/cva/g, '@weapp-tailwindcss/cva'],
  [/@weapp-tailwindcss\/variants/g, '@weapp-tailwindcss/variants'],
  [/@weapp-tailwindcss\/runtime|(?<![\w/-])runtime(?= v?\d)/g, '@weapp-tailwindcss/runtime'],
  [/@weapp-tailwindcss\/typography/g, '@weapp-tailwindcss/typography'],
  [/@weapp-core\/escape/g, '@weapp-core/escape'],
  [/weapp-tailwindcss-webpack-plugin|weapp-tailwindcss(?![\w/-])|weapp-tw(?![\w-])/g, LINEAGE],
]
const OTHER_PRODUCTS =
  /Tailwind ?CSS|tailwindcss(?![\w-])|tailwindcss-patch|tailwind-merge|tailwind-variants|class-variance-authority|Node(?:\.js)?|基础库|Taro|uni-app|HBuilderX|Mpx|mpx|Rax|rsmax|Remax|weapp-vite|Vite|vite|webpack|rspack|Rsbuild|Dart Sass|sass|postcss-import|postcss-load-config|@mpxjs\/[\w-]+|PostCSS|postcss|扩展|IntelliSense|VS ?Code|pnpm|npm|Chrome|Chromium|iOS|Android|Docusaurus|wot-design-uni|uview-plus|Lightning ?CSS|lightningcss|Babel|babel|htmlparser2|微信开发者工具|WeChat DevTools|base library|extension|Sass|Vue|React|TypeScript|DocSearch|unocss|UnoCSS/g

const VERSION = /(?<![\w.\-/^~<>=:])v?(\d+\.\d+\.\d+(?:-(?:alpha|beta|rc|next)\.\d+)?)(?![\w.-]*\d)(?![\w-])/g
const SENTENCE_END = /[。；;！？!?\n]/
// How far after a version a name still counts as its own ("0.14.20 起的扩展").
const NAME_RIGHT_AFTER = 3

interface Name { package: string | null; start: number; end: number }

function namesIn(text: string): Name[] {
  const names: Name[] = []
  for (const [pattern, pkg] of FAMILY) for (const m of text.matchAll(pattern)) names.push({ package: pkg, start: m.index, end: m.index + m[0].length })
  for (const m of text.matchAll(OTHER_PRODUCTS)) {
    // "weapp-tailwindcss" contains "tailwindcss": a family name already covering this span wins.
    if (!names.some(n => n.start <= m.index && n.end >= m.index + m[0].length)) names.push({ package: null, start: m.index, end: m.index + m[0].length })
  }
  return names
}

/** The package a version at `index` of `text` belongs to; null when it is another product's. */
export function attributeVersion(text: string, index: number): string | null {
  let start = index
  while (start > 0 && !SENTENCE_END.test(text[start - 1])) start--
  let end = index
  while (end < text.length && !SENTENCE_END.test(text[end])) end++
  const names = namesIn(text.slice(start, end)).map(n => ({ ...n, start: n.start + start, end: n.end + start }))
  const before = names.filter(n => n.end <= index).sort((a, b) => b.end - a.end)[0]
  if (before) return before.package
  const after = names.filter(n => n.start > index).sort((a, b) => a.start - b.start)[0]
  const versionEnd = index + (text.slice(index).match(/^v?[\d.]+(?:-[\w.]+)?/)?.[0].length ?? 0)
  return after && after.start - versionEnd <= NAME_RIGHT_AFTER ? after.package : LINEAGE
}

interface VersionMention { version: string; package: string; line: number }

/**
 * Versions named in prose and inline code (fenced code shows other tools' output and lock files),
 * attributed on their whole source line, so a table row's other cells count.
 */
function versionMentions(source: string, tree: Root): VersionMention[] {
  const lines = source.split('\n')
  const mentions: VersionMention[] = []
  visit(tree, (node) => {
    if (node.type !== 'text' && node.type !== 'inlineCode') return
    const { value, position } = node as Text | InlineCode
    for (const m of value.matchAll(VERSION)) {
      const line = position!.start.line + (value.slice(0, m.index).match(/\n/g)?.length ?? 0)
      const raw = lines[line - 1] ?? value
      const at = [...raw.matchAll(VERSION)].find(r => r[1] === m[1])?.index ?? -1
      const pkg = at === -1 ? attributeVersion(value, m.index) : attributeVersion(raw, at)
      if (pkg) mentions.push({ version: m[1], package: pkg, line })
    }
  })
  return mentions
}

function knownVersions(releases: Releases, pkg: string): Set<string> {
  const own = releases.packages[pkg] ?? []
  const renamed = pkg === LINEAGE ? releases.packages['weapp-tailwindcss-webpack-plugin'] ?? [] : []
  return new Set([...own, ...renamed])
}

export function releasedVersionsCheck(releases: Releases): Check {
  return {
    name: 'released-versions',
    lint(files: DocFile[]) {
      const problems: Problem[] = []
      for (const file of files) {
        const tree = treeOf(file.source)
        if (!tree) continue
        for (const mention of versionMentions(file.source, tree)) {
          const known = knownVersions(releases, mention.package)
          if (known.size === 0 || known.has(mention.version)) continue
          problems.push({
            file: file.path,
            line: mention.line,
            check: 'released-versions',
            what: `${mention.package} ${mention.version} was never released`,
            how: `name a real release (scripts/lint-docs/data/releases.json; refresh it with scripts/lint-docs/refresh-releases.mjs); if the version is another tool's, name that tool in the sentence`,
            fixable: false,
          })
        }
      }
      return problems
    },
  }
}

export const releasedVersions: Check = {
  name: 'released-versions',
  editions: 'both',
  lint: (files, context) => releasedVersionsCheck(loadReleases()).lint(files, context),
}
