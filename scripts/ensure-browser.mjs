// Installs Debian's Chromium and CJK fonts when missing, so `npm test` passes on a fresh machine.
// Playwright cannot download a browser on a network that reaches only the package registries, so it drives /usr/bin/chromium.
import { execSync } from 'node:child_process'
import fs from 'node:fs'

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const hasFonts = () => {
  try { return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).includes('Noto Sans CJK') } catch { return false }
}

const missing = []
if (!fs.existsSync(chromium)) missing.push('chromium')
if (!hasFonts()) missing.push('fonts-noto-cjk')

if (missing.length === 0) {
  console.log(`browser ok: ${chromium}`)
} else if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`installing ${missing.join(' ')} with apt-get ...`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execSync('apt-get update', { stdio: 'inherit', env })
  execSync(`apt-get install -y --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit', env })
} else {
  console.error(`missing ${missing.join(' ')}: run "sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}" or set CHROMIUM_PATH`)
  process.exit(1)
}
