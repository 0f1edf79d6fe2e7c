// Sentences check:claims's detector flags that state no behaviour (see lib/claims/notClaims.ts for the reasons).
// Each was read by someone who did not write it; an entry whose sentence is edited fails check:claims until it is
// reviewed again. A sentence that says what a tool, option, command or version does never belongs here.
import type { NotAClaim } from '../../lib/claims/notClaims'

export const NOT_CLAIMS: NotAClaim[] = []
