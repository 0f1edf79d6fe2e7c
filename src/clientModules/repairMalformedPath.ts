import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment'
import { decodablePathname } from './decodablePathname'

// Client modules run before Docusaurus preloads the first route and before the router
// reads the address, so this is the one place a malformed pathname can be repaired in
// time (see decodablePathname). The address bar then shows the repaired path, which
// lands on the not-found page like any other unknown path.
if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location
  const repaired = decodablePathname(pathname)
  if (repaired !== pathname) window.history.replaceState(window.history.state, '', `${repaired}${search}${hash}`)
}
