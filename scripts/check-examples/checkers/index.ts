// The checkers `npm run check:examples` runs, in order.
import type { Checker } from '../checker'
import { transforms } from './transforms'

export const CHECKERS: Checker[] = [transforms]
