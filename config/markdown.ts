// Markdown settings: link policy, and the verification summary each docs page shows near its footer.
// The summary is computed from the claim modules (claims/*.ts) when the page is parsed, through the
// documented `parseFrontMatter` hook, so the figures can never be typed by hand.
import path from 'node:path'
import type { MarkdownConfig } from '@docusaurus/types'
import type { ClaimModule } from '../lib/claims/define'
import { loadClaimModules } from '../lib/claims/load'
import { pageVerification } from '../lib/claims/pageSummary'
import { ENGLISH_DOCS_DIR } from '../lib/content/docFiles'
import { API_DOCS_FOLDER, isGeneratedDoc } from '../lib/content/docs'
import { repositoryUrl } from './site'

const siteDir = path.resolve(__dirname, '..')
let claimModules: Promise<ClaimModule[]> | undefined

const installedVersion = (name: string): string => (require(`${name}/package.json`) as { version: string }).version

/** The packages the claims run: what every page's statements are verified against. */
const against = {
  weappTailwindcss: installedVersion('weapp-tailwindcss'),
  tailwindcss: [installedVersion('tailwindcss'), installedVersion('tailwindcss-3')],
}

/** The package a generated reference page is written from. */
const generatedFrom = (docPath: string) =>
  docPath.startsWith(`${API_DOCS_FOLDER}/`)
    ? { package: 'weapp-tailwindcss', version: against.weappTailwindcss }
    : { package: 'weapp-tailwindcss-webpack-plugin', version: installedVersion('weapp-tailwindcss-webpack-plugin') }

/** A routed docs page of either language, as a repository-relative path; undefined for posts, partials and pages. */
function docsPageOf(filePath: string): string | undefined {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/')
  const inDocs = relative.startsWith('docs/') || relative.startsWith(`${ENGLISH_DOCS_DIR}/`)
  const partial = relative.split('/').some(part => part.startsWith('_'))
  return inDocs && !partial ? relative : undefined
}

export const markdown: Partial<MarkdownConfig> = {
  hooks: { onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw' },
  async parseFrontMatter(params) {
    const result = await params.defaultParseFrontMatter(params)
    const page = docsPageOf(params.filePath)
    if (!page) return result
    const docPath = page.replace(/^docs\//, '').replace(`${ENGLISH_DOCS_DIR}/`, '')
    if (isGeneratedDoc(docPath)) return { ...result, frontMatter: { ...result.frontMatter, verification: { generatedFrom: generatedFrom(docPath) } } }
    claimModules ??= loadClaimModules(siteDir)
    const summary = pageVerification(siteDir, page, await claimModules)
    // The claim modules live beside the site's sources (website/ of the repository): one module, or the folder.
    const proofsUrl = summary.modules.length === 1 ? `${repositoryUrl}/blob/main/website/${summary.modules[0]}` : `${repositoryUrl}/tree/main/website/claims`
    const verification = { ...summary, proofsUrl, against }
    return { ...result, frontMatter: { ...result.frontMatter, verification } }
  },
}
