import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export interface NodeInput { template: string; css: string; options: Record<string, unknown>; script: string }
export interface NodeOutput { wxml: string; wxss: string; js: string }

/** Inputs through lib/play/node-reference.mjs (the same packages in Node), in its own process. */
export function runInNode(inputs: NodeInput[]): NodeOutput[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'play-node-'))
  try {
    const file = path.join(dir, 'outputs.json')
    execFileSync(process.execPath, ['lib/play/node-reference.mjs', file], { input: JSON.stringify(inputs), stdio: ['pipe', 'ignore', 'ignore'] })
    return JSON.parse(fs.readFileSync(file, 'utf8')) as NodeOutput[]
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
