// The Play's state in its URL hash: the inputs compressed with the platform's own CompressionStream.
// The page writes and reads it; the docs MCP server writes links that open the same inputs (Node has the same streams).

/** The Play's four inputs as the reader types them (the options as JSON text). */
export interface PlayInput {
  template: string
  css: string
  options: string
  script: string
}
const PREFIX = 'v1:'

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, char => char.charCodeAt(0))
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const response = new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream))
  return new Uint8Array(await response.arrayBuffer())
}

export async function encodeState(input: PlayInput): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify([input.template, input.css, input.options, input.script]))
  return PREFIX + toBase64Url(await pipe(json, new CompressionStream('deflate-raw')))
}

/** The inputs of a shared link, or null when the hash is not one this page wrote. */
export async function decodeState(hash: string): Promise<PlayInput | null> {
  const text = hash.replace(/^#/, '')
  if (!text.startsWith(PREFIX)) return null
  try {
    const json = new TextDecoder().decode(await pipe(fromBase64Url(text.slice(PREFIX.length)), new DecompressionStream('deflate-raw')))
    const value: unknown = JSON.parse(json)
    // Links made before the script input existed hold three parts.
    if (!Array.isArray(value) || value.length < 3 || value.length > 4 || !value.every(part => typeof part === 'string')) return null
    const [template, css, options, script = ''] = value as [string, string, string, string?]
    return { template, css, options, script }
  } catch {
    return null
  }
}
