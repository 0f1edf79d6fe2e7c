import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { siteBuildDir } from '../speedLayer'

// The built site carries its response headers twice, for two kinds of host: `_headers` (Netlify,
// Cloudflare Pages, scripts/serve.mjs) and an nginx include (deploy/nginx/site.conf). Both come
// from one list at build time; here the two files of the real build must say the same thing.
const build = siteBuildDir
const headerLines = (text: string) =>
  text.split('\n').flatMap(line => {
    const match = line.match(/^ {2}([\w-]+): (.+)$/) ?? line.match(/^add_header ([\w-]+) "(.*)" always;$/)
    return match ? [`${match[1]}: ${match[2]}`] : []
  })

test('_headers and the nginx include of the build carry the same headers, script hashes included', () => {
  const netlify = headerLines(fs.readFileSync(path.join(build, '_headers'), 'utf8'))
  const nginx = headerLines(fs.readFileSync(path.join(build, 'nginx-security-headers.conf'), 'utf8'))
  expect(netlify.length).toBeGreaterThanOrEqual(5)
  expect(nginx).toEqual(netlify)
  expect(nginx.find(line => line.startsWith('Content-Security-Policy:'))).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
})
