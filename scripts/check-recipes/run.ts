// One shell command of a recipe in its scratch project: the output goes to the recipe's log, and a
// failure carries the last lines of it instead of a stack trace.
import fs from 'node:fs'
import { runCommand } from '../../lib/examples/runCommand'

export class StepFailed extends Error {
  constructor(readonly command: string, readonly reason: string, readonly tail: string) {
    super(`${command}: ${reason}`)
  }
}

interface StepOptions {
  cwd: string
  log: string
  timeoutMs: number
  env?: Record<string, string>
  until?: RegExp | ((output: string) => boolean)
}

/** Last lines of a log, without the blank ones: what a reader would look at first. */
function tailOf(text: string, lines = 25): string {
  return text.split('\n').filter(line => line.trim()).slice(-lines).join('\n')
}

/**
 * Runs a command line as a reader types it, with the machine's own tools and settings (the `shell`
 * environment); with `until`, a watching command (`npm run dev:…`) is done once its output matches,
 * and is stopped, as a reader stops it after the first build.
 */
export async function runStep(command: string, options: StepOptions): Promise<string> {
  fs.appendFileSync(options.log, `\n$ ${command}\n`)
  const result = await runCommand(command, [], {
    cwd: options.cwd,
    shell: true,
    baseEnv: 'shell',
    // CI=true keeps create/init tools from waiting for a terminal that is not there.
    env: { CI: 'true', npm_config_fund: 'false', npm_config_audit: 'false', npm_config_update_notifier: 'false', ...options.env },
    timeoutMs: options.timeoutMs,
    log: options.log,
    until: options.until,
  }).catch((error: Error) => {
    throw new StepFailed(command, error.message, '')
  })
  if (result.stopped || result.exitCode === 0) return result.output
  const reason = result.timedOut ? `no result after ${Math.round(options.timeoutMs / 60000)} min` : `exit code ${result.exitCode}`
  throw new StepFailed(command, reason, tailOf(result.output))
}
