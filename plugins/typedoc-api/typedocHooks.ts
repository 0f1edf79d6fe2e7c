import fs from 'node:fs'
import path from 'node:path'
import type * as TypeDoc from 'typedoc'
import type { MarkdownPageEvent, MarkdownRenderer, MarkdownRendererEvent } from 'typedoc-plugin-markdown'
import { firstSentence, frontMatterFor, toYaml, type FrontMatterTexts } from './frontMatter'
import { withChineseAnchors } from './headingIds'
import { tidyMarkdown } from './markdownFixes'
import { tidyProject, type TidySettings } from './projectTidying'
import { SIDEBAR_FILE, sidebarFromNavigation } from './sidebar'

export interface HookSettings extends TidySettings {
  /** Folder under docs/ the pages are written to, e.g. `api`. */
  docsFolder: string
  outDir: string
  frontMatter: FrontMatterTexts
  /** For the English pages: where the Chinese twins were written, to take their heading anchors. */
  chineseOutDir?: string
}

/**
 * A TypeDoc plugin (TypeDoc 0.28 accepts functions in `plugin`). It receives
 * the TypeDoc module the Application came from, so the classes it creates are
 * the ones TypeDoc's renderer checks against.
 */
export function typedocHooks(td: typeof TypeDoc, settings: HookSettings) {
  return (app: TypeDoc.Application) => {
    // After ImplementsPlugin (0) has set inheritedFrom, before GroupPlugin (-100) groups the members.
    app.converter.on(td.Converter.EVENT_RESOLVE_END, context => tidyProject(td, context.project, settings), -50)
    // After LinkResolverPlugin (-300). TypeDoc does not validate the readme's links itself.
    app.converter.on(td.Converter.EVENT_RESOLVE_END, context => checkReadmeLinks(app, context.project), -400)
    // typedoc-plugin-markdown replaces the renderer's events; its types say so, TypeDoc's do not.
    const renderer = app.renderer as unknown as MarkdownRenderer
    renderer.on('endPage', (page: MarkdownPageEvent) => finishPage(td, page, settings))
    renderer.on('endRender', (output: MarkdownRendererEvent) => {
      const sidebar = sidebarFromNavigation(output.navigation ?? [], settings.docsFolder)
      fs.writeFileSync(path.join(settings.outDir, SIDEBAR_FILE), `${JSON.stringify(sidebar, null, 2)}\n`)
    })
  }
}

function checkReadmeLinks(app: TypeDoc.Application, project: TypeDoc.ProjectReflection) {
  for (const part of project.readme ?? []) {
    if (part.kind === 'inline-tag' && part.tag.startsWith('@link') && part.target === undefined) {
      app.logger.error(`[typedoc-api] the readme links to ${part.text}, which the package does not declare`)
    }
  }
}

function finishPage(td: typeof TypeDoc, page: MarkdownPageEvent, settings: HookSettings) {
  const model = page.model as TypeDoc.Reflection
  const isIndex = model.isProject()
  const summary = model.comment ? firstSentence(td.Comment.combineDisplayParts(model.comment.summary), settings.words.sentenceEnd) : undefined
  const kind = isIndex ? 'index' : td.ReflectionKind.singularString(model.kind)
  const frontMatter = frontMatterFor({ kind, name: model.name, summary }, settings.frontMatter, settings.words)
  const optionsPageUrl = `interfaces/${settings.optionsInterface}.md`
  const contents = toYaml(frontMatter) + tidyMarkdown(page.contents ?? '', page.url, optionsPageUrl)
  page.contents = settings.chineseOutDir ? withChineseAnchors(contents, readChinesePage(settings.chineseOutDir, page.url), page.url) : contents
}

function readChinesePage(chineseOutDir: string, url: string): string {
  const file = path.join(chineseOutDir, url)
  if (!fs.existsSync(file)) throw new Error(`[typedoc-api] ${file} is missing: the Chinese pages are generated first, and each English page has a Chinese twin`)
  return fs.readFileSync(file, 'utf8')
}
