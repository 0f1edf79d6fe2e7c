import fs from 'node:fs'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { CHECK_CLASSES_CSS } from '../../../lib/play/checkClasses.mjs'
import { PLAY_MAX_INPUT_BYTES, PLAY_RUN_TIME_LIMIT_MS, playInputSize } from '../../../lib/play/limits'
import { optionProblems } from '../../../lib/play/options'
import { encodeState } from '../../../lib/play/shareState'
import { NotAPageError, readPage, resolvePage } from './pages'
import type { PlayRunner } from './playRunner'
import type { createDocsSearch } from './search'
import { LOCALES, pageUrl, type Locale, type SiteData } from './siteData'

// The tools and resources of the docs MCP server. One McpServer per connection (stdio) or per request
// (Streamable HTTP, stateless); the site data, the search engines and the transform worker are shared.

export interface ServerContext {
  site: SiteData
  search: ReturnType<typeof createDocsSearch>
  play: PlayRunner
  version: string
}

const HAN = /\p{Script=Han}/u
const localeSchema = z.enum(['zh-cn', 'en'])
const optionsSchema = z.record(z.string(), z.unknown())
  .describe('weapp-tailwindcss options as on /play (UserDefinedOptions), e.g. { "rem2rpx": true }')
// The Play's own limit bounds every text input; a string longer than that many characters is surely over it in bytes.
const playText = (what: string) => z.string().max(PLAY_MAX_INPUT_BYTES).describe(what)

type ToolResult = { content: { type: 'text'; text: string }[]; structuredContent?: Record<string, unknown>; isError?: boolean }
const text = (value: string, structuredContent?: Record<string, unknown>): ToolResult => ({ content: [{ type: 'text', text: value }], ...(structuredContent && { structuredContent }) })
const toolError = (message: string): ToolResult => ({ content: [{ type: 'text', text: message }], isError: true })

function checkSize(template: string, css: string, options: Record<string, unknown>, script: string): void {
  const size = playInputSize({ template, css, options: JSON.stringify(options), script })
  if (size > PLAY_MAX_INPUT_BYTES) {
    throw new Error(`The input is ${Math.ceil(size / 1024)} KB, over the Play's limit of ${PLAY_MAX_INPUT_BYTES / 1024} KB: shorten it.`)
  }
}

/** The Play's check of the options (lib/play/options.ts): unknown keys and wrong kinds are refused before anything runs. */
function checkOptions(options: Record<string, unknown>): void {
  const problems = optionProblems(options).map(problem => problem.kind === 'unknown'
    ? `"${problem.key}" is not an option of weapp-tailwindcss`
    : `"${problem.key}" takes ${problem.allowed.join(' or ')}, not ${problem.actual}`)
  if (problems.length > 0) throw new Error(`Options refused, as /play refuses them: ${problems.join('; ')}.`)
}

async function guarded(work: () => Promise<ToolResult>): Promise<ToolResult> {
  try {
    return await work()
  } catch (error) {
    return toolError(error instanceof Error ? error.message : String(error))
  }
}

export function createDocsServer({ site, search, play, version }: ServerContext): McpServer {
  const server = new McpServer(
    { name: 'weapp-tailwindcss-docs', version },
    {
      instructions: [
        'The weapp-tailwindcss documentation (Tailwind CSS in WeChat and other mini-programs), in Chinese (zh-cn) and English (en), offline.',
        'search_docs finds pages and sections; read_page reads one as Markdown; transform runs the same transform as the site\'s /play page;',
        'check_classes explains what each class becomes in a mini-program and what goes wrong; play_link makes a /play link that opens an input.',
      ].join(' '),
    },
  )

  server.registerTool('search_docs', {
    title: 'Search the weapp-tailwindcss docs',
    description: 'Searches the weapp-tailwindcss documentation with the site\'s own search engine (the same ranking as its /search page). '
      + 'Returns pages and sections with a URL and a short excerpt; read one with read_page. '
      + 'locale: "zh-cn" (Chinese, the main edition) or "en"; by default the language of the query (Chinese characters → zh-cn, otherwise en).',
    inputSchema: {
      query: z.string().trim().min(1).max(500).describe('What to look for: a question, an error message, a class, an option or a framework name'),
      locale: localeSchema.optional().describe('Which edition to search'),
      limit: z.number().int().min(1).max(20).optional().describe('How many results (default 8)'),
    },
    outputSchema: {
      results: z.array(z.object({ title: z.string(), section: z.string().nullable(), url: z.string(), excerpt: z.string() })),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ query, locale, limit }) => guarded(async () => {
    const edition: Locale = locale ?? (HAN.test(query) ? 'zh-cn' : 'en')
    const results = await search.search(query, edition, limit ?? 8)
    const lines = results.map((hit, index) => `${index + 1}. ${hit.title}${hit.section ? ` › ${hit.section}` : ''}\n   ${hit.url}\n   ${hit.excerpt}`)
    return text(results.length > 0 ? lines.join('\n') : `No page of the ${edition} edition matches "${query}".`, { results })
  }))

  server.registerTool('read_page', {
    title: 'Read a docs page',
    description: 'Reads a page of the weapp-tailwindcss site as Markdown, or one section of it when the URL ends in #anchor '
      + '(as search_docs returns them). Accepts full URLs of the site, paths like /docs/options/arbitrary-values and /en/docs/…, with or without .md.',
    inputSchema: { url: z.string().max(2048).describe(`A page of the site: ${site.root}/docs/intro, /docs/intro, /en/docs/intro#anchor`) },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ url }) => guarded(async () => {
    try {
      return text(readPage(site, resolvePage(site, url)))
    } catch (error) {
      if (error instanceof NotAPageError) return toolError(error.message)
      throw error
    }
  }))

  server.registerTool('transform', {
    title: 'Run the /play transform',
    description: 'Runs exactly what the site\'s /play page runs: Tailwind CSS 4 compiles the CSS entry for the classes of the template (and script), '
      + 'then weapp-tailwindcss rewrites the template (WXML), the CSS (WXSS) and the script for a mini-program. '
      + `Same limits as /play: ${PLAY_MAX_INPUT_BYTES / 1024} KB of input, ${PLAY_RUN_TIME_LIMIT_MS / 1000} s of compile time.`,
    inputSchema: {
      template: playText('A WXML template, e.g. <view class="w-[300rpx] text-[32rpx]">hi</view>').optional(),
      css: playText('The CSS entry (default: @import "weapp-tailwindcss/index.css";)').optional(),
      script: playText('Optional JavaScript whose strings hold class names').optional(),
      options: optionsSchema.optional(),
    },
    outputSchema: { wxml: z.string(), wxss: z.string(), js: z.string(), classes: z.array(z.string()) },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ template = '', css = CHECK_CLASSES_CSS, script = '', options = {} }) => guarded(async () => {
    checkSize(template, css, options, script)
    checkOptions(options)
    const output = await play.run<{ css: string; wxss: string; wxml: string; js: string; classes: string[] }>('transform', { template, css, options, script })
    const parts = [`WXML:\n${output.wxml}`, `WXSS:\n${output.wxss}`, ...(script ? [`JS:\n${output.js}`] : [])]
    return text(parts.join('\n\n'), { wxml: output.wxml, wxss: output.wxss, js: output.js, classes: output.classes })
  }))

  const findingSchema = z.object({
    kind: z.enum(['no-rule', 'dropped', 'rewritten', 'unit']),
    severity: z.enum(['error', 'warning']).optional(),
    message: z.string(),
    /** The selectors before and after, for dropped and rewritten. */
    before: z.array(z.string()).optional(),
    after: z.array(z.string()).optional(),
    docs: z.string(),
  })
  type Finding = z.infer<typeof findingSchema>
  server.registerTool('check_classes', {
    title: 'Check classes for a mini-program',
    description: 'For each class (or each class of a template): what weapp-tailwindcss turns it into (escaped name, CSS rules) and what goes wrong in a mini-program, '
      + 'found by running the real transform and comparing Tailwind CSS\'s output with the WXSS: no rule generated (unknown class), a selector dropped '
      + '(hover:) or rewritten (*, space-*, divide-*), a bracketed length read as another type. Each finding links to the page that explains it.',
    inputSchema: {
      classes: z.union([z.array(z.string().max(500)).max(500), z.string().max(PLAY_MAX_INPUT_BYTES)]).optional().describe('Class names, as a list or separated by spaces'),
      template: playText('Or a WXML template: its class, hover-class and *-class attributes are checked').optional(),
      options: optionsSchema.optional(),
      locale: localeSchema.optional().describe('Language of the linked pages (default zh-cn)'),
    },
    outputSchema: {
      classes: z.array(z.object({
        class: z.string(), escaped: z.string(), generated: z.boolean(), wxss: z.array(z.string()), findings: z.array(findingSchema),
      })),
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ classes, template, options = {}, locale = 'zh-cn' }) => guarded(async () => {
    if ((classes === undefined) === (template === undefined)) return toolError('Give either classes or template (one of the two).')
    const list = typeof classes === 'string' ? classes.split(/\s+/).filter(Boolean) : classes
    if (list && list.length === 0) return toolError('classes is empty.')
    const source = template ?? ''
    checkSize(list ? list.join(' ') : source, CHECK_CLASSES_CSS, options, '')
    checkOptions(options)
    const result = await play.run<{ classes: { class: string; escaped: string; generated: boolean; wxss: string[]; findings: Finding[] }[] }>(
      'check', { ...(list ? { classes: list } : { template: source }), options, locale })
    const checked = result.classes.map(entry => ({
      class: entry.class,
      escaped: entry.escaped,
      generated: entry.generated,
      wxss: entry.wxss,
      findings: entry.findings.map(({ kind, severity, message, before, after, docs }): Finding => ({
        kind, ...(severity && { severity }), message, ...(before && { before }), ...(after && { after }), docs: `${site.root}${docs}`,
      })),
    }))
    const lines = checked.map(entry => [
      `${entry.class} → ${entry.escaped}${entry.findings.length === 0 ? ' (fine)' : ''}`,
      ...entry.wxss.map(rule => `  ${rule}`),
      ...entry.findings.map(finding => `  ! ${finding.kind}: ${finding.message} See ${finding.docs}`),
    ].join('\n'))
    return text(lines.join('\n') || 'No class found in the template.', { classes: checked })
  }))

  server.registerTool('play_link', {
    title: 'Make a /play link',
    description: 'Returns a link to the site\'s /play page that opens with this template, CSS, script and options, encoded in the URL hash the way the page writes its share links.',
    inputSchema: {
      template: playText('The WXML template'),
      css: playText('The CSS entry (default: @import "weapp-tailwindcss/index.css";)').optional(),
      script: playText('Optional JavaScript').optional(),
      options: z.union([optionsSchema, z.string().max(PLAY_MAX_INPUT_BYTES)]).optional().describe('Options as an object or as JSON text'),
      locale: localeSchema.optional().describe('Which edition of /play (default zh-cn)'),
    },
    outputSchema: { url: z.string() },
    annotations: { readOnlyHint: true, openWorldHint: false },
  }, ({ template, css = CHECK_CLASSES_CSS, script = '', options = {}, locale = 'zh-cn' }) => guarded(async () => {
    const optionsText = typeof options === 'string' ? options : JSON.stringify(options, null, 2)
    const size = playInputSize({ template, css, options: optionsText, script })
    if (size > PLAY_MAX_INPUT_BYTES) return toolError(`The input is ${Math.ceil(size / 1024)} KB, over the Play's limit of ${PLAY_MAX_INPUT_BYTES / 1024} KB: shorten it.`)
    const url = `${pageUrl(site.root, locale, '/play')}#${await encodeState({ template, css, options: optionsText, script })}`
    return text(url, { url })
  }))

  for (const locale of LOCALES) {
    const data = site.locales[locale]
    for (const page of data.pages.values()) {
      const uri = `${pageUrl(site.root, locale, page.path)}.md`
      server.registerResource(`${locale}${page.path}`, uri, { title: page.title, description: page.description, mimeType: 'text/markdown' },
        async () => ({ contents: [{ uri, mimeType: 'text/markdown', text: await fs.promises.readFile(page.file, 'utf8') }] }))
    }
    for (const [name, file, description] of [
      ['llms.txt', data.llmsFile, 'Every page of the edition with a one-line summary and a link to its Markdown'],
      ['llms-full.txt', data.llmsFullFile, 'The text of every page of the edition in one file'],
    ] as const) {
      const uri = pageUrl(site.root, locale, `/${name}`)
      server.registerResource(`${locale}/${name}`, uri, { title: `${name} (${locale})`, description, mimeType: 'text/plain' },
        async () => ({ contents: [{ uri, mimeType: 'text/plain', text: await fs.promises.readFile(file, 'utf8') }] }))
    }
  }
  return server
}
