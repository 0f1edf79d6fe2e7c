import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from '@docusaurus/types'
import { addModuleOrigins, chunkNamesByModule, type ClientManifest } from './manifest'

interface DoneHook {
  hooks: { done: { tap(name: string, run: () => void): void } }
}

/**
 * Each page's HTML names the chunks of its own route, next to runtime and main.js
 * (speed/patches/bundle-loader/ssrTemplate.ts loads them all after the first paint). Without it the browser
 * learns of them only when main.js has run and asks for them one by one: a round trip
 * later, and a script element per chunk added inside main.js's first task.
 */
export default function routeChunksInHtmlPlugin(context: { generatedFilesDir: string }): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json')
  const registryPath = path.join(context.generatedFilesDir, 'registry.js')
  return {
    name: 'route-chunks-in-html',
    configureWebpack(config, isServer) {
      // The dev server renders in the browser only: there is no HTML to name chunks in.
      if (isServer || config.mode !== 'production') return {}
      return {
        plugins: [
          {
            // After react-loadable-ssr-addon wrote the manifest (emit), before SSG reads it.
            apply(compiler: DoneHook) {
              compiler.hooks.done.tap('route-chunks-in-html', () => {
                const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ClientManifest
                const listed = addModuleOrigins(manifest, chunkNamesByModule(fs.readFileSync(registryPath, 'utf8')))
                if (listed === 0) throw new Error('route-chunks-in-html: no registry module matched a chunk of the client manifest')
                fs.writeFileSync(manifestPath, JSON.stringify(manifest))
              })
            },
          },
        ],
      }
    },
  }
}
