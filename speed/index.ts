import path from 'node:path'
import type { PluginConfig } from '@docusaurus/types'
import { readBuildEnv, type BuildEnv } from '../config/env'
import { PATCHES, type Patch } from './patches'
import { cacheIdentityPlugin } from './cacheIdentity'
import { changedInternals } from './internals'
import { decideLayer, installedVersion } from './versionGuard'

export interface SpeedLayer {
  /** Names of the patches in this build; empty for the stock build. */
  patches: string[]
  plugins: PluginConfig[]
  themes: PluginConfig[]
  /** Undefined: Docusaurus's own page template. */
  ssrTemplate: string | undefined
  remarkPlugins: unknown[]
}

const STOCK: SpeedLayer = { patches: [], plugins: [], themes: [], ssrTemplate: undefined, remarkPlugins: [] }

/** The patches left when those named in DOCS_SPEED_WITHOUT (comma separated) are taken out, with what requires them. */
export function activePatches(without: string | undefined, patches: readonly Patch[] = PATCHES): Patch[] {
  const removed = new Set((without ?? '').split(',').map(name => name.trim()).filter(Boolean))
  const unknown = [...removed].filter(name => !patches.some(patch => patch.name === name))
  if (unknown.length > 0) throw new Error(`DOCS_SPEED_WITHOUT names no patch: ${unknown.join(', ')} (patches: ${patches.map(patch => patch.name).join(', ')})`)
  let changed = true
  while (changed) {
    changed = false
    for (const patch of patches) {
      if (!removed.has(patch.name) && (patch.requires ?? []).some(name => removed.has(name))) {
        removed.add(patch.name)
        changed = true
      }
    }
  }
  return patches.filter(patch => !removed.has(patch.name))
}

// Docusaurus loads the site config more than once in a build: one warning is enough.
const WARNED = Symbol.for('weapp-tailwindcss-docs.speed.warned')
function warnOnce(warn: (message: string) => void, message: string): void {
  const store = globalThis as unknown as Record<symbol, boolean | undefined>
  if (store[WARNED]) return
  store[WARNED] = true
  warn(message)
}

export function speedLayer(siteDir: string, env: Pick<BuildEnv, 'stockBuild' | 'speedWithout'>, warn: (message: string) => void): SpeedLayer {
  const decision = decideLayer(env, name => installedVersion(name, siteDir))
  if (!decision.on) {
    if (decision.warn) warnOnce(warn, `[speed] ${decision.why}`)
    return STOCK
  }
  const active = activePatches(env.speedWithout)
  const changed = changedInternals(active.map(patch => patch.name), path.join(siteDir, 'node_modules'))
  if (changed.length > 0) {
    throw new Error(`[speed] an internal a patch relies on is not the one it was verified on:\n  ${changed.join('\n  ')}\nCheck those patches (speed/README.md), then update speed/internals.ts; DOCS_STOCK=1 builds without the layer meanwhile.`)
  }
  return {
    patches: active.map(patch => patch.name),
    plugins: [() => cacheIdentityPlugin(active.map(patch => patch.name)), ...active.flatMap(patch => patch.plugins ?? [])],
    themes: active.flatMap(patch => patch.themes ?? []),
    ssrTemplate: active.find(patch => patch.ssrTemplate)?.ssrTemplate,
    remarkPlugins: active.flatMap(patch => patch.remarkPlugins ?? []),
  }
}

/** This build's layer, decided once (the config files that need it all import this). */
export const speed = speedLayer(path.resolve(__dirname, '..'), readBuildEnv(), message => console.warn(message))
