// Runs one shell command of a recipe in its scratch project, with a time limit, keeping the output
// in a log file so a failure can show its last lines instead of a stack trace.
import { spawn } from 'node:child_process'
import fs from 'node:fs'

export class StepFailed extends Error {
  constructor(readonly command: string, readonly reason: string, readonly tail: string) {
    super(`${command}: ${reason}`)
  }
}

export interface RunOptions {
  cwd: string
  log: string
  timeoutMs: number
  env?: Record<string, string>
}

/** Last lines of a log, without the blank ones: what a reader would look at first. */
export function tailOf(text: string, lines = 25): string {
  return text.split('\n').filter(line => line.trim()).slice(-lines).join('\n')
}

/**
 * The environment of a reader's shell: without what `npm run check:recipes` adds (npm_* variables,
 * INIT_CWD, this repository's node_modules/.bin on PATH). Tools read INIT_CWD as the project root,
 * and would then find this repository's packages instead of the scratch project's.
 */
export function readerEnv(): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || /^npm_/i.test(key) || key === 'INIT_CWD' || key === 'NODE_OPTIONS' || key.startsWith('VITE_NODE') || key.startsWith('VITEST')) continue
    env[key] = value
  }
  env.PATH = (env.PATH ?? '').split(':').filter(entry => !entry.endsWith('node_modules/.bin')).join(':')
  return env
}

/**
 * Runs a command; with `until`, a watching command (`npm run dev:…`) counts as done once its output
 * matches, and is then stopped, as a reader stops it after the first build.
 */
export function runCommand(command: string, options: RunOptions & { until?: RegExp | ((output: string) => boolean) }): Promise<string> {
  fs.appendFileSync(options.log, `\n$ ${command}\n`)
  return new Promise((resolve, reject) => {
    let output = ''
    const child = spawn(command, {
      cwd: options.cwd,
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // CI=true keeps create/init tools from waiting for a terminal that is not there.
      env: { ...readerEnv(), CI: 'true', npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false', ...options.env },
    })
    let settled = false
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      fs.appendFileSync(options.log, chunk)
      const done = typeof options.until === 'function' ? options.until(output) : options.until?.test(output)
      if (done && !settled) {
        settled = true
        clearTimeout(timer)
        // Let the watcher finish writing the files of this build before it is stopped.
        setTimeout(() => {
          try { process.kill(-child.pid!, 'SIGKILL') } catch { /* already gone */ }
          resolve(output)
        }, 3000)
      }
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    const timer = setTimeout(() => {
      // The whole process group: build tools leave workers behind.
      try { process.kill(-child.pid!, 'SIGKILL') } catch { /* already gone */ }
      reject(new StepFailed(command, `no result after ${Math.round(options.timeoutMs / 60000)} min`, tailOf(output)))
    }, options.timeoutMs)
    child.on('error', error => {
      clearTimeout(timer)
      if (settled) return
      reject(new StepFailed(command, error.message, tailOf(output)))
    })
    child.on('close', code => {
      clearTimeout(timer)
      if (settled) return
      if (code === 0) resolve(output)
      else reject(new StepFailed(command, `exit code ${code}`, tailOf(output)))
    })
  })
}
