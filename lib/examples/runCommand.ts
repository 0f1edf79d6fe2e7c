// Runs one command the way a reader's terminal would show it: stdout and stderr into the same file, so
// the `ℹ`/`✔` lines and the ` WARN ` lines keep the order they were printed in.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface CommandResult {
  output: string
  exitCode: number | null
  timedOut: boolean
}

/**
 * Only PATH and HOME are passed on. consola, which prints the CLI's lines, switches to `[info]`-style
 * prefixes when it sees CI or test variables (`CI`, `VITEST` …), and `npm test` sets `npm_package_version`,
 * which `weapp-tw -v` prints; a reader's shell has neither.
 */
function readerEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...extra }
  for (const key of ['PATH', 'HOME', 'SYSTEMROOT']) {
    if (process.env[key] !== undefined) env[key] = process.env[key]
  }
  return env
}

export async function runCommand(
  command: string, args: string[], options: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<CommandResult> {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-tw-output-'))
  const logFile = path.join(logDir, 'output.txt')
  const fd = fs.openSync(logFile, 'w')
  try {
    const child = spawn(command, args, { cwd: options.cwd, env: readerEnv(options.env ?? {}), stdio: ['ignore', fd, fd] })
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, options.timeoutMs ?? 60_000)
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject)
      child.on('close', code => resolve(code))
    }).finally(() => clearTimeout(timer))
    return { output: fs.readFileSync(logFile, 'utf8'), exitCode, timedOut }
  } finally {
    fs.closeSync(fd)
    fs.rmSync(logDir, { recursive: true, force: true })
  }
}
