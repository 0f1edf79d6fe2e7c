// The colour-mode switch: a circular reveal of 400 ms, ease-in, from the click point; an
// instant switch when view transitions are missing or reduced motion is asked for.
export const THEME_TRANSITION_MS = 400
export const THEME_TRANSITION_EASING = 'ease-in'

export interface Point { x: number; y: number }

interface ViewTransitionLike { ready: Promise<unknown> }
export interface TransitionDocument {
  startViewTransition?: (update: () => void) => ViewTransitionLike
  documentElement: { animate: (keyframes: Keyframe[] | PropertyIndexedKeyframes, options: KeyframeAnimationOptions) => unknown }
}
export interface TransitionWindow {
  innerWidth: number
  innerHeight: number
  matchMedia: (query: string) => { matches: boolean }
}

export function canAnimateThemeChange(doc: TransitionDocument, win: TransitionWindow): boolean {
  return typeof doc.startViewTransition === 'function'
    && !win.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Radius that reaches the farthest corner of the viewport from the point. */
export function revealRadius(point: Point, width: number, height: number): number {
  return Math.hypot(Math.max(point.x, width - point.x), Math.max(point.y, height - point.y))
}

export function revealClipPath(point: Point, radius: number): string[] {
  return [`circle(0px at ${point.x}px ${point.y}px)`, `circle(${radius}px at ${point.x}px ${point.y}px)`]
}

/** Runs `apply` (which must update the DOM synchronously) with the reveal, or at once. */
export function switchThemeWithReveal(
  apply: () => void,
  point: Point | null,
  doc: TransitionDocument,
  win: TransitionWindow,
): 'animated' | 'instant' {
  if (!canAnimateThemeChange(doc, win)) {
    apply()
    return 'instant'
  }
  const origin = point ?? { x: win.innerWidth / 2, y: 0 }
  const transition = doc.startViewTransition!(apply)
  transition.ready
    .then(() => {
      doc.documentElement.animate(
        { clipPath: revealClipPath(origin, revealRadius(origin, win.innerWidth, win.innerHeight)) },
        { duration: THEME_TRANSITION_MS, easing: THEME_TRANSITION_EASING, pseudoElement: '::view-transition-new(root)' },
      )
    })
    // A skipped transition still applied the update; nothing to undo.
    .catch(() => undefined)
  return 'animated'
}
