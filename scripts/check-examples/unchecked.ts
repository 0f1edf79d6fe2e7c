// Output-bearing examples that no check runs, each with the reason it cannot be run here. An entry
// matches an example of its page whose label (block title, first line or inline text) starts with
// `label`; an entry that matches nothing fails the run, so this list cannot go stale.
import type { ExampleKind } from './inventory'

export interface Unchecked {
  file: string
  kind: ExampleKind
  label: string
  reason: string
}

export const UNCHECKED: Unchecked[] = []
