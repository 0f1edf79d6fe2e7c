// markdownlint-cli2 ships JSDoc-typed JavaScript without declarations; this is the part lint:docs calls.
declare module 'markdownlint-cli2' {
  export function main(params: {
    directory?: string
    argv: string[]
    noGlobs?: boolean
    optionsOverride?: Record<string, unknown>
    logMessage?: (message: string) => void
    logError?: (message: string) => void
  }): Promise<number>
}
