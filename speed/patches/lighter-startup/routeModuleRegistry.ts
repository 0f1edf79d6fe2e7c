// The generated registry (chunk name → [load, module request, webpack id]), imported by file
// so that this module, which stands in for it in core's ComponentCreator, does not import itself.
import registry from '@generated/registry'
import { yieldToBrowser } from './yieldToBrowser'

type Entry = (typeof registry)[string]

/**
 * The registry, each module's loader first yielding to the browser. A route renders once all
 * its modules are loaded (layout, metadata, MDX content, theme components); their chunks are
 * on the page already, so without a yield every module evaluated in one task (~120 ms on a
 * throttled phone for a docs page: the theme, Prism and its grammars, the content). Now each
 * module and what it imports evaluates in a task of its own.
 */
const yieldingRegistry: typeof registry = Object.fromEntries(
  Object.entries(registry).map(([chunkName, [load, request, webpackId]]): [string, Entry] => [
    chunkName,
    [() => yieldToBrowser().then(load), request, webpackId],
  ]),
)

export default yieldingRegistry
