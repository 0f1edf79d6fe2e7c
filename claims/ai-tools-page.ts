// The page on using these docs in AI tools: the docs MCP server (packed with `npm run mcp:pack` from build/ and
// run as a reader runs it, see claims/support/docsMcp.ts), the llms files and .md twins in build/, and the
// "Open in AI" menu's targets. The setup formats of the third-party tools are recorded from their own docs.
import assert from 'node:assert/strict'
import { defineClaims } from '../lib/claims/define'

const ZH = 'docs/ai/docs-in-ai-tools.md'
const EN = 'i18n/en/docusaurus-plugin-content-docs/current/ai/docs-in-ai-tools.md'
const ORIGIN = 'https://tw.icebreaker.top'

type Client = import('@modelcontextprotocol/sdk/client/index.js').Client

let shared: Promise<{ client: Client; log: string; guard: string; dir: string }> | undefined
/**
 * One stdio connection to the packed server, started as a reader's editor starts it (no arguments), with the
 * network guard of claims/support/docsMcp.ts preloaded: every claim that calls a tool also shows it needs no network,
 * and docs-mcp-uses-no-network reads what the guard wrote.
 */
function guardedServer() {
  shared ??= (async () => {
    const fs = await import('node:fs')
    const os = await import('node:os')
    const path = await import('node:path')
    const { connectStdio, NET_GUARD } = await import('./support/docsMcp')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-claims-'))
    const guard = path.join(dir, 'guard.mjs')
    const log = path.join(dir, 'network.log')
    fs.writeFileSync(guard, NET_GUARD)
    fs.writeFileSync(log, '')
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
    const client = await connectStdio({ nodeArgs: ['--import', guard], env: { DOCS_CLAIMS_NET_LOG: log } })
    return { client, log, guard, dir }
  })()
  return shared
}

async function client(): Promise<Client> {
  return (await guardedServer()).client
}

async function call(name: string, args: Record<string, unknown>) {
  const { callTool } = await import('./support/docsMcp')
  return callTool(await client(), name, args)
}

/** Every Markdown twin the build wrote under docs/ and blog/ of a locale folder, as site paths (`/docs/intro`). */
async function twinPaths(localeDir: string): Promise<string[]> {
  const fs = await import('node:fs')
  const path = await import('node:path')
  const paths: string[] = []
  for (const folder of ['docs', 'blog']) {
    for (const entry of fs.readdirSync(path.join(localeDir, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith('.md')) paths.push(`/${path.relative(localeDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/').replace(/\.md$/, '')}`)
    }
  }
  return paths.sort()
}

type Finding = { kind: string; message: string; before?: string[]; after?: string[]; docs: string }
type Checked = { class: string; escaped: string; generated: boolean; wxss: string[]; findings: Finding[] }

export default defineClaims(import.meta.url, [
  {
    id: 'docs-mcp-package-bin-data-and-pinned-dependencies',
    says: 'the packed server is @weapp-tailwindcss/docs-mcp with the bin weapp-tailwindcss-docs-mcp; it carries both search indexes and every page twin, and depends on weapp-tailwindcss 4.12.0 and tailwindcss 4.3.5 at exact versions without bundling them',
    quotes: [
      { page: ZH, text: '本站的服务器包名为 `@weapp-tailwindcss/docs-mcp`，命令为 `weapp-tailwindcss-docs-mcp`。' },
      { page: ZH, text: '包里带着站点的搜索索引和每一页的 Markdown；它调用的 weapp-tailwindcss 和 Tailwind CSS 是锁定了版本的依赖（4.12.0 和 4.3.5），安装时一并装好。' },
      { page: EN, text: 'This site\'s server is the package `@weapp-tailwindcss/docs-mcp`, with the command `weapp-tailwindcss-docs-mcp`.' },
      { page: EN, text: 'The package carries the site\'s search indexes and every page as Markdown; the weapp-tailwindcss and Tailwind CSS it runs are dependencies pinned to exact versions (4.12.0 and 4.3.5), installed along with it.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { execFileSync } = await import('node:child_process')
      const { packedServer, ROOT } = await import('./support/docsMcp')
      const { dir, tarball } = await packedServer()
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
      assert.equal(pkg.name, '@weapp-tailwindcss/docs-mcp')
      assert.deepEqual(Object.keys(pkg.bin), ['weapp-tailwindcss-docs-mcp'])
      assert.equal(pkg.dependencies['weapp-tailwindcss'], '4.12.0')
      assert.equal(pkg.dependencies.tailwindcss, '4.3.5')
      const entries = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean)
      assert.ok(!entries.some(entry => entry.includes('node_modules/')), 'the tarball bundles no installed package')
      assert.ok(!entries.some(entry => /tailwindcss\/package\.json$/.test(entry)), 'neither weapp-tailwindcss nor tailwindcss is inside the tarball')
      for (const locale of ['', 'en']) {
        const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'data', locale, 'search-manifest.json'), 'utf8'))
        assert.ok(fs.existsSync(path.join(dir, 'data', locale, manifest.index)), `the ${locale || 'zh-cn'} search index is in the package`)
        const built = await twinPaths(path.join(ROOT, 'build', locale))
        assert.ok(built.length > 100)
        assert.deepEqual(await twinPaths(path.join(dir, 'data', locale)), built, `every ${locale || 'zh-cn'} page twin of build/ is in the package`)
      }
    },
  },
  {
    id: 'docs-mcp-tools-and-their-inputs',
    says: 'the server lists five tools with the inputs the table names (locale of check_classes and play_link included), search_docs picks the edition by Han characters and returns 8 results by default, at most 20, and check_classes takes exactly one of classes and template',
    quotes: [
      { page: ZH, text: '`query`；可选 `locale`（`zh-cn` 或 `en`，不填时查询里有汉字就搜中文版，否则搜英文版）、`limit`（默认 8，最多 20）' },
      { page: ZH, text: '| `read_page` | `url`，可以带 `#锚点` |' },
      { page: ZH, text: '| `transform` | `template`、`css`、`script`、`options`，都可省略 |' },
      { page: ZH, text: '`classes` 或 `template`，二选一；可选 `options`、`locale`（附上的页面用哪种语言，默认 `zh-cn`）' },
      { page: ZH, text: '`template`；可选 `css`、`script`、`options`、`locale`（链接到哪个语言版本的 Play，默认 `zh-cn`）' },
      { page: EN, text: '`query`; optional `locale` (`zh-cn` or `en`; when omitted, a query containing Chinese characters searches the Chinese edition and any other query the English one) and `limit` (default 8, at most 20)' },
      { page: EN, text: '| `read_page` | `url`, optionally with a `#anchor` |' },
      { page: EN, text: '| `transform` | `template`, `css`, `script`, `options`, all optional |' },
      { page: EN, text: '`classes` or `template`, exactly one of them; optional `options` and `locale` (the language of the linked pages, default `zh-cn`)' },
      { page: EN, text: '`template`; optional `css`, `script`, `options` and `locale` (which edition of the Play the link opens, default `zh-cn`)' },
    ],
    async proof() {
      const { tools } = await (await client()).listTools()
      const inputs = Object.fromEntries(tools.map(tool => {
        const schema = tool.inputSchema as { properties?: Record<string, { maximum?: number }>; required?: string[] }
        const properties = schema.properties ?? {}
        return [tool.name, { fields: Object.keys(properties).sort(), required: [...(schema.required ?? [])].sort(), properties }]
      }))
      assert.deepEqual(Object.keys(inputs).sort(), ['check_classes', 'play_link', 'read_page', 'search_docs', 'transform'])
      assert.deepEqual(inputs.search_docs.fields, ['limit', 'locale', 'query'])
      assert.deepEqual(inputs.search_docs.required, ['query'])
      assert.equal(inputs.search_docs.properties.limit.maximum, 20)
      assert.deepEqual(inputs.read_page.fields, ['url'])
      assert.deepEqual(inputs.read_page.required, ['url'])
      assert.deepEqual(inputs.transform.fields, ['css', 'options', 'script', 'template'])
      assert.deepEqual(inputs.transform.required, [])
      assert.deepEqual(inputs.check_classes.fields, ['classes', 'locale', 'options', 'template'])
      assert.deepEqual(inputs.check_classes.required, [])
      assert.deepEqual(inputs.play_link.fields, ['css', 'locale', 'options', 'script', 'template'])
      assert.deepEqual(inputs.play_link.required, ['template'])

      type Hit = { url: string }
      const hits = async (args: Record<string, unknown>) => ((await call('search_docs', args)).structured as { results: Hit[] }).results
      const zh = await hits({ query: '怎么加载自定义字体' })
      const en = await hits({ query: 'load a custom font' })
      assert.ok(zh.length > 0 && zh.every(hit => hit.url.startsWith(`${ORIGIN}/docs/`) || hit.url.startsWith(`${ORIGIN}/blog/`)), 'a query with Han characters searches the Chinese edition')
      assert.ok(en.length > 0 && en.every(hit => hit.url.startsWith(`${ORIGIN}/en/`)), 'any other query searches the English edition')
      assert.equal((await hits({ query: 'tailwindcss' })).length, 8, 'eight results by default')
      assert.equal((await hits({ query: 'tailwindcss', limit: 20 })).length, 20)
      assert.equal((await call('search_docs', { query: 'tailwindcss', limit: 21 })).isError, true, 'a limit over 20 is refused')

      assert.equal((await call('check_classes', {})).isError, true, 'neither classes nor template')
      assert.equal((await call('check_classes', { classes: 'p-2', template: '<view class="p-2"></view>' })).isError, true, 'both classes and template')
      const docsOf = async (locale?: string) => {
        const reply = await call('check_classes', { classes: ['foo-bar'], ...(locale && { locale }) })
        return (reply.structured as { classes: Checked[] }).classes[0].findings[0].docs
      }
      assert.ok((await docsOf()).startsWith(`${ORIGIN}/docs/`), 'the linked page is Chinese by default')
      assert.ok((await docsOf('en')).startsWith(`${ORIGIN}/en/docs/`))
      const link = async (locale?: string) => ((await call('play_link', { template: '<view class="p-2"></view>', ...(locale && { locale }) })).structured as { url: string }).url
      assert.ok((await link()).startsWith(`${ORIGIN}/play#`), 'the Chinese Play by default')
      assert.ok((await link('en')).startsWith(`${ORIGIN}/en/play#`))
    },
  },
  {
    id: 'docs-mcp-search-and-read-page-results',
    says: 'search_docs returns the site search\'s own ranking with title, section, URL and excerpt; read_page returns the twin or one #section of it, and refuses a URL of another site',
    quotes: [
      { page: ZH, text: '站内搜索同一套引擎和排序给出的结果：标题、所在章节、网址和一段摘要' },
      { page: ZH, text: '整页或其中一节的 Markdown；只读本站的页面' },
      { page: EN, text: 'Results from the same engine and ranking as the site\'s own search: title, section, URL and a short excerpt' },
      { page: EN, text: 'The page, or that one section, as Markdown; only pages of this site' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/docsMcp')
      const { createLocalSearchClient } = await import('../plugins/local-search/client/LocalSearchClient')
      const { createSearchEngine } = await import('../plugins/local-search/client/searchEngine')
      const { decodeSearchIndex } = await import('../plugins/local-search/client/searchRecord')
      const query = 'text-[32rpx] 变成了颜色'
      const reply = await call('search_docs', { query, locale: 'zh-cn', limit: 5 })
      const results = (reply.structured as { results: { title: string; section: string | null; url: string; excerpt: string }[] }).results
      assert.ok(results.length > 0)
      for (const hit of results) assert.deepEqual(Object.keys(hit).sort(), ['excerpt', 'section', 'title', 'url'])
      const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'build/search-manifest.json'), 'utf8')) as { index: string }
      const engine = createSearchEngine(decodeSearchIndex(JSON.parse(fs.readFileSync(path.join(ROOT, 'build', manifest.index), 'utf8'))))
      const site = createLocalSearchClient({ loadEngine: () => engine, siteRoot: () => ORIGIN })
      const { results: [page] } = await site.search([{ indexName: 'local', params: { query, hitsPerPage: 5, page: 0 } }])
      assert.deepEqual(results.map(hit => hit.url), page.hits.map((hit: { url: string }) => hit.url), 'the same ranking as the site\'s search')

      const twin = fs.readFileSync(path.join(ROOT, 'build/docs/principle.md'), 'utf8')
      assert.equal((await call('read_page', { url: `${ORIGIN}/docs/principle` })).text, twin, 'the whole page')
      const section = await call('read_page', { url: '/docs/principle#小程序不认识的选择器' })
      assert.ok(section.text.startsWith('### 小程序不认识的选择器\n') && section.text.length < twin.length && twin.includes(section.text.trimEnd()), 'one section')
      const foreign = await call('read_page', { url: 'https://example.com/docs/principle' })
      assert.equal(foreign.isError, true)
      assert.match(foreign.text, /not on this site/)
    },
  },
  {
    id: 'docs-mcp-transform-and-play-link-match-the-play',
    says: 'transform runs what /play runs and returns the escaped template, the WXSS and the transformed script; play_link returns a /play link whose hash decodes to the same input',
    quotes: [
      { page: ZH, text: '与 [Play](/play) 相同的转换：转义后的模板、生成的 WXSS、转换后的脚本' },
      { page: ZH, text: '一个打开同样输入的 Play 链接' },
      { page: EN, text: 'The same transform as the [Play](/play): the escaped template, the generated WXSS, the transformed script' },
      { page: EN, text: 'A Play link that opens the same input' },
    ],
    async proof() {
      const { runPlayInNode } = await import('../lib/play/node-reference.mjs')
      const { decodeState } = await import('../lib/play/shareState')
      const input = { template: '<view class="w-[300rpx] text-[#ff0000]">hi</view>', css: '@import "weapp-tailwindcss/index.css";\n', script: 'const cls = "bg-[#00ff00]"', options: {} }
      const reply = await call('transform', input)
      assert.equal(reply.isError, false, reply.text)
      const out = reply.structured as { wxml: string; wxss: string; js: string }
      const reference = await runPlayInNode({ ...input, options: {} }) as { wxml: string; wxss: string; js: string }
      assert.equal(out.wxml, reference.wxml, 'the template as the Play escapes it')
      assert.equal(out.wxss, reference.wxss, 'the WXSS the Play generates')
      assert.equal(out.js, reference.js, 'the script as the Play transforms it')
      assert.match(out.wxml, /w-_b300rpx_B/)
      assert.match(out.wxss, /\.w-_b300rpx_B/)
      assert.match(out.js, /bg-_b_h00ff00_B/)

      const linkInput = { template: '<view class="p-2">x</view>', css: '@import "weapp-tailwindcss/index.css";\n', script: 'const a = 1', options: '{ "rem2rpx": true }' }
      const url = ((await call('play_link', linkInput)).structured as { url: string }).url
      assert.deepEqual(await decodeState(url.slice(url.indexOf('#') + 1)), linkInput)
    },
  },
  {
    id: 'docs-mcp-check-classes-findings',
    says: 'check_classes reports per class the escaped name, the WXSS rules and findings with a docs link, found by running: no rule (unknown class or split by the scanner), hover: dropped, *: / space-x / divide rewritten to view and text, bg-[10rpx] read as background-position',
    quotes: [
      { page: ZH, text: '每个类名在小程序里变成什么（转义后的名字和样式规则），以及哪里会出问题，并附上讲解该问题的页面' },
      { page: ZH, text: '`check_classes` 的结论来自一次实际运行：它把 Tailwind CSS 生成的 CSS 和 weapp-tailwindcss 处理后的 WXSS 逐条对比' },
      { page: ZH, text: '它能发现的情况有：类名没有生成任何样式（Tailwind CSS 不认识这个类，例如拼错了；或者类名里的 `<`、`{`、`"` 之类的字符让扫描器没把它当成一个类名）；规则在小程序里被删掉（例如 `hover:` 的规则）或选择器被改写（例如 `*:`、`space-x-*`、`divide-*` 改成只匹配 `view` 和 `text`）；以及方括号里的长度被当成了别的类型（例如 `bg-[10rpx]` 生成的是 `background-position`，而不是 `background-size`）。' },
      { page: EN, text: 'What each class becomes in a mini-program (escaped name and CSS rules), what goes wrong with it, and the page that explains the problem' },
      { page: EN, text: 'What `check_classes` reports comes from an actual run: it compares the CSS that Tailwind CSS generates with the WXSS that weapp-tailwindcss makes of it' },
      { page: EN, text: 'It finds classes that produce no CSS at all (Tailwind CSS does not know the class, because of a typo for example, or characters such as `<`, `{` or `"` keep the scanner from reading it as one class); rules that are removed for mini-programs (the `hover:` ones, for example) or whose selectors are rewritten (`*:`, `space-x-*` and `divide-*` are narrowed to `view` and `text`); and bracketed lengths that are read as another type (`bg-[10rpx]` produces `background-position`, not `background-size`).' },
    ],
    async proof() {
      const classes = ['bg-red-50', 'bg-rde-500', 'a<b', 'x{y', 'hover:bg-red-500', '*:p-2', 'space-x-2', 'divide-y', 'bg-[10rpx]']
      const reply = await call('check_classes', { classes })
      assert.equal(reply.isError, false, reply.text)
      const byClass = new Map((reply.structured as { classes: Checked[] }).classes.map(entry => [entry.class, entry]))
      const kinds = (name: string) => byClass.get(name)!.findings.map(finding => finding.kind)
      const fine = byClass.get('bg-red-50')!
      assert.deepEqual(fine.findings, [])
      assert.ok(fine.escaped && fine.wxss.length > 0 && fine.wxss[0].includes('background-color'), 'the escaped name and its WXSS rules')
      assert.equal(byClass.get('bg-[10rpx]')!.escaped, 'bg-_b10rpx_B')
      assert.deepEqual(kinds('bg-rde-500'), ['no-rule'])
      assert.match(byClass.get('bg-rde-500')!.findings[0].message, /does not know this class \(a typo/)
      for (const split of ['a<b', 'x{y']) {
        assert.deepEqual(kinds(split), ['no-rule'], split)
        assert.match(byClass.get(split)!.findings[0].message, /scanner does not read it as one class/, split)
      }
      assert.deepEqual(kinds('hover:bg-red-500'), ['dropped'])
      assert.deepEqual(byClass.get('hover:bg-red-500')!.wxss, [], 'the hover: rule is removed')
      for (const name of ['*:p-2', 'space-x-2', 'divide-y']) {
        assert.deepEqual(kinds(name), ['rewritten'], name)
        const after = byClass.get(name)!.findings[0].after!
        const compounds = after.join(',').split(/[\s>+~,]+/).filter(part => part && !part.startsWith('.'))
        assert.ok(compounds.length > 0 && compounds.every(part => part === 'view' || part === 'text'), `${name} now matches only view and text: ${after.join(', ')}`)
      }
      const unit = byClass.get('bg-[10rpx]')!.findings
      assert.deepEqual(unit.map(finding => finding.kind), ['unit'])
      assert.match(unit[0].message, /background-position: 10rpx/)
      assert.match(unit[0].message, /background-size: 10rpx/)
      for (const entry of byClass.values()) {
        for (const finding of entry.findings) assert.ok(finding.docs.startsWith(`${ORIGIN}/docs/`), `${entry.class}: a page that explains it`)
      }
      // Found by running: with weapp-tailwindcss told to keep :hover rules, the same class has no finding.
      const kept = await call('check_classes', { classes: ['hover:bg-red-500'], options: { cssRemoveHoverPseudoClass: false } })
      assert.deepEqual((kept.structured as { classes: Checked[] }).classes[0].findings, [])
    },
  },
  {
    id: 'docs-mcp-resources',
    says: 'every page and blog post twin of both editions and the four llms files are listed as resources and read back as the build wrote them',
    quotes: [
      { page: ZH, text: '每个文档页和每篇博客文章的 Markdown，以及中英文两份 `llms.txt` 和 `llms-full.txt`，也作为资源提供' },
      { page: EN, text: 'The Markdown of every docs page and blog post, and the `llms.txt` and `llms-full.txt` files of both editions, are also offered as resources' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/docsMcp')
      const mcp = await client()
      const { resources } = await mcp.listResources()
      const expected = [
        ...(await twinPaths(path.join(ROOT, 'build'))).map(page => `${ORIGIN}${page}.md`),
        ...(await twinPaths(path.join(ROOT, 'build/en'))).map(page => `${ORIGIN}/en${page}.md`),
        ...['/llms.txt', '/llms-full.txt', '/en/llms.txt', '/en/llms-full.txt'].map(file => `${ORIGIN}${file}`),
      ].sort()
      assert.deepEqual(resources.map(resource => resource.uri).sort(), expected)
      assert.ok(expected.some(uri => uri.includes('/blog/')) && expected.some(uri => uri.includes('/en/blog/')), 'blog posts are among them')
      for (const [uri, file] of [[`${ORIGIN}/en/llms-full.txt`, 'build/en/llms-full.txt'], [`${ORIGIN}/docs/intro.md`, 'build/docs/intro.md']]) {
        const { contents } = await mcp.readResource({ uri })
        assert.equal((contents[0] as { text: string }).text, fs.readFileSync(path.join(ROOT, file), 'utf8'), uri)
      }
    },
  },
  {
    id: 'docs-mcp-play-limits',
    says: 'transform and check_classes refuse inputs over 200 KB (template, CSS, options and script together) and stop a compile after 15 s, the constants the Play page uses',
    quotes: [
      { page: ZH, text: '`transform` 和 `check_classes` 沿用 Play 页的限制：模板、CSS、选项和脚本合计不超过 200 KB，一次编译超过 15 秒就会被中止。' },
      { page: EN, text: '`transform` and `check_classes` keep the Play\'s limits: the template, CSS, options and script may total at most 200 KB, and a compile that runs longer than 15 seconds is stopped.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { pathToFileURL } = await import('node:url')
      const { ROOT } = await import('./support/docsMcp')
      const { PLAY_MAX_INPUT_BYTES, PLAY_RUN_TIME_LIMIT_MS } = await import('../lib/play/limits')
      const { createPlayRunner } = await import('../packages/docs-mcp/src/playRunner')
      assert.equal(PLAY_MAX_INPUT_BYTES, 200 * 1024)
      assert.equal(PLAY_RUN_TIME_LIMIT_MS, 15_000)
      // The Play page reads the same two constants.
      assert.match(fs.readFileSync(path.join(ROOT, 'src/components/Play/index.tsx'), 'utf8'), /import \{ PLAY_MAX_INPUT_BYTES as MAX_INPUT_BYTES[^}]*\} from '..\/..\/..\/lib\/play\/limits'/)
      assert.match(fs.readFileSync(path.join(ROOT, 'src/components/Play/playWorkerClient.ts'), 'utf8'), /RUN_TIME_LIMIT_MS = PLAY_RUN_TIME_LIMIT_MS/)

      // Together: 101 KB of template and 100 KB of CSS are refused; the parts alone would pass.
      const template = `<view class="p-1">${'x'.repeat(101 * 1024)}</view>`
      const over = await call('transform', { template, css: `/*${'y'.repeat(100 * 1024)}*/` })
      assert.equal(over.isError, true)
      assert.match(over.text, /over the Play's limit of 200 KB/)
      const overCheck = await call('check_classes', { template: `<view class="p-1">${'x'.repeat(150 * 1024)}</view>`, options: { ignoreCallExpressionIdentifiers: ['y'.repeat(60 * 1024)] } })
      assert.equal(overCheck.isError, true)
      assert.match(overCheck.text, /over the Play's limit of 200 KB/)
      const { tools } = await (await client()).listTools()
      assert.match(tools.find(tool => tool.name === 'transform')!.description!, /200 KB of input, 15 s of compile time/)

      // The runner the server uses stops a job that outlives its limit (15 s by default; shortened here).
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-limit-'))
      try {
        const worker = path.join(dir, 'hang.mjs')
        fs.writeFileSync(worker, "import { parentPort } from 'node:worker_threads'\nparentPort.postMessage({ ready: true })\nparentPort.on('message', () => {})\n")
        const runner = createPlayRunner({ workerFile: pathToFileURL(worker), root: dir, timeLimitMs: 300 })
        await assert.rejects(runner.run('transform', {}), /took longer than 0\.3 s .* and was stopped/)
        runner.close()
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'docs-mcp-stdio-by-default',
    says: 'started without arguments, weapp-tailwindcss-docs-mcp speaks MCP over stdio',
    quotes: [
      { page: ZH, text: '装好后，`weapp-tailwindcss-docs-mcp` 默认通过标准输入输出（stdio）通信' },
      { page: EN, text: 'Once installed, `weapp-tailwindcss-docs-mcp` talks over standard input and output (stdio) by default' },
    ],
    async proof() {
      // The shared server was started with no arguments (and only a preload in Node's own flags).
      const mcp = await client()
      assert.equal(mcp.getServerVersion()?.name, 'weapp-tailwindcss-docs')
      assert.equal((await mcp.listTools()).tools.length, 5)
    },
  },
  {
    id: 'docs-mcp-http-local-only-stateless',
    says: '--http <port> serves Streamable HTTP (the SDK client connects) at http://127.0.0.1:<port>/mcp, listens on 127.0.0.1 only, answers 403 to a foreign Host or Origin, and gives out no session id',
    quotes: [
      { page: ZH, text: '只能通过 HTTP 连接 MCP 服务器的客户端，可以让它以 Streamable HTTP 方式运行' },
      { page: ZH, text: '服务地址是 `http://127.0.0.1:3917/mcp`。' },
      { page: ZH, text: '服务器只监听 `127.0.0.1`，`Host` 或 `Origin` 请求头指向其他主机的请求一律以 403 拒绝（防止 DNS 重绑定攻击），也不为客户端保存会话。' },
      { page: EN, text: 'For clients that can only reach an MCP server over HTTP, run it with Streamable HTTP' },
      { page: EN, text: 'It then serves `http://127.0.0.1:3917/mcp`.' },
      { page: EN, text: 'The server listens on `127.0.0.1` only, answers 403 to any request whose `Host` or `Origin` header names another host (a defence against DNS rebinding), and keeps no session for its clients.' },
    ],
    async proof() {
      const net = await import('node:net')
      const os = await import('node:os')
      const { startHttp, rawRequest } = await import('./support/docsMcp')
      const port = await new Promise<number>((resolve, reject) => {
        const probe = net.createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as { port: number }
          probe.close(() => resolve(port))
        }).once('error', reject)
      })
      const { endpoint, server } = await startHttp(port)
      try {
        assert.equal(endpoint.href, `http://127.0.0.1:${port}/mcp`)
        // The SDK's own Streamable HTTP client connects and lists the tools.
        const { Client } = await import('@modelcontextprotocol/sdk/client/index.js')
        const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js')
        const http = new Client({ name: 'docs-claims', version: '1.0.0' })
        await http.connect(new StreamableHTTPClientTransport(endpoint))
        assert.equal((await http.listTools()).tools.length, 5)
        await http.close()
        // Every other address of this machine is refused.
        const others = Object.values(os.networkInterfaces()).flat().filter(info => info && info.address !== '127.0.0.1').map(info => info!.address)
        assert.ok(others.length > 0, 'another address to try')
        for (const address of others) {
          const connected = await new Promise<boolean>(resolve => {
            const socket = net.connect({ host: address, port }, () => { socket.destroy(); resolve(true) })
            socket.once('error', () => resolve(false))
          })
          assert.equal(connected, false, `nothing listens on ${address}:${port}`)
        }
        const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'claims', version: '1' } } }
        const local = await rawRequest(endpoint, 'POST', {}, initialize)
        assert.equal(local.status, 200)
        assert.equal(local.headers['mcp-session-id'], undefined, 'no session id is given out')
        const list = await rawRequest(endpoint, 'POST', {}, { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} })
        assert.equal(list.status, 200, 'a request without a session is answered')
        assert.match(list.body, /search_docs/)
        for (const headers of [{ host: 'evil.example' }, { host: `evil.example:${port}` }, { origin: 'http://evil.example' }, { origin: `http://evil.example:${port}` }] as Record<string, string>[]) {
          const refused = await rawRequest(endpoint, 'POST', headers, initialize)
          assert.equal(refused.status, 403, JSON.stringify(headers))
          assert.doesNotMatch(refused.body, /serverInfo/)
        }
        assert.equal((await rawRequest(endpoint, 'POST', { origin: `http://localhost:${port}` }, initialize)).status, 200)
      } finally {
        server.kill()
      }
    },
  },
  {
    id: 'docs-mcp-uses-no-network',
    says: 'with every outgoing connection and name lookup made to throw (main thread and the transform worker), every tool and resource call still succeeds and none is attempted',
    quotes: [
      { page: ZH, text: '服务器运行期间不访问网络。' },
      { page: EN, text: 'The server does not use the network while it runs.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { execFileSync } = await import('node:child_process')
      const { callTool } = await import('./support/docsMcp')
      const { client: mcp, log, guard, dir } = await guardedServer()
      // The guard catches a connection from a main thread and from a worker.
      const selfLog = path.join(dir, 'self.log')
      fs.writeFileSync(selfLog, '')
      const probeWorker = path.join(dir, 'probe-worker.mjs')
      fs.writeFileSync(probeWorker, "import net from 'node:net'\ntry { net.connect(9, '127.0.0.1') } catch {}\n")
      const probe = path.join(dir, 'probe.mjs')
      fs.writeFileSync(probe, "import net from 'node:net'\nimport { Worker } from 'node:worker_threads'\ntry { net.connect(9, '127.0.0.1') } catch {}\n"
        + `await new Promise(resolve => new Worker(${JSON.stringify(probeWorker)}).once('exit', resolve))\n`)
      execFileSync(process.execPath, ['--import', guard, probe], { env: { ...process.env, DOCS_CLAIMS_NET_LOG: selfLog } })
      assert.equal(fs.readFileSync(selfLog, 'utf8').split('\n').filter(line => line.startsWith('attempt ')).length, 2, 'the guard sees both attempts')

      const calls: [string, Record<string, unknown>][] = [
        ['search_docs', { query: 'rem2rpx' }],
        ['search_docs', { query: '自定义字体' }],
        ['read_page', { url: '/en/docs/intro' }],
        ['transform', { template: '<view class="w-[10px] bg-[#fff]"></view>', script: 'const a = "p-2"' }],
        ['check_classes', { classes: 'hover:bg-red-500 text-[32rpx]' }],
        ['play_link', { template: '<view class="p-2"></view>' }],
      ]
      for (const [name, args] of calls) {
        const reply = await callTool(mcp, name, args)
        assert.equal(reply.isError, false, `${name}: ${reply.text}`)
      }
      const { resources } = await mcp.listResources()
      for (const uri of [resources[0].uri, resources.find(resource => resource.uri.endsWith('/llms.txt'))!.uri]) await mcp.readResource({ uri })
      const lines = fs.readFileSync(log, 'utf8').split('\n').filter(Boolean)
      assert.ok(lines.includes('loaded thread 0'), 'the guard ran in the server')
      assert.ok(lines.some(line => /^loaded thread [1-9]/.test(line)), 'and in the transform\'s worker thread')
      assert.deepEqual(lines.filter(line => line.startsWith('attempt ')), [], 'no connection or lookup was attempted')
    },
  },
  {
    id: 'docs-mcp-pack-prints-tarball-and-needs-a-build',
    says: 'npm run mcp:pack prints the absolute path of weapp-tailwindcss-docs-mcp-0.1.0.tgz as its last line, and without a build says to run npm run build first',
    quotes: [
      { page: ZH, text: '`npm run mcp:pack` 最后一行打印的就是 `.tgz` 的绝对路径；`build/` 不存在时它会提示先运行 `npm run build`。' },
      { page: ZH, text: 'npm install -g /path/to/weapp-tailwindcss-docs-mcp-0.1.0.tgz' },
      { page: EN, text: 'The last line that `npm run mcp:pack` prints is the absolute path of the `.tgz`; without a `build/` folder it tells you to run `npm run build` first.' },
      { page: EN, text: 'npm install -g /path/to/weapp-tailwindcss-docs-mcp-0.1.0.tgz' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { spawnSync } = await import('node:child_process')
      const { packedServer, ROOT } = await import('./support/docsMcp')
      const { packOutput, tarball } = await packedServer()
      const last = packOutput.trim().split('\n').at(-1)!
      assert.equal(last, tarball)
      assert.ok(path.isAbsolute(last) && fs.existsSync(last))
      assert.equal(path.basename(last), 'weapp-tailwindcss-docs-mcp-0.1.0.tgz')
      const missing = spawnSync('npm', ['run', 'mcp:pack', '--', '--build', '/nonexistent-site-build'], { cwd: ROOT, encoding: 'utf8' })
      assert.notEqual(missing.status, 0)
      assert.match(missing.stderr, /search-manifest\.json is missing\): run npm run build first\./)
    },
  },
  {
    id: 'docs-mcp-not-on-npm',
    says: '@weapp-tailwindcss/docs-mcp is not published on the npm registry',
    quotes: [
      { page: ZH, text: '这个包还没有发布到 npm' },
      { page: EN, text: 'The package is not on npm yet.' },
    ],
    slow: true,
    async proof() {
      const os = await import('node:os')
      const { spawnSync } = await import('node:child_process')
      // A reader's environment: `npm run -s` hands its silent log level down through npm_config_* variables.
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)))
      const view = spawnSync('npm', ['view', '@weapp-tailwindcss/docs-mcp', 'version'], { cwd: os.tmpdir(), env, encoding: 'utf8', timeout: 60_000 })
      assert.notEqual(view.status, 0)
      assert.match(view.stderr, /E404/)
    },
  },
  {
    id: 'docs-mcp-global-install-from-the-tarball',
    says: 'npm install -g of the packed .tgz installs the weapp-tailwindcss-docs-mcp command, and that command runs the transform with the rpx patch applied (text-[32rpx] is a font size)',
    quotes: [
      { page: ZH, text: '需要在本站源码的检出目录里打包，再把打出的 `.tgz` 装成全局命令' },
      { page: EN, text: 'Pack it in a checkout of this site\'s source and install the resulting `.tgz` as a global command' },
    ],
    slow: true,
    timeoutMs: 300_000,
    async proof() {
      const fs = await import('node:fs')
      const os = await import('node:os')
      const path = await import('node:path')
      const { spawnSync } = await import('node:child_process')
      const { packedServer, callTool } = await import('./support/docsMcp')
      const { Client } = await import('@modelcontextprotocol/sdk/client/index.js')
      const { StdioClientTransport, getDefaultEnvironment } = await import('@modelcontextprotocol/sdk/client/stdio.js')
      const { tarball } = await packedServer()
      const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-mcp-global-'))
      try {
        // `-g` into a prefix of its own, in a reader's environment (no npm_config_* from `npm run`).
        const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)))
        const install = spawnSync('npm', ['install', '-g', '--prefix', prefix, tarball], { cwd: os.tmpdir(), env, encoding: 'utf8', timeout: 240_000 })
        assert.equal(install.status, 0, install.stderr)
        const bin = path.join(prefix, 'bin/weapp-tailwindcss-docs-mcp')
        assert.ok(fs.existsSync(bin), 'the global command is installed')
        const mcp = new Client({ name: 'docs-claims', version: '1.0.0' })
        await mcp.connect(new StdioClientTransport({ command: bin, args: [], env: getDefaultEnvironment(), stderr: 'ignore' }))
        try {
          const reply = await callTool(mcp, 'transform', { template: '<view class="text-[32rpx]"></view>' })
          assert.equal(reply.isError, false, reply.text)
          assert.match((reply.structured as { wxss: string }).wxss, /font-size: 32rpx/)
        } finally {
          await mcp.close()
        }
      } finally {
        fs.rmSync(prefix, { recursive: true, force: true })
      }
    },
  },
  {
    id: 'llms-files-and-markdown-twins',
    says: 'llms.txt lists every twin once, docs in sidebar order with unsidebarred pages and blog posts last; llms-full.txt holds every twin; each docs page and blog post has its .md twin; the English files live under /en/',
    quotes: [
      { page: ZH, text: '按侧边栏顺序列出所有文档页，不在侧边栏里的页面和博客文章排在最后，每项链接到该页的 Markdown' },
      { page: ZH, text: '所有页面的正文合成一个文件' },
      { page: ZH, text: '任意文档页或博客文章的地址后面加上 `.md`，就是这一页的 Markdown' },
      { page: ZH, text: '英文版的对应文件在 `/en/` 下：`/en/llms.txt`、`/en/llms-full.txt`、`/en/docs/intro.md`。' },
      { page: EN, text: 'every docs page in sidebar order, then the pages no sidebar shows and the blog posts, each linking to that page as Markdown' },
      { page: EN, text: 'the text of every page in one file' },
      { page: EN, text: 'add `.md` to the address of any docs page or blog post to get that page as Markdown' },
      { page: EN, text: 'The Chinese edition\'s files are at the root of the site: `/llms.txt`, `/llms-full.txt`, `/docs/intro.md`.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/docsMcp')
      const { markdownTwinUrl } = await import('../plugins/llms/markdownTwin')
      const sidebars = (await import('../sidebars')).default as Record<string, unknown>
      for (const [dir, prefix, sections] of [['build', '', ['其他文档页面', '博客']], ['build/en', '/en', ['Other docs pages', 'Blog']]] as const) {
        const llms = fs.readFileSync(path.join(ROOT, dir, 'llms.txt'), 'utf8')
        const links = [...llms.matchAll(/^- \[.*?\]\((https:\/\/[^)\s]+)\)/gm)].map(match => match[1])
        const twins = (await twinPaths(path.join(ROOT, dir))).map(page => `${ORIGIN}${prefix}${page}.md`).sort()
        assert.deepEqual([...links].sort(), twins, `${dir}/llms.txt links every twin once, and only twins`)
        const headings = [...llms.matchAll(/^## (.+)$/gm)].map(match => match[1])
        assert.deepEqual(headings.slice(-2), [...sections], 'the pages no sidebar shows, then the blog, come last')
        const blog = llms.split(`\n## ${sections[1]}\n`)[1]
        assert.deepEqual([...blog.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)].map(match => match[1]).sort(), twins.filter(twin => twin.includes('/blog/')), 'the blog section holds the blog posts')
        // The first sidebar, in order: each doc once, at its first place.
        const ids: string[] = []
        const walk = (items: unknown[]) => {
          for (const item of items as ({ type?: string; id?: string; items?: unknown[]; link?: { type?: string; id?: string } } | string)[]) {
            if (typeof item === 'string') ids.push(item)
            else if (item.type === 'doc' && item.id) ids.push(item.id)
            else if (item.items) {
              if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id)
              walk(item.items)
            }
          }
        }
        walk(sidebars.tutorialSidebar as unknown[])
        const routes = [...new Set(ids.map(id => [id, id.replace(/\/(?:readme|index)$/, '')].find(route => fs.existsSync(path.join(ROOT, dir, 'docs', `${route}.md`))) ?? `missing:${id}`))]
        const first = llms.split('\n## ')[1].split('\n').filter(line => line.startsWith('- ')).map(line => /\]\((https:\/\/[^)\s]+)\)/.exec(line)![1])
        assert.deepEqual(first, routes.map(route => `${ORIGIN}${prefix}/docs/${route}.md`), 'the first section follows the sidebar')

        const full = fs.readFileSync(path.join(ROOT, dir, 'llms-full.txt'), 'utf8')
        for (const page of await twinPaths(path.join(ROOT, dir))) {
          assert.ok(full.includes(fs.readFileSync(path.join(ROOT, dir, `${page}.md`), 'utf8').trim()), `${dir}/llms-full.txt holds ${page}`)
        }
        // Every rendered docs page and blog post has its twin next to it (redirects and blog lists aside).
        for (const folder of ['docs', 'blog']) {
          for (const entry of fs.readdirSync(path.join(ROOT, dir, folder), { recursive: true, withFileTypes: true })) {
            if (!entry.isFile() || !entry.name.endsWith('.html')) continue
            const file = path.join(entry.parentPath, entry.name)
            const html = fs.readFileSync(file, 'utf8')
            if (/http-equiv="refresh"/.test(html) || /\/blog\/(?:tags|authors|archive)(?:\/|\.html$)|\/blog\/page\//.test(file) || file.endsWith(path.join(dir, 'blog.html'))) continue
            assert.ok(fs.existsSync(file.replace(/\.html$/, '.md')), `${path.relative(ROOT, file)} has a .md twin`)
          }
        }
      }
      assert.equal(markdownTwinUrl('/docs/intro'), '/docs/intro.md')
      assert.equal(markdownTwinUrl('/en/docs/intro'), '/en/docs/intro.md')
      for (const file of ['llms.txt', 'llms-full.txt', 'docs/intro.md', 'en/llms.txt', 'en/llms-full.txt', 'en/docs/intro.md']) {
        assert.ok(fs.existsSync(path.join(ROOT, 'build', file)), file)
      }
    },
  },
  {
    id: 'open-in-ai-targets',
    says: 'the three Open in AI items hand over one prompt naming the page\'s absolute .md URL; the Claude desktop item opens claude://claude.ai/new?q=<prompt>, the Claude web and ChatGPT items copy the prompt and open a new chat',
    quotes: [
      { page: ZH, text: '三个选项给助手的提示相同：请它阅读本页 Markdown 的完整地址，再回答你的问题。' },
      { page: ZH, text: '`claude://claude.ai/new?q=` 链接，打开一个新对话并填好提示' },
      { page: ZH, text: '所以本站先把提示复制到剪贴板，再打开一个新对话，粘贴即可。' },
      { page: EN, text: 'All three items give the assistant the same prompt: read the full address of this page\'s Markdown, then answer your questions.' },
      { page: EN, text: '`claude://claude.ai/new?q=` link described in Claude\'s documentation, which opens a new chat with the prompt filled in' },
      { page: EN, text: 'so the site copies the prompt to your clipboard and then opens a new chat for you to paste it into.' },
    ],
    async proof() {
      const fs = await import('node:fs')
      const path = await import('node:path')
      const { ROOT } = await import('./support/docsMcp')
      const { aiTargets, absoluteUrl } = await import('../src/components/OpenInAi/links')
      const { markdownTwinUrl } = await import('../plugins/llms/markdownTwin')
      const url = absoluteUrl(`${ORIGIN}/`, markdownTwinUrl('/en/docs/options/arbitrary-values'))
      assert.equal(url, `${ORIGIN}/en/docs/options/arbitrary-values.md`)
      const zhPrompt = /id: 'openInAi\.prompt', message: '([^']+)'/.exec(fs.readFileSync(path.join(ROOT, 'src/components/OpenInAi/index.tsx'), 'utf8'))![1]
      const enPrompt = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/en/code.json'), 'utf8'))['openInAi.prompt'].message as string
      assert.match(zhPrompt, /^请阅读 \{url\} ，然后回答我关于这一页的问题。$/)
      assert.match(enPrompt, /^Read \{url\} and answer my questions about this page\.$/)
      const prompt = enPrompt.replace('{url}', url)
      const targets = aiTargets(prompt)
      assert.deepEqual(targets.map(target => target.id), ['claude-desktop', 'claude-web', 'chatgpt'])
      assert.deepEqual(targets[0], { id: 'claude-desktop', href: `claude://claude.ai/new?q=${encodeURIComponent(prompt)}`, copiesPrompt: false })
      assert.deepEqual(targets[1], { id: 'claude-web', href: 'https://claude.ai/new', copiesPrompt: true })
      assert.deepEqual(targets[2], { id: 'chatgpt', href: 'https://chatgpt.com/', copiesPrompt: true })
      // The two that copy carry no prompt in their address: what they paste is the same prompt, from the clipboard.
      for (const target of targets.slice(1)) assert.ok(!target.href.includes('?'))
    },
  },
  {
    id: 'ai-tools-setup-formats-from-their-docs',
    says: 'Claude Code adds a stdio server with `claude mcp add <name> -- <command>`; Cursor reads mcpServers from .cursor/mcp.json (project) or ~/.cursor/mcp.json (all projects); VS Code reads servers (type stdio, command) from .vscode/mcp.json; Codex adds with `codex mcp add <name> -- <command>` and reads [mcp_servers.<name>] from ~/.codex/config.toml',
    quotes: [
      { page: ZH, text: 'claude mcp add weapp-tailwindcss-docs -- weapp-tailwindcss-docs-mcp' },
      { page: ZH, text: '写进项目的 `.cursor/mcp.json`（只对这个项目生效）或用户目录下的 `~/.cursor/mcp.json`（对所有项目生效）' },
      { page: ZH, text: '写进工作区的 `.vscode/mcp.json`，注意顶层键是 `servers`' },
      { page: ZH, text: '运行 `codex mcp add weapp-tailwindcss-docs -- weapp-tailwindcss-docs-mcp`，或直接写进 `~/.codex/config.toml`' },
      { page: EN, text: 'claude mcp add weapp-tailwindcss-docs -- weapp-tailwindcss-docs-mcp' },
      { page: EN, text: 'add it to the project\'s `.cursor/mcp.json` (this project only) or to `~/.cursor/mcp.json` in your home folder (every project)' },
      { page: EN, text: 'add it to the workspace\'s `.vscode/mcp.json`; note that the top-level key is `servers`' },
      { page: EN, text: 'run `codex mcp add weapp-tailwindcss-docs -- weapp-tailwindcss-docs-mcp`, or write it into `~/.codex/config.toml` yourself' },
    ],
    manual: {
      ran: 'Read each tool\'s own MCP documentation: Claude Code (code.claude.com/docs/en/mcp-quickstart, and a copy of code.claude.com/docs/en/mcp: a local stdio server is added with `claude mcp add [options] <name> -- <command> [args...]`); Cursor (docs.cursor.com/context/model-context-protocol and Cursor\'s Mintlify docs: `mcpServers` in `.cursor/mcp.json` for one project, `~/.cursor/mcp.json` for all); VS Code (code.visualstudio.com/docs/copilot/reference/mcp-configuration: `.vscode/mcp.json` with a top-level `servers` object, stdio servers need `type: "stdio"` and `command`); Codex (developers.openai.com/codex/mcp: `codex mcp add <server-name> -- <stdio server-command>`, and `[mcp_servers.<server-name>]` tables in `~/.codex/config.toml`)',
      versions: 'the documentation pages as published on the check date',
      on: '2026-11-29',
      why: 'the editors and CLIs of other vendors are not installed here, and their configuration formats are documented, not run, by this site',
    },
  },
  {
    id: 'ai-tools-claude-desktop-link-documented-web-apps-not',
    says: 'Claude Desktop documents claude://claude.ai/new?q= to prefill a new chat; no documentation of Anthropic or OpenAI describes a prefill parameter for the web apps of Claude or ChatGPT',
    quotes: [
      { page: ZH, text: '使用 Claude 文档中说明的 `claude://claude.ai/new?q=` 链接' },
      { page: ZH, text: '两者都没有在文档中说明可以通过网址预填提示' },
      { page: EN, text: 'uses the `claude://claude.ai/new?q=` link described in Claude\'s documentation' },
      { page: EN, text: 'neither documents a way to fill in a prompt through a URL' },
    ],
    manual: {
      ran: 'Read support.claude.com "Open Claude Desktop with a link" (article 14729294): `claude://claude.ai/new?q=…` opens a new chat in Claude Desktop with the prompt field prefilled for the reader to review and send. Searched the stored documentation pages for a URL parameter that prefills claude.ai or chatgpt.com: the only mentions of `chatgpt.com/?q=` are third-party plugins (e.g. starlight-llm-actions), none from OpenAI; no Anthropic page documents one for claude.ai',
      versions: 'support.claude.com and the OpenAI/Anthropic documentation as published on the check date',
      on: '2026-11-29',
      why: 'the apps are third-party services; what their vendors document can only be read, not run here',
    },
  },
])
