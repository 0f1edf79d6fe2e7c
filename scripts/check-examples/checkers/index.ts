// The checkers `npm run check:examples` runs, in order.
import type { Checker } from '../checker'

export const CHECKERS: Checker[] = []
