import fs from 'node:fs'
import { optionTypesModule, readOptionTypes } from './optionTypes'

fs.writeFileSync('lib/play/optionTypes.ts', optionTypesModule(readOptionTypes()))
