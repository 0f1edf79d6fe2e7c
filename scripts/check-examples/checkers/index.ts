// The checkers `npm run check:examples` runs, in order.
import type { Checker } from '../checker'
import { escapedNames } from './escapedNames'
import { resultComments } from './resultComments'
import { transforms } from './transforms'

export const CHECKERS: Checker[] = [transforms, resultComments, escapedNames]
