// The browser bundle's entry: core's client entry, evaluated in stages with the browser
// let in between. Evaluating main.js's modules (React DOM, the router, the route table, the
// theme, the client modules) was one task of ~200 ms on Lighthouse's throttled phone; split
// at module boundaries, no stage blocks input for long. The order of evaluation is the one
// the imports already had: a module's dependencies first.
import { yieldToBrowser } from './yieldToBrowser'

// "eager": the modules stay in main.js, only their evaluation waits for the import() call.
void yieldToBrowser()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js'))
