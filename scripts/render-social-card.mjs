// Renders static/img/social-card.svg to the PNG that pages name as og:image: social networks
// (WeChat, X, Facebook, Slack) do not show SVG previews. Run after editing the SVG:
//   node scripts/render-social-card.mjs
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const [width, height] = [1200, 630] // the size Open Graph consumers crop to
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const svg = path.resolve('static/img/social-card.svg')
const png = path.resolve('static/img/social-card.png')

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
