import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // One module graph per worker thread instead of one per test file: the facts tests import
    // TypeScript, Tailwind CSS and weapp-tailwindcss, and re-importing them for each of 80 files
    // made collection the longest part of the run (232 s of it, against 56 s shared, on 2 cores).
    // Tests that stub globals undo it in afterEach.
    pool: 'threads',
    isolate: false,
    // The facts tests compile Tailwind CSS and run weapp-tailwindcss for real; on a busy 2-core machine
    // one such test takes well over Vitest's default 5 s. A hung test still fails, after two minutes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
