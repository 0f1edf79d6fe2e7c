import React, { useRef, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import ColorModeToggle from '@theme-original/ColorModeToggle'
import type ColorModeToggleType from '@theme/ColorModeToggle'
import type { WrapperProps } from '@docusaurus/types'
import type { ColorMode } from '@docusaurus/theme-common'
import { switchThemeWithReveal, type Point } from './themeTransition'

type Props = WrapperProps<typeof ColorModeToggleType>

// onChange is the one place that knows a reader (not storage or another tab)
// asked for the change, so the reveal lives here and nowhere else.
export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const clickPoint = useRef<Point | null>(null)
  return (
    <span
      style={{ display: 'contents' }}
      onPointerDown={event => {
        clickPoint.current = { x: event.clientX, y: event.clientY }
      }}
    >
      <ColorModeToggle
        {...props}
        onChange={(colorMode: ColorMode | null) => {
          switchThemeWithReveal(
            () => flushSync(() => props.onChange(colorMode)),
            clickPoint.current,
            document,
            window,
          )
          clickPoint.current = null
        }}
      />
    </span>
  )
}
