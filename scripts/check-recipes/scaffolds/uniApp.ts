// A uni-app vue3 + Vite project made from the npm packages, since the official template is fetched
// from GitHub (degit), which a check here cannot reach. Same layout as the template: sources in src/.
import { Unavailable, type Project } from '../recipe'

const CORE = ['@dcloudio/uni-app', '@dcloudio/uni-mp-weixin', '@dcloudio/uni-components', '@dcloudio/uni-h5']
const DEV = ['@dcloudio/vite-plugin-uni', '@dcloudio/uni-cli-shared']

async function versions(project: Project, name: string): Promise<string[]> {
  const listed = JSON.parse(await project.run(`npm view ${name} versions --json`)) as string[]
  // Released builds are 3.0.0-<build number>; alpha and other tags are left out, as the template does.
  return listed.filter(version => /^3\.0\.0-\d+$/.test(version))
}

/** The newest release that every package the project installs is published in, dependencies included. */
async function newestCommonRelease(project: Project): Promise<string> {
  const lists = await Promise.all([...CORE, ...DEV].map(name => versions(project, name)))
  const common = lists.reduce((kept, list) => kept.filter(version => list.includes(version)))
    .sort((a, b) => Number(b.split('-')[1]) - Number(a.split('-')[1]))
  for (const release of common) {
    const dependencies = JSON.parse(await project.run(`npm view @dcloudio/uni-app@${release} dependencies --json`)) as Record<string, string>
    const pinned = Object.entries(dependencies).filter(([, version]) => version === release).map(([name]) => name)
    const missing = []
    for (const name of pinned) if (!(await project.probe(`npm view ${name}@${release} version`)).trim()) missing.push(name)
    if (missing.length === 0) return release
  }
  throw new Unavailable('npm 源里没有哪一版 uni-app 的 @dcloudio 包是齐全的')
}

export async function uniAppViteProject(project: Project, pageTemplate: string): Promise<string> {
  const release = await newestCommonRelease(project)
  const peers = JSON.parse(await project.run(`npm view @dcloudio/vite-plugin-uni@${release} peerDependencies --json`)) as Record<string, string>
  const shared = JSON.parse(await project.run(`npm view @dcloudio/uni-app@${release} dependencies --json`)) as Record<string, string>
  project.write('package.json', JSON.stringify({
    name: 'uni-app-recipe',
    version: '0.0.0',
    private: true,
    scripts: { 'dev:mp-weixin': 'uni -p mp-weixin', 'build:mp-weixin': 'uni build -p mp-weixin' },
    dependencies: { ...Object.fromEntries(CORE.map(name => [name, release])), vue: shared['@vue/shared'] ?? '^3.4.21' },
    devDependencies: { ...Object.fromEntries(DEV.map(name => [name, release])), vite: peers.vite ?? '5.2.8' },
  }, null, 2))
  project.write('index.html', '<!DOCTYPE html>\n<html><head><meta charset="UTF-8" /></head><body><div id="app"></div><script type="module" src="/src/main.js"></script></body></html>')
  project.write('src/main.js', "import { createSSRApp } from 'vue'\nimport App from './App.vue'\n\nexport function createApp() {\n  return { app: createSSRApp(App) }\n}")
  project.write('src/pages.json', JSON.stringify({ pages: [{ path: 'pages/index/index' }], globalStyle: {} }, null, 2))
  project.write('src/manifest.json', JSON.stringify({ name: 'recipe', appid: '', versionName: '1.0.0', versionCode: '100', vueVersion: '3', 'mp-weixin': { appid: '' } }, null, 2))
  project.write('src/uni.scss', '')
  project.write('src/pages/index/index.vue', `<template>\n${pageTemplate}\n</template>`)
  await project.run('npm install', { minutes: 25 })
  project.note(`uni-app ${release}：npm 上所有用到的 @dcloudio 包都发布了的最新正式版`)
  return release
}
