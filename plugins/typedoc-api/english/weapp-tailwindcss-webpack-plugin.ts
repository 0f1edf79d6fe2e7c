import type { EnglishTable } from '../englishComments'

/**
 * English for the JSDoc of weapp-tailwindcss-webpack-plugin (the last 2.x). Its declarations
 * carry no JSDoc, so there is nothing to translate; the completeness check still runs on them,
 * and a comment added by some future release would need its entry here.
 */
export const ENGLISH_V2: EnglishTable = { groups: {}, comments: {} }
