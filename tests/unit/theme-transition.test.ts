import { describe, expect, it, vi } from 'vitest'
import {
  canAnimateThemeChange, revealClipPath, revealRadius, switchThemeWithReveal,
  type TransitionDocument, type TransitionWindow,
} from '../../src/theme/ColorModeToggle/themeTransition'

function fakes(options: { viewTransitions: boolean; reducedMotion: boolean }) {
  const animate = vi.fn()
  const startViewTransition = vi.fn((update: () => void) => {
    update()
    return { ready: Promise.resolve() }
  })
  const doc: TransitionDocument = {
    startViewTransition: options.viewTransitions ? startViewTransition : undefined,
    documentElement: { animate },
  }
  const win: TransitionWindow = {
    innerWidth: 1000,
    innerHeight: 600,
    matchMedia: query => ({ matches: options.reducedMotion && query.includes('reduce') }),
  }
  return { doc, win, animate, startViewTransition }
}

describe('theme transition', () => {
  it('animates only with view transitions and without reduced motion', () => {
    const able = () => fakes({ viewTransitions: true, reducedMotion: false })
    expect(canAnimateThemeChange(able().doc, able().win)).toBe(true)
    const reduced = fakes({ viewTransitions: true, reducedMotion: true })
    expect(canAnimateThemeChange(reduced.doc, reduced.win)).toBe(false)
    const old = fakes({ viewTransitions: false, reducedMotion: false })
    expect(canAnimateThemeChange(old.doc, old.win)).toBe(false)
  })

  it('radius reaches the farthest corner', () => {
    expect(revealRadius({ x: 0, y: 0 }, 300, 400)).toBe(500)
    expect(revealRadius({ x: 150, y: 200 }, 300, 400)).toBeCloseTo(250)
  })

  it('clip path grows from the point', () => {
    expect(revealClipPath({ x: 10, y: 20 }, 99)).toEqual(['circle(0px at 10px 20px)', 'circle(99px at 10px 20px)'])
  })

  it('switches instantly when it cannot animate', () => {
    const { doc, win, animate } = fakes({ viewTransitions: true, reducedMotion: true })
    const apply = vi.fn()
    expect(switchThemeWithReveal(apply, { x: 1, y: 1 }, doc, win)).toBe('instant')
    expect(apply).toHaveBeenCalledOnce()
    expect(animate).not.toHaveBeenCalled()
  })

  it('runs a 400 ms ease-in reveal on the new snapshot from the click point', async () => {
    const { doc, win, animate, startViewTransition } = fakes({ viewTransitions: true, reducedMotion: false })
    const apply = vi.fn()
    expect(switchThemeWithReveal(apply, { x: 1000, y: 0 }, doc, win)).toBe('animated')
    expect(startViewTransition).toHaveBeenCalledOnce()
    expect(apply).toHaveBeenCalledOnce()
    await Promise.resolve()
    await Promise.resolve()
    expect(animate).toHaveBeenCalledWith(
      { clipPath: ['circle(0px at 1000px 0px)', `circle(${Math.hypot(1000, 600)}px at 1000px 0px)`] },
      { duration: 400, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' },
    )
  })
})
