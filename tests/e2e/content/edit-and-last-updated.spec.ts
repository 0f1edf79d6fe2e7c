import fs from 'node:fs'
import path from 'node:path'
import { load } from 'cheerio'
import { expect, test } from '@playwright/test'
import { editUrl } from '../../../config/site'
import { contentRows, docUrl, isGenerated } from '../../lib/docRoutes'

// "Edit this page" opens the page's own file in the source repository (this site is its
// website/ folder), and each page shows when and by whom it was last changed, from git.
const sourceFile = (id: string) => ['.md', '.mdx'].map(ext => `docs/${id}${ext}`).find(file => fs.existsSync(path.resolve(file)))

test('every written docs page links to its source file and shows last-updated time and author', async ({ request }) => {
  test.setTimeout(120_000)
  const problems: string[] = []
  for (const row of contentRows.filter(row => !isGenerated(row.id))) {
    const $ = load(await (await request.get(docUrl(row.id))).text())
    const edit = $('a.theme-edit-this-page').attr('href')
    if (edit !== `${editUrl}${sourceFile(row.id)}`) problems.push(`${row.id}: edit link ${edit}`)
    const updated = $('.theme-last-updated')
    const datetime = updated.find('time[datetime]').attr('datetime') ?? ''
    if (Number.isNaN(Date.parse(datetime))) problems.push(`${row.id}: no last-updated time`)
    if (updated.find('b').first().text().trim() === '') problems.push(`${row.id}: no last-updated author`)
  }
  expect(problems).toEqual([])
})
