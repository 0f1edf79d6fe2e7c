import path from 'node:path'
import { test } from '@playwright/test'

/** The run tests the stock build (DOCS_STOCK=1: Docusaurus without the speed layer of speed/). */
const STOCK_BUILD = process.env.DOCS_STOCK === '1'

/** The folder the `site` project serves (playwright.config.ts). */
export const siteBuildDir = path.resolve(process.env.SITE_BUILD_DIR ?? 'build')

/** Skips, on the stock build, a test that checks what one of the speed layer's patches does. */
export function speedLayerOnly(patch: string): void {
  test.skip(STOCK_BUILD, `checks the speed layer's ${patch} patch, which the stock build does not have`)
}
