// Reaches into other packages' internals that live outside the speed layer, because the feature they
// serve must work in the stock build too (local search, Ask AI, gestures before hydration). Each is
// registered here with the version it was verified on and a fingerprint of the internal file it relies
// on; the build stops on a mismatch and names the reach, the file and what to check again.
import path from 'node:path'
import { changedInternals, type Internal } from './internals'
import { installedVersion } from './versionGuard'

export interface Reach {
  name: string
  /** The site's files that rely on the internals. */
  where: readonly string[]
  /** Package → the version the reach was verified on. */
  verifiedOn: Readonly<Record<string, string>>
  internals: readonly Internal[]
  /** What to look at again when a fingerprint or version changes. */
  recheck: string
}

export const REACHES: readonly Reach[] = [
  {
    name: 'search-module-swap',
    where: ['plugins/local-search/searchWebpackConfig.ts'],
    verifiedOn: { '@docusaurus/theme-search-algolia': '3.9.2' },
    internals: [
      { file: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js', sha256: '23b0a1c07d201190', relies: 'its path (matched to swap Head), its lazy import of @docsearch/react/modal and its preconnect <Head>' },
      { file: '@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js', sha256: '84130988b87df272', relies: 'its import of algoliasearch/lite, aliased to the local client' },
    ],
    recheck: 'that SearchBar still imports @docsearch/react/modal and SearchPage algoliasearch/lite, and the e2e search projects',
  },
  {
    name: 'ask-ai-protocol',
    where: ['plugins/local-search/client/askAiFetch.ts', 'plugins/local-search/client/askAiFromDocs.ts'],
    verifiedOn: { '@docsearch/react': '4.2.0' },
    internals: [
      { file: '@docsearch/react/dist/esm/DocSearchModal.js', sha256: '96642eee39de63ef', relies: 'Ask AI posting to askai.algolia.com through globalThis.fetch (token, chat stream, feedback) in the UI message stream format' },
    ],
    recheck: 'the Ask AI URLs and stream chunks DocSearch sends and reads, and tests/e2e/search (Ask AI specs)',
  },
  {
    name: 'search-state-hits',
    where: ['plugins/local-search/client/DocSearchModal.tsx'],
    verifiedOn: { '@docsearch/react': '4.2.0' },
    internals: [
      { file: '@docsearch/react/dist/esm/DocSearchModal.js', sha256: '96642eee39de63ef', relies: 'the autocomplete state carrying nbHits in state.context' },
    ],
    recheck: 'that the results footer still receives state.context.nbHits',
  },
  {
    name: 'early-gestures-theme-markup',
    where: ['plugins/early-gestures/index.ts', 'plugins/early-gestures/client/earlyGestures.ts'],
    verifiedOn: { '@docusaurus/theme-common': '3.9.2', '@docusaurus/theme-classic': '3.9.2', '@docsearch/react': '4.2.0' },
    internals: [
      { file: '@docusaurus/theme-common/lib/contexts/announcementBar.js', sha256: '8ffa6d2783f3e394', relies: 'the storage keys docusaurus.announcement.dismiss / .id and how the dismissal is read' },
      { file: '@docusaurus/theme-classic/lib/inlineScripts.js', sha256: 'b95f604573af2246', relies: 'the data-announcement-bar-initially-dismissed attribute set before paint' },
      { file: '@docusaurus/theme-classic/lib/theme/AnnouncementBar/styles.module.css', sha256: 'caf6d3e8e258302f', relies: 'the CSS that hides the bar when that attribute is true' },
      { file: '@docusaurus/theme-classic/lib/theme/AnnouncementBar/index.js', sha256: '3b497461548ccc36', relies: 'the theme-announcement-bar container class' },
      { file: '@docusaurus/theme-classic/lib/theme/AnnouncementBar/CloseButton/index.js', sha256: 'cb6b67c178770096', relies: 'the close button markup (button.close)' },
      { file: '@docusaurus/theme-classic/lib/theme/Navbar/MobileSidebar/Toggle/index.js', sha256: 'daa023d1c3821102', relies: 'the .navbar__toggle menu button' },
      { file: '@docsearch/react/dist/esm/DocSearchButton.js', sha256: '01ae23756a6ede17', relies: 'the .DocSearch-Button class' },
    ],
    recheck: 'SELECTORS and the storage keys in plugins/early-gestures, and the before-hydration e2e specs',
  },
]

/** One message per reach whose verified versions or internal files no longer match what is installed. */
export function reachProblems(siteDir: string, reaches: readonly Reach[] = REACHES): string[] {
  const modulesDir = path.join(siteDir, 'node_modules')
  return reaches.flatMap(reach => {
    const versions = Object.entries(reach.verifiedOn)
      .map(([name, verified]) => ({ name, verified, installed: installedVersion(name, siteDir) }))
      .filter(({ verified, installed }) => installed !== verified)
      .map(({ name, verified, installed }) => `${name} is ${installed ?? 'missing'} (verified on ${verified})`)
    const files = changedInternals([reach.name], modulesDir, { [reach.name]: reach.internals }).map(message => message.slice(reach.name.length + 2))
    const found = [...versions, ...files]
    return found.length === 0 ? [] : [`${reach.name} (${reach.where.join(', ')}): ${found.join('; ')}. Re-check ${reach.recheck}, then update speed/reaches.ts.`]
  })
}

/** Stops the build when a registered reach no longer matches the installed packages. */
export function guardReaches(siteDir: string, reaches: readonly Reach[] = REACHES): void {
  const problems = reachProblems(siteDir, reaches)
  if (problems.length > 0) throw new Error(`[reaches] code outside the speed layer relies on internals that changed:\n  ${problems.join('\n  ')}`)
}
