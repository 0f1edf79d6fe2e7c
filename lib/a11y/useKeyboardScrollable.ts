import { useEffect, useState, type RefObject } from 'react'

/**
 * The tabIndex a box with overflow: auto needs: 0 while its content overflows it, so keyboard
 * users can focus it and scroll with the arrow keys; none while everything fits, so a box that
 * does not scroll is not one more tab stop. Measured after hydration and on every resize.
 */
export function useKeyboardScrollable(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [scrolls, setScrolls] = useState(false)
  useEffect(() => {
    const box = ref.current
    if (!box) return undefined
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [ref])
  return scrolls ? 0 : undefined
}
