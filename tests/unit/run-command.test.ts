import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCommand } from '../../lib/examples/runCommand'

const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'run-command-'))
afterAll(() => fs.rmSync(cwd, { recursive: true, force: true }))

const node = (script: string) => [process.execPath, ['-e', script]] as const
const printEnv = node('console.log(JSON.stringify(process.env))')

describe('runCommand', () => {
  it('starts from the environment asked for: a reader\'s, the shell without npm run\'s additions, or this one', async () => {
    process.env.npm_package_version = '9.9.9'
    process.env.RUN_COMMAND_PROBE = 'kept'
    try {
      const envOf = async (baseEnv: 'reader' | 'shell' | 'inherited') =>
        JSON.parse((await runCommand(...printEnv, { cwd, baseEnv, env: { EXTRA: '1' } })).output) as Record<string, string>
      const reader = await envOf('reader')
      expect(Object.keys(reader).every(key => ['EXTRA', 'HOME', 'PATH', 'SYSTEMROOT'].includes(key))).toBe(true)
      expect(reader.EXTRA).toBe('1')
      const shell = await envOf('shell')
      expect(shell).toMatchObject({ RUN_COMMAND_PROBE: 'kept', EXTRA: '1' })
      expect(shell.npm_package_version).toBeUndefined()
      expect(shell.PATH.split(path.delimiter).some(entry => entry.endsWith(path.join('node_modules', '.bin')))).toBe(false)
      expect(await envOf('inherited')).toMatchObject({ npm_package_version: '9.9.9', RUN_COMMAND_PROBE: 'kept', EXTRA: '1' })
    } finally {
      delete process.env.npm_package_version
      delete process.env.RUN_COMMAND_PROBE
    }
  })

  it('keeps stdout and stderr in the order they were printed, and appends to a log after what it held', async () => {
    const log = path.join(cwd, 'steps.log')
    fs.writeFileSync(log, 'earlier step\n')
    const result = await runCommand(...node('console.log("a"); console.error("b"); console.log("c")'), { cwd, log })
    expect(result).toEqual({ output: 'a\nb\nc\n', exitCode: 0, timedOut: false, stopped: false })
    expect(fs.readFileSync(log, 'utf8')).toBe('earlier step\na\nb\nc\n')
  })

  it('stops a command at its time limit, and a watcher once its output matches `until`', async () => {
    const forever = node('console.log("watching"); setInterval(() => {}, 1000)')
    expect(await runCommand(...forever, { cwd, timeoutMs: 500 })).toMatchObject({ timedOut: true, stopped: false, exitCode: null })
    const watched = await runCommand(...forever, { cwd, timeoutMs: 60_000, until: /watching/ })
    expect(watched).toMatchObject({ output: 'watching\n', timedOut: false, stopped: true })
  })

  it('runs a whole command line through the shell', async () => {
    expect((await runCommand('echo one && echo two', [], { cwd, shell: true })).output).toBe('one\ntwo\n')
  })
})
