// Algolia mode: the hosted index answers; if it cannot (network blocked, quota, outage),
// the local index does, and keeps answering for the rest of the visit instead of making
// every keystroke wait for Algolia's timeouts again.

export interface SearchClientLike {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  search(requests: any): Promise<any>
  addAlgoliaAgent(segment: string, version?: string): void
  transporter: { algoliaAgent: unknown }
}

export function withLocalFallback<Client extends SearchClientLike>(primary: Client, fallback: SearchClientLike): Client {
  let primaryFailed = false
  return {
    ...primary,
    search(requests: unknown) {
      if (primaryFailed) return fallback.search(requests)
      return primary.search(requests).catch((error: unknown) => {
        primaryFailed = true
        console.warn('[search] Algolia did not answer; searching the local index instead.', error)
        return fallback.search(requests)
      })
    },
  }
}
