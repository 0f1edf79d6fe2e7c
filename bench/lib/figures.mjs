// Pure helpers of the benchmark: ratios, medians, units and the Markdown table.
// No I/O here, so tests/unit/bench-figures.test.ts can cover all of it.

/**
 * ours / reference (unrounded: targets are judged on it); null when either side is missing or the reference is 0.
 * @param {number | null | undefined} ours
 * @param {number | null | undefined} reference
 * @returns {number | null}
 */
export function ratio(ours, reference) {
  if (!Number.isFinite(ours) || !Number.isFinite(reference) || reference === 0) return null
  return ours / reference
}

/**
 * The median of the finite numbers given (mean of the middle two for an even count); null when none.
 * @param {number[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * The run whose `key` is the median (the lower middle one for an even count), as Lighthouse
 * advises: figures of one real run stay consistent with each other, unlike per-metric medians.
 * @template T
 * @param {T[]} runs
 * @param {(run: T) => number | null} key
 * @returns {T | null}
 */
export function medianRun(runs, key) {
  const usable = runs.filter(run => Number.isFinite(key(run)))
  if (usable.length === 0) return null
  const sorted = [...usable].sort((a, b) => Number(key(a)) - Number(key(b)))
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** 1536 → "1.5 KiB"; binary units, as DevTools shows transfer sizes. */
export function formatBytes(bytes) {
  if (!Number.isFinite(bytes)) return '–'
  if (bytes < 1024) return `${bytes} B`
  const kib = bytes / 1024
  if (kib < 1024) return `${kib.toFixed(1)} KiB`
  return `${(kib / 1024).toFixed(2)} MiB`
}

export function formatSeconds(ms) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '–'
}

export function formatMs(ms) {
  return Number.isFinite(ms) ? `${Math.round(ms)} ms` : '–'
}

export function formatRatio(value, digits = 2) {
  return value === null || !Number.isFinite(value) ? '–' : `${value.toFixed(digits)}×`
}

/** A 0–1 Lighthouse score as 0–100; "–" when Lighthouse could not score. */
export function formatScore(score) {
  return Number.isFinite(score) ? String(Math.round(score * 100)) : '–'
}

/** "met" / "missed" for a figure against a target; "–" when the figure is missing. */
export function verdict(value, target, direction) {
  if (value === null || !Number.isFinite(value)) return '–'
  const met = direction === 'max' ? value <= target : value >= target
  return met ? 'met' : 'missed'
}

const NUMERIC_CELL = /^(|–|[\d.,]+ ?(B|KiB|MiB|s|ms|×)?)$/
const escapeCell = cell => String(cell ?? '–').replaceAll('|', '\\|').replaceAll('\n', ' ')

/** A GitHub-flavoured Markdown table; numeric-looking columns are right-aligned. */
export function markdownTable(header, rows) {
  const numeric = header.map((_, column) =>
    rows.length > 0 && rows.every(row => NUMERIC_CELL.test(String(row[column] ?? '–'))),
  )
  const line = cells => `| ${cells.map(escapeCell).join(' | ')} |`
  return [
    line(header),
    `| ${header.map((_, column) => (numeric[column] ? '---:' : '---')).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n')
}
