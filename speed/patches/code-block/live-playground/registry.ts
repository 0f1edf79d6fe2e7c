import type { ComponentType } from 'react'

// The live playground, once a page that needs it has loaded it (speed/patches/code-block/live-playground).
// Props are CodeBlock's; typed loosely so this module does not import the playground's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LiveCodeBlockComponent = ComponentType<any>

let registered: LiveCodeBlockComponent | null = null

export function registerLiveCodeBlock(component: LiveCodeBlockComponent): void {
  registered = component
}

export function registeredLiveCodeBlock(): LiveCodeBlockComponent | null {
  return registered
}
