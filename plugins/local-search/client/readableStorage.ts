// DocSearch reads `window.localStorage` without a try/catch in two places (its saved-list
// reader and its size check on opening). Where reading storage throws — storage disabled by
// the browser or a policy (the `localStorage` getter throws SecurityError), or `getItem`
// refusing — opening the modal crashed the navbar and the page with it. There the modal gets a
// stand-in kept in memory: search works, and recent searches last for the visit. Storage that
// can be read is never replaced.

type Host = { localStorage: Storage }

export function storageIsReadable(host: Host): boolean {
  try {
    host.localStorage.getItem('__docsearch_probe__')
    return true
  } catch {
    return false
  }
}

/** A Storage-like object in memory; keys are its own enumerable properties, as DocSearch's size check expects. */
export function createMemoryStorage(): Storage {
  const storage = {} as Storage & Record<string, string>
  const has = (key: string) => Object.prototype.hasOwnProperty.call(storage, key)
  const methods: Record<string, PropertyDescriptor> = {
    getItem: { value: (key: string) => (has(String(key)) ? storage[String(key)] : null) },
    setItem: { value: (key: string, value: string) => { storage[String(key)] = String(value) } },
    removeItem: { value: (key: string) => { delete storage[String(key)] } },
    clear: { value: () => { for (const key of Object.keys(storage)) delete storage[key] } },
    key: { value: (index: number) => Object.keys(storage)[index] ?? null },
    length: { get: () => Object.keys(storage).length },
  }
  Object.defineProperties(storage, methods)
  return storage
}

/** Makes `host.localStorage` readable, replacing it with memory only when reading it throws. */
export function ensureReadableStorage(host: Host): void {
  if (storageIsReadable(host)) return
  try {
    Object.defineProperty(host, 'localStorage', { configurable: true, enumerable: true, value: createMemoryStorage() })
  } catch {
    // Not replaceable here: nothing more can be done.
  }
}
