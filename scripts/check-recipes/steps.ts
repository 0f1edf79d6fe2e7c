// Steps several quick starts share: the install partials, the patch script, the verify partials.
import { escape } from '@weapp-core/escape'
import { styleRules, templateClasses, type DistExpectations } from '../../lib/recipes/inspectDist'
import type { QuickStartPage } from '../../lib/recipes/pageBlocks'
import type { Project } from './recipe'

/** Runs every `npm install …` command the page (with its partials) shows, in reading order. */
export async function installAsPage(project: Project, page: QuickStartPage, keep: (command: string) => boolean = () => true): Promise<string[]> {
  const commands = page.commands(command => command.startsWith('npm install') && keep(command)).map(entry => entry.command)
  if (commands.length === 0) throw new Error(`${page.file}: no npm install command to follow`)
  for (const command of commands) await project.run(command, { minutes: 20 })
  return commands
}

/** The `postinstall: weapp-tw patch` script merged into package.json, then run once, as the partials say. */
export async function addPatchScript(project: Project, page: QuickStartPage): Promise<void> {
  project.mergeJson('package.json', page.titled('package.json'))
  const printed = await project.run('npm run postinstall')
  if (!/补丁已完成|patch/i.test(printed)) throw new Error('npm run postinstall printed no patch result')
}

export interface VerifySnippet {
  /** The template fragment the page tells the reader to put on a page. */
  template: string
  expectations: DistExpectations
}

/** Tailwind CSS 3 pages: the test fragment, and the WXSS rules the partial says the output has. */
export function v3Verify(page: QuickStartPage): VerifySnippet {
  const template = page.named('verify-template').code
  const expectedTemplate = page.named('verify-wxml').code
  const classes = templateClasses(template)
  const promised = templateClasses(expectedTemplate)
  // The page's before/after pair must agree with the escape function before it is used as a check.
  const disagree = classes.filter((raw, index) => escape(raw) !== promised[index])
  if (disagree.length > 0) throw new Error(`${page.file}: the escaped fragment does not match the source fragment for ${disagree.join(', ')}`)
  return { template, expectations: { classes, rules: styleRules(page.named('verify-wxss').code) } }
}

/** Tailwind CSS 4 pages: the test fragment of the verify partial; its classes must reach the output escaped. */
export function v4Verify(page: QuickStartPage): VerifySnippet {
  const template = page.titled('pages/index/index 模板片段').code
  return { template, expectations: { classes: templateClasses(template) } }
}

/** The fragment as React writes it: the page says to use `<View className>` in Taro and rsmax. */
export function asJsx(template: string): string {
  return template
    .replace(/<(\/?)view\b/g, '<$1View')
    .replace(/<(\/?)text\b/g, '<$1Text')
    .replace(/\bclass=/g, 'className=')
}

const AT_PROPERTY = 'docs/at-property.md'

/**
 * The install partial's caution: on Tailwind CSS 4.3.4 or newer the reader pins 4.3.3 with the
 * command of the @property page. Returns the command it ran, if any.
 */
export async function followTailwind4Caution(project: Project, vitePlugin = false): Promise<string | undefined> {
  const version = project.installed('tailwindcss')
  const [major, minor, patch] = (version ?? '0.0.0').split('.').map(Number) as [number, number, number]
  if (major !== 4 || minor < 3 || (minor === 3 && patch < 4)) return undefined
  const command = project.page(AT_PROPERTY).command('npm install -D --save-exact tailwindcss@').command
  const pinned = vitePlugin ? command.replace('@tailwindcss/postcss@', '@tailwindcss/vite@') : command
  await project.run(pinned, { minutes: 15 })
  project.note(`装到的 tailwindcss ${version} ≥ 4.3.4，按安装说明的提示执行了 \`${pinned}\``)
  return pinned
}
