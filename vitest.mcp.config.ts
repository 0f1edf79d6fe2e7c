import { defineConfig } from 'vitest/config'

// The docs MCP server's tests (tests/mcp): they pack the server from build/ once (tests/mcp/globalSetup.ts),
// so they run after `npm run build`, apart from the unit tests.
export default defineConfig({
  test: {
    include: ['tests/mcp/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/mcp/globalSetup.ts'],
    // Each file starts a server with its own transform worker: one file at a time on a 2-core machine.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
