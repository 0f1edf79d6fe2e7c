import fs from 'node:fs'
import { optionTypesModule, readOptionTypes } from './optionTypes'

fs.writeFileSync('src/components/Play/optionTypes.ts', optionTypesModule(readOptionTypes()))
