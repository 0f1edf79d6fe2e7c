// Renders the social cards (static/img/social-card.svg, and social-card-en.svg for the English
// edition) to the PNGs that pages name as og:image: social networks (WeChat, X, Facebook, Slack)
// do not show SVG previews. Run after editing an SVG:
//   node scripts/render-social-card.mjs
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const [width, height] = [1200, 630] // the size Open Graph consumers crop to
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const cards = ['social-card', 'social-card-en']

for (const card of cards) {
  const svg = path.resolve(`static/img/${card}.svg`)
  const png = path.resolve(`static/img/${card}.png`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-card-'))
  const page = path.join(dir, 'card.html')
  fs.writeFileSync(page, `<!doctype html><meta charset="utf-8"><style>html,body{margin:0}img{display:block}</style>
<img src="${pathToFileURL(svg)}" width="${width}" height="${height}">`)
  execFileSync(chromium, [
    '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--force-device-scale-factor=1',
    `--window-size=${width},${height}`, `--screenshot=${png}`, pathToFileURL(page).href,
  ], { stdio: 'ignore' })
  fs.rmSync(dir, { recursive: true, force: true })
  console.log(`${path.relative(process.cwd(), png)}: ${fs.statSync(png).size} bytes`)
}
