import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { contentSecurityPolicy, headersFile, nginxHeadersFile, securityHeaders } from '../../plugins/security-headers/contentSecurityPolicy'

const root = path.resolve(__dirname, '../..')

/** name → value, from `_headers` lines ("  Name: value") or nginx lines (add_header Name "value" always;). */
function headersOf(text: string): Record<string, string> {
  const entries: [string, string][] = []
  for (const line of text.split('\n')) {
    const netlify = line.match(/^ {2}([\w-]+): (.+)$/)
    const nginx = line.match(/^add_header ([\w-]+) "(.*)" always;$/)
    if (netlify) entries.push([netlify[1], netlify[2]])
    else if (nginx) entries.push([nginx[1], nginx[2]])
  }
  return Object.fromEntries(entries)
}

describe('nginx headers', () => {
  const headers = securityHeaders(contentSecurityPolicy(["'sha256-abc='"]))

  it('say exactly what _headers says', () => {
    expect(headersOf(nginxHeadersFile(headers))).toEqual(headersOf(headersFile('/', headers)))
    expect(Object.keys(headersOf(nginxHeadersFile(headers)))).toEqual(Object.keys(headers))
  })

  it('refuse a value nginx would read as a variable', () => {
    expect(() => nginxHeadersFile({ 'X-Test': 'a $b' })).toThrow(/cannot be written for nginx/)
  })
})

describe('deploy/nginx/site.conf', () => {
  const conf = fs.readFileSync(path.join(root, 'deploy/nginx/site.conf'), 'utf8')

  it('includes the generated headers and adds none of its own (a location add_header would drop them)', () => {
    expect(conf).toMatch(/include \S+\/nginx-security-headers\.conf;/)
    expect(conf).not.toMatch(/^\s*add_header/m)
  })

  it('serves clean URLs, the 404 page and compressed text', () => {
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;')
    expect(conf).toContain('error_page 404 /404.html;')
    expect(conf).toMatch(/location \/en\/ \{[^}]*error_page 404 \/en\/404\.html;/)
    expect(conf).toMatch(/gzip on;[\s\S]*gzip_types [^;]*application\/javascript/)
    expect(fs.readFileSync(path.join(root, 'deploy/nginx/brotli.conf'), 'utf8')).toMatch(/brotli on;/)
  })
})

describe('GitHub Pages workflow', () => {
  const workflow = parse(fs.readFileSync(path.join(root, '.github/workflows/deploy.yml'), 'utf8'))
  const steps: { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string> }[] = workflow.jobs.build.steps

  it('runs on pushes to main with the permissions Pages needs', () => {
    expect(workflow.on.push.branches).toEqual(['main'])
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' })
  })

  it('checks out the whole history, installs with npm install and builds with the repository variables', () => {
    expect(steps.find(step => step.uses?.startsWith('actions/checkout@'))?.with?.['fetch-depth']).toBe(0)
    expect(steps.find(step => step.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(20)
    expect(steps.some(step => step.run === 'npm install')).toBe(true)
    expect(steps.find(step => step.run === 'npm run build')?.env).toEqual({ SITE_URL: '${{ vars.SITE_URL }}', BASE_URL: '${{ vars.BASE_URL }}' })
  })

  it('uploads build/ and deploys it', () => {
    expect(steps.find(step => step.uses?.startsWith('actions/upload-pages-artifact@'))?.with?.path).toBe('build')
    expect(workflow.jobs.deploy.needs).toBe('build')
    expect(workflow.jobs.deploy.steps[0].uses).toMatch(/^actions\/deploy-pages@v\d+$/)
  })
})
