import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** A file of a package that a patch replaces, copies or relies on, as it was when the patch was verified. */
export interface Internal {
  /** `<package>/<path inside it>`. */
  file: string
  /** First 16 hex digits of its SHA-256 on the verified version. */
  sha256: string
  /** What the patch relies on in it. */
  relies: string
}

/**
 * Each patch's internals. A newer Docusaurus or DocSearch may keep a version number the guard
 * accepts while changing one of these files; then the build stops, naming the patch to check
 * again (speed/README.md says what to look at), instead of a patch quietly no longer applying.
 */
export const INTERNALS: Readonly<Record<string, readonly Internal[]>> = {
  'bundle-loader': [
    { file: '@docusaurus/core/lib/ssg/ssgTemplate.html.js', sha256: '5d6584e4a61b22d4', relies: 'the page template it is a changed copy of' },
  ],
  'route-chunks-in-html': [
    { file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js', sha256: '6bdf7133ebc411f9', relies: 'the format of .docusaurus/registry.js it reads' },
  ],
  'lighter-startup': [
    { file: '@docusaurus/core/lib/client/clientEntry.js', sha256: 'a9d6514eaf79c05c', relies: 'the entry it stages, and its ./docusaurus and ./prefetch imports' },
    { file: '@docusaurus/core/lib/client/docusaurus.js', sha256: 'b0d1dbdc1e3a706f', relies: 'window.docusaurus, which docusaurusGlobal.ts stands in for' },
    { file: '@docusaurus/core/lib/client/prefetch.js', sha256: '7543271549a9882a', relies: 'the prefetch helper prefetchOnce.ts stands in for' },
    { file: '@docusaurus/core/lib/client/browserContext.js', sha256: 'f0765ea0de6c6820', relies: 'the context browserContext.tsx shares' },
    { file: '@docusaurus/core/lib/client/App.js', sha256: '1442f48492b53516', relies: 'its ./browserContext import' },
    { file: '@docusaurus/core/lib/client/exports/ComponentCreator.js', sha256: '5f99bdbd725f6e0b', relies: 'the creator lazyComponentCreator.tsx and routeModuleRegistry.ts stand in for' },
  ],
  'utf8-bundles': [
    { file: '@docusaurus/bundler/lib/minification.js', sha256: 'fce245e9e35fc390', relies: 'the minimizers and their ascii_only option' },
  ],
  'deferred-search-css': [
    { file: '@docusaurus/core/lib/webpack/base.js', sha256: 'fc522b6d1322be62', relies: 'the `styles` cache group' },
  ],
  'code-block': [
    { file: '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js', sha256: '639f8655d319e123', relies: 'the CodeBlock StaticCodeBlock is a copy of, less its rebuild after hydration' },
    { file: '@docusaurus/theme-live-codeblock/lib/theme/CodeBlock/index.js', sha256: 'e6ff50033c2b67f2', relies: 'the CodeBlock it shadows' },
  ],
  'prism-on-demand': [
    { file: '@docusaurus/theme-classic/lib/prism-include-languages.js', sha256: 'a464a26897ccb5b2', relies: 'the client module it empties' },
  ],
  'search-button': [
    { file: '@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js', sha256: '23b0a1c07d201190', relies: 'the SearchBar it loads on first use' },
    { file: '@docsearch/react/dist/esm/DocSearchButton.js', sha256: '01ae23756a6ede17', relies: 'the button markup the look-alike copies' },
    { file: '@docsearch/react/dist/esm/useDocSearchKeyboardEvents.js', sha256: 'e2e7edb027923ad3', relies: 'the shortcuts searchButtonKeys.ts mirrors' },
  ],
}

export function fingerprint(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16)
}

/** The internals of these patches that are missing or changed, as one message per file. */
export function changedInternals(patches: readonly string[], modulesDir: string, internals = INTERNALS): string[] {
  return patches.flatMap(patch => (internals[patch] ?? []).flatMap(internal => {
    const file = path.join(modulesDir, internal.file)
    if (!fs.existsSync(file)) return [`${patch}: ${internal.file} is missing (${internal.relies})`]
    const now = fingerprint(file)
    return now === internal.sha256 ? [] : [`${patch}: ${internal.file} changed (${internal.relies}; sha256 ${now}, verified ${internal.sha256})`]
  }))
}
