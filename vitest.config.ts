import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The facts tests compile Tailwind CSS and run weapp-tailwindcss for real; on a busy 2-core machine
    // one such test takes well over Vitest's default 5 s. A hung test still fails, after two minutes.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
