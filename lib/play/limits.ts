// The Play's limits, shared by the page (src/components/Play) and the docs MCP server (packages/docs-mcp),
// so a run refused or stopped in one is refused or stopped in the other.

/** Inputs larger than this (template, CSS, options and script together, UTF-8 bytes) are refused before they run. */
export const PLAY_MAX_INPUT_BYTES = 200 * 1024

/** How long one compile may take before the run is stopped. */
export const PLAY_RUN_TIME_LIMIT_MS = 15_000

/** The size the limit is measured in: the UTF-8 bytes of the four inputs. */
export function playInputSize({ template, css, options, script }: { template: string; css: string; options: string; script: string }): number {
  return new TextEncoder().encode(template + css + options + script).length
}
