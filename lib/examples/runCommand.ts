// The one way the checks run a command (claims, check:examples, check:recipes, check:upgrade). Its output
// goes to one file for stdout and stderr, so the `ℹ`/`✔` lines and the ` WARN ` lines keep the order a
// reader's terminal shows them in. A time limit stops the command's whole process group: build tools
// and watchers leave workers behind.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * The environment a command starts from; `env` adds to it.
 * - `reader`: only PATH and HOME (SYSTEMROOT on Windows), for output compared with a page. consola, which
 *   prints weapp-tw's lines, switches to `[info]`-style prefixes when it sees CI or test variables (`CI`,
 *   `VITEST` …), and `npm test` sets `npm_package_version`, which `weapp-tw -v` prints; a reader's shell has neither.
 * - `shell`: this process's environment without what `npm run` and vitest add, for following a page in a
 *   scratch project with the tools and settings (registry, proxy, caches) of the machine. Tools read INIT_CWD
 *   as the project root and this repository's node_modules/.bin comes first on PATH: both would lead them
 *   to this repository's packages instead of the scratch project's.
 * - `inherited`: this process's environment as it is, for running this repository's own scripts.
 */
type BaseEnv = 'reader' | 'shell' | 'inherited'

export interface RunOptions {
  cwd: string
  /** `reader` unless said. */
  baseEnv?: BaseEnv
  env?: Record<string, string>
  /** `command` is a whole command line, run by the shell. */
  shell?: boolean
  /** 60 s unless said. */
  timeoutMs?: number
  /** A file the output is appended to and kept in; without it, a temporary file. */
  log?: string
  /** A watching command (`npm run dev:…`) counts as done once its output matches, and is then stopped. */
  until?: RegExp | ((output: string) => boolean)
}

export interface CommandResult {
  /** What the command printed, stdout and stderr in the order it printed them. */
  output: string
  exitCode: number | null
  timedOut: boolean
  /** Stopped because `until` matched. */
  stopped: boolean
}

const NPM_RUN_ADDED = (key: string) => /^npm_/i.test(key) || key === 'INIT_CWD' || key === 'NODE_OPTIONS' || /^(VITE_NODE|VITEST)/.test(key)

function baseEnvironment(base: BaseEnv): NodeJS.ProcessEnv {
  if (base === 'inherited') return { ...process.env }
  if (base === 'reader') {
    const env: NodeJS.ProcessEnv = {}
    for (const key of ['PATH', 'HOME', 'SYSTEMROOT']) {
      if (process.env[key] !== undefined) env[key] = process.env[key]
    }
    return env
  }
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !NPM_RUN_ADDED(key)) env[key] = value
  }
  env.PATH = (env.PATH ?? '').split(path.delimiter).filter(entry => !entry.endsWith(path.join('node_modules', '.bin'))).join(path.delimiter)
  return env
}

// Its own process group (not on Windows, which has none) lets a time-out stop the workers it started.
const ownGroup = process.platform !== 'win32'

function stop(child: ReturnType<typeof spawn>): void {
  try {
    if (ownGroup && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
    else child.kill('SIGKILL')
  } catch {
    // Already gone.
  }
}

export async function runCommand(command: string, args: readonly string[], options: RunOptions): Promise<CommandResult> {
  const tempDir = options.log ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-tw-output-'))
  const logFile = options.log ?? path.join(tempDir!, 'output.txt')
  const fd = fs.openSync(logFile, 'a')
  // The log may hold earlier commands: this one's output starts here.
  const start = fs.fstatSync(fd).size
  const outputSoFar = () => fs.readFileSync(logFile).subarray(start).toString('utf8')
  const until = options.until
  const matches = typeof until === 'function' ? until : (output: string) => until?.test(output) ?? false
  try {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...baseEnvironment(options.baseEnv ?? 'reader'), ...options.env },
      shell: options.shell,
      detached: ownGroup,
      stdio: ['ignore', fd, fd],
    })
    let timedOut = false
    let stopped = false
    let timer = setTimeout(() => {
      timedOut = true
      stop(child)
    }, options.timeoutMs ?? 60_000)
    const watcher = until && setInterval(() => {
      if (stopped || !matches(outputSoFar())) return
      stopped = true
      clearTimeout(timer)
      // Let the watcher finish writing the files of this build before it is stopped.
      timer = setTimeout(() => stop(child), 3000)
    }, 500)
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', code => resolve(code))
    }).finally(() => {
      clearTimeout(timer)
      if (watcher) clearInterval(watcher)
    })
    return { output: outputSoFar(), exitCode, timedOut, stopped }
  } finally {
    fs.closeSync(fd)
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true })
  }
}
