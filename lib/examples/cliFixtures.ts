// Small throwaway projects for running the pinned `weapp-tw` CLI: a directory under the system temp
// dir whose node_modules entries point at the packages this repository has installed. A package the
// CLI is going to patch is copied, never linked, so no run changes the repository's node_modules.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export class Fixture {
  private constructor(
    /** The fixture's root; CLI output shows it as the project's absolute path. */
    readonly dir: string,
    /** The repository whose node_modules hold the pinned packages. */
    private readonly repoRoot: string,
  ) {}

  static create(repoRoot: string, name: string): Fixture {
    return new Fixture(fs.mkdtempSync(path.join(os.tmpdir(), `weapp-tw-${name}-`)), repoRoot)
  }

  file(relative: string, content: string | object): this {
    const target = path.join(this.dir, relative)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`)
    return this
  }

  /** `<at>/node_modules/<name>` as a symlink to the repository's `node_modules/<installed>`. */
  link(name: string, installed = name, at = '.'): this {
    const target = path.join(this.dir, at, 'node_modules', name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.symlinkSync(this.installed(installed), target, 'dir')
    return this
  }

  /** `node_modules/.bin/weapp-tw` as npm would create it, so `npx weapp-tw` finds the pinned CLI. */
  linkCli(): this {
    this.link('weapp-tailwindcss')
    const bin = path.join(this.dir, 'node_modules/.bin/weapp-tw')
    fs.mkdirSync(path.dirname(bin), { recursive: true })
    fs.symlinkSync('../weapp-tailwindcss/bin/weapp-tailwindcss.js', bin)
    return this
  }

  /** A real copy of the repository's `node_modules/<installed>` (without its nested node_modules). */
  copy(name: string, installed = name): this {
    const source = this.installed(installed)
    fs.cpSync(source, path.join(this.dir, 'node_modules', name), {
      recursive: true,
      filter: file => !path.relative(source, file).split(path.sep).includes('node_modules'),
    })
    return this
  }

  /**
   * Takes `rpx` back out of a copied Tailwind CSS 4's length-unit lists. The repository's copy was
   * patched on install (`weapp-tw patch` appends `"rpx"` to the list that ends with `"cqmax"`); this
   * is the exact inverse, and it fails loudly if the copy no longer looks like that.
   */
  unpatchRpx(name: string): this {
    const dist = path.join(this.dir, 'node_modules', name, 'dist')
    let changed = 0
    for (const entry of fs.readdirSync(dist)) {
      const file = path.join(dist, entry)
      if (!/\.m?js$/.test(entry)) continue
      const source = fs.readFileSync(file, 'utf8')
      const restored = source.split('"cqmax","rpx"]').join('"cqmax"]')
      if (restored !== source) {
        fs.writeFileSync(file, restored)
        changed++
      }
    }
    if (changed === 0) throw new Error(`cli fixture: ${name} has no "cqmax","rpx"] list to unpatch; is the installed Tailwind CSS 4 still patched by weapp-tw?`)
    return this
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true })
  }

  private installed(name: string): string {
    const source = path.join(this.repoRoot, 'node_modules', name)
    if (!fs.existsSync(source)) throw new Error(`cli fixture: ${source} is not installed (run npm install)`)
    return fs.realpathSync(source)
  }
}
