// Everything a ```jsx live``` block may use. Nothing else is global, so a live example cannot reach into the site.
import React from 'react'
import { escape, isAllowedClassName, unescape } from '@weapp-core/escape'
import { create, extendTailwindMerge, twJoin, twMerge, weappTwIgnore } from '@weapp-tailwindcss/merge'
import { cva } from 'class-variance-authority'
import { tv } from 'tailwind-variants'
import * as variantsRuntime from '@weapp-tailwindcss/variants'

const ReactLiveScope = {
  React,
  ...React,
  // @weapp-core/escape: the real escaping of class names for mini-programs
  escape,
  unescape,
  isAllowedClassName,
  // @weapp-tailwindcss/merge: the merge runtime documented under community/merge
  create,
  extendTailwindMerge,
  twJoin,
  twMerge,
  weappTwIgnore,
  cva,
  tv,
  // @weapp-tailwindcss/variants as one object: its tv/cn names would shadow the plain libraries'
  variantsRuntime,
}

export default ReactLiveScope
