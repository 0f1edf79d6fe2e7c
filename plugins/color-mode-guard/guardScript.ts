/**
 * Runs right after the theme's inline scripts, before first paint. The theme
 * copies whatever `localStorage.theme` (or `?docusaurus-theme=`) holds into
 * `data-theme`, and React later coerces unknown values to light. The site makes
 * dark the default, so anything that is not light or dark becomes dark here;
 * the stored value is left alone (the toggle overwrites it on the next change).
 */
export function colorModeGuard(root: { getAttribute(name: string): string | null; setAttribute(name: string, value: string): void }): void {
  const mode = root.getAttribute('data-theme')
  if (mode === 'light' || mode === 'dark') return
  root.setAttribute('data-theme', 'dark')
  root.setAttribute('data-theme-choice', 'dark')
}

export const colorModeGuardInlineScript = `(${colorModeGuard.toString()})(document.documentElement);`
