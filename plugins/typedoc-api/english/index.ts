// English for the JSDoc of each package the API pages are generated from (see englishComments.ts).
export { ENGLISH_V4 } from './weapp-tailwindcss'
export { ENGLISH_V2 } from './weapp-tailwindcss-webpack-plugin'
