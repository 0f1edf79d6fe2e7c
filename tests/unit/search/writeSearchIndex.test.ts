import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { excerpt, writeSearchIndex } from '../../../plugins/local-search/writeSearchIndex'
import { decodeSearchIndex } from '../../../plugins/local-search/client/searchRecord'
import { sampleRecords } from './records'

describe('excerpt', () => {
  it('keeps short text whole and cuts long text without splitting a class name', () => {
    expect(excerpt('短文本', 10)).toBe('短文本')
    expect(excerpt('一二三四五六七八 w-[100px] 之后', 10)).toBe('一二三四五六七八 w-[100px]')
  })
})

describe('writeSearchIndex', () => {
  it('writes a content-hashed index and a manifest that names it, and drops stale indexes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    const first = await writeSearchIndex(dir, sampleRecords)
    expect(first.index).toMatch(/^assets\/search\/index\.[0-9a-f]{10}\.json$/)
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'search-manifest.json'), 'utf8'))).toEqual(first)
    const decoded = decodeSearchIndex(JSON.parse(fs.readFileSync(path.join(dir, first.index), 'utf8')))
    expect(decoded.map(record => record.url)).toEqual(sampleRecords.map(record => record.url))
    expect(decoded[0]).toEqual(sampleRecords[0])

    const second = await writeSearchIndex(dir, sampleRecords.slice(1))
    expect(second.index).not.toBe(first.index)
    expect(fs.readdirSync(path.join(dir, 'assets/search'))).toEqual([path.basename(second.index)])
  })
})
