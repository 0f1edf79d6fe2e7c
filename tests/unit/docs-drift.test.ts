import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { docsDrift, formatDriftProblem, guideFiles } from '../../scripts/lint-code/docsDrift'
import { readGitignore } from '../../scripts/lint-code/gitignore'

const roots: string[] = []

// A small repository: scripts, code that reads two variables (and one that only sets a third), a few files.
const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ scripts: { build: 'x', test: 'x', start: 'x', 'lint:docs': 'x' }, devDependencies: { 'weapp-tailwindcss': '4.12.0' } }),
  '.gitignore': 'node_modules\nbuild\n.docusaurus/\ndocs/api/\n',
  'config/env.ts': 'export const url = (env: NodeJS.ProcessEnv) => env.SITE_URL\nexport const stock = process.env[\'DOCS_STOCK\'] === \'1\'\n',
  'scripts/child.ts': 'process.env.SET_FOR_A_CHILD = \'1\'\n',
  'tests/fixtures/site/read.ts': 'export const x = process.env.READ_BY_A_FIXTURE\n',
  'lib/content/docs.ts': '',
  'claims/options.ts': '',
  'tools/README.md': 'Reads `data/table.json` beside this file.\n',
  'tools/data/table.json': '{}',
  'docs/README.md': 'A site page: `npm run not-checked-here`.\n',
  'build/README.md': 'Built output: `npm run not-checked-either`.\n',
  'ARCHITECTURE.md': '# Guide\n',
}

// Every kind of mention the check reads, each of them true of the repository above.
const GOOD_README = `# Site

Run \`npm run build\`, \`npm test\`, \`npm start\` and \`npm run -s lint:docs\`.
The content tools are in \`lib/content/docs.ts\` (folder \`lib/content/\`); claims go in \`claims/<topic>.ts\` or \`claims/*.ts\`.
A build writes \`build/_headers\`, \`.docusaurus/llms/\` and \`docs/api/**\`.
A doc id \`issues/index\`, a package's file \`weapp-tailwindcss/core\`, another's \`@docusaurus/core\` \`lib/ssg/ssgTemplate.html.js\`,
a site route \`/docs/intro\` and a reader's \`./button\` are not repository paths.
See [the guide](ARCHITECTURE.md), [a route](/docs/intro), [a site](https://example.com/x) and [a heading](#site).

| 变量 | 作用 |
| --- | --- |
| \`SITE_URL\` | the origin |

\`DOCS_STOCK=1 npm run build\` builds stock.

\`\`\`bash
DOCS_STOCK=1 npm run build && npm test
\`\`\`

\`\`\`ts
// a reader's project: not read
process.env.NOT_A_REPO_VARIABLE = 'x' // npm run dev:weapp
import config from 'config/index.ts'
\`\`\`

\`\`\`bash npm2yarn
npm run reader-script
\`\`\`
`

function repository(readme: string, extra: Record<string, string> = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-drift-'))
  roots.push(root)
  for (const [file, text] of Object.entries({ ...FILES, 'README.md': readme, ...extra })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

const report = (root: string) => docsDrift(root).map(formatDriftProblem)
const withLine = (text: string) => `${GOOD_README}\n${text}\n`
const LAST = GOOD_README.split('\n').length + 1

afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

describe('docs drift', () => {
  it('passes guides whose scripts, paths and variables all exist, and leaves examples, routes and packages alone', () => {
    expect(report(repository(GOOD_README))).toEqual([])
  })

  it('reads the three guides and every folder README, not the site pages or what a build wrote', () => {
    expect(guideFiles(repository(GOOD_README))).toEqual(['README.md', 'ARCHITECTURE.md', 'tools/README.md'])
  })

  it('fails on an npm script package.json does not define, in prose, with -s, or in a shell block', () => {
    expect(report(repository(withLine('Then `npm run lint:gone`.')))).toEqual([
      `README.md:${LAST}  npm script "lint:gone" is not in package.json  name a script package.json defines, or add the script`,
    ])
    expect(report(repository(withLine('Quietly: npm run -s quiet-gone')))).toEqual([expect.stringContaining('npm script "quiet-gone"')])
    expect(report(repository(withLine('```sh\nnpm run shell-gone\n```')))).toEqual([expect.stringContaining(`README.md:${LAST + 1}  npm script "shell-gone"`)])
  })

  it('fails on a repository file, folder or link that does not exist', () => {
    expect(report(repository(withLine('Moved: `lib/content/gone.ts`.')))).toEqual([
      `README.md:${LAST}  path lib/content/gone.ts does not exist  write the path the file has now, or drop the mention`,
    ])
    expect(report(repository(withLine('The folder `lib/gone/`.')))).toEqual([expect.stringContaining('path lib/gone/ does not exist')])
    expect(report(repository(withLine('A template under `claims/gone/<name>.ts`.')))).toEqual([expect.stringContaining('path claims/gone/<name>.ts')])
    expect(report(repository(withLine('Read [the notes](NOTES.md#top).')))).toEqual([expect.stringContaining('link to NOTES.md does not exist')])
  })

  it('resolves a folder README’s paths from its own folder', () => {
    const root = repository(GOOD_README, { 'tools/README.md': 'Reads `data/table.json` and `data/gone.json`.\n' })
    expect(report(root)).toEqual([`tools/README.md:1  path data/gone.json does not exist  write the path the file has now, or drop the mention`])
  })

  it('fails on a variable no code reads: documented, only set for a child process, or read only by a test fixture', () => {
    const table = '| Variable | What |\n| --- | --- |\n| `NEVER_READ` | nothing |'
    expect(report(repository(withLine(table)))).toEqual([
      `README.md:${LAST + 2}  environment variable NEVER_READ is read by no code  drop it from the guide, or name the variable the code reads`,
    ])
    expect(report(repository(withLine('`SET_FOR_A_CHILD=1 npm run build`')))).toEqual([expect.stringContaining('environment variable SET_FOR_A_CHILD')])
    expect(report(repository(withLine('```bash\nREAD_BY_A_FIXTURE=1 npm test\n```')))).toEqual([expect.stringContaining('environment variable READ_BY_A_FIXTURE')])
  })

  it('takes an upper-case name outside an environment table and an assignment for a constant, not a variable', () => {
    expect(report(repository(withLine('The `STOCK_SPECS` list and `VERIFIED_VERSIONS`.')))).toEqual([])
  })
})

describe('.gitignore', () => {
  it('ignores a path inside an ignored folder, at any depth for a name, at the root for a path', () => {
    const root = repository(GOOD_README, { '.gitignore': 'build\nbuild-*/\n.docusaurus/\ndocs/api/\n*.log\n' })
    const ignored = readGitignore(root)
    expect(['build/', 'build/_headers', 'build-sub/', 'build-sub/index.html', '.docusaurus/llms/', 'docs/api/x.md', 'a/b.log', 'x/build'].filter(ignored))
      .toEqual(['build/', 'build/_headers', 'build-sub/', 'build-sub/index.html', '.docusaurus/llms/', 'docs/api/x.md', 'a/b.log', 'x/build'])
    expect(['build-sub', 'docs/apis/x.md', 'lib/api/x.md', 'builder/x.ts'].filter(ignored)).toEqual([])
  })
})
