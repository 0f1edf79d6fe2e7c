import path from 'node:path'
import type { Plugin } from '@docusaurus/types'
import { expectStandIns } from '../../expectStandIns'

/** A module request and the directory it is written in, as the bundler reports them. */
export interface ModuleRequest {
  request: string
  context: string
}

const CORE_CLIENT_DIR = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/
const CORE_CLIENT_EXPORTS_DIR = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports$/

/** The production browser bundle's entry: core's, evaluated in stages. */
export const STAGED_CLIENT_ENTRY = path.join(__dirname, 'stagedClientEntry.ts')

/** Stand-ins for core client modules, in the browser bundle only. */
export const STAND_INS = {
  /** clientEntry's `import docusaurus from './docusaurus'` (becomes `window.docusaurus`). */
  docusaurusGlobal: path.join(__dirname, 'docusaurusGlobal.ts'),
  /** core's `import prefetchHelper from './prefetch'` (one `<link rel="prefetch">` per chunk URL). */
  prefetchHelper: path.join(__dirname, 'prefetchOnce.ts'),
  /** App's `import { BrowserContextProvider } from './browserContext'`. */
  browserContext: path.join(__dirname, 'browserContext.tsx'),
  /** ComponentCreator's `import registry from '@generated/registry'` (each route module's loader). */
  registry: path.join(__dirname, 'routeModuleRegistry.ts'),
  /** The generated route table's `import ComponentCreator from '@docusaurus/ComponentCreator'`. */
  componentCreator: path.join(__dirname, 'lazyComponentCreator.tsx'),
}

/** Which stand-in, if any, replaces this request. */
export function standInFor({ request, context }: ModuleRequest): string | undefined {
  if (request === './docusaurus' && CORE_CLIENT_DIR.test(context)) return STAND_INS.docusaurusGlobal
  if (request === './prefetch' && CORE_CLIENT_DIR.test(context)) return STAND_INS.prefetchHelper
  if (request === './browserContext' && CORE_CLIENT_DIR.test(context)) return STAND_INS.browserContext
  if (request === '@generated/registry' && CORE_CLIENT_EXPORTS_DIR.test(context)) return STAND_INS.registry
  if (request === '@docusaurus/ComponentCreator') return STAND_INS.componentCreator
  return undefined
}

/**
 * Less main-thread work while a page starts, without changing what it does: main.js's
 * modules evaluate in stages, route components are created when first needed and their
 * modules evaluate one per task, the switch
 * to browser rendering after hydration is a transition, and viewport prefetching waits for
 * idle time and asks for each chunk once.
 * Server rendering keeps core's modules (it renders every route and needs none of this).
 */
export default function lighterStartupPlugin(): Plugin {
  return {
    name: 'lighter-startup',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {}
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance
      return {
        // The dev server keeps core's entry (it accepts hot updates itself).
        ...(config.mode === 'production' ? { mergeStrategy: { entry: 'replace' }, entry: STAGED_CLIENT_ENTRY } : {}),
        plugins: [
          new NormalModuleReplacementPlugin(/^(?:\.\/docusaurus|\.\/prefetch|\.\/browserContext|@generated\/registry|@docusaurus\/ComponentCreator)$/, (resource: ModuleRequest) => {
            const standIn = standInFor(resource)
            if (standIn) resource.request = standIn
          }),
          expectStandIns('lighter-startup', Object.values(STAND_INS)),
        ],
      }
    },
  }
}
