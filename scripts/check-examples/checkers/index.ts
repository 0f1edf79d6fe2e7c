// The checkers `npm run check:examples` runs, in order.
import type { Checker } from '../checker'
import { cliOutput } from './cliOutput'
import { configTypes } from './configTypes'
import { defaultsDiff } from './defaultsDiff'
import { escapedNames } from './escapedNames'
import { resultComments } from './resultComments'
import { toolMessages } from './toolMessages'
import { transforms } from './transforms'
import { versionClaims } from './versionClaims'

export const CHECKERS: Checker[] = [defaultsDiff, configTypes, transforms, resultComments, escapedNames, versionClaims, toolMessages, cliOutput]
