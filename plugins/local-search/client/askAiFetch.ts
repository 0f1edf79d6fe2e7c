import { answerChunks, composeDocsAnswer, type UiMessageChunk } from './askAiFromDocs'
import { facetFilterMatcher, type FacetFilters } from './facetFilters'
import { findAnswer } from './findAnswer'
import { markdownTwinUrl } from '../../llms/markdownTwin'
import type { SearchEngine } from './searchEngine'
import type { SearchLanguage } from './searchLanguage'

// DocSearch 4.2's chat has no transport option: it posts to askai.algolia.com through
// whatever `globalThis.fetch` is when it sends. This wrapper answers those URLs from the
// local index (token, chat stream, feedback) and passes every other request through.

// Registered reach (speed/reaches.ts: ask-ai-protocol).
const ASK_AI_URL = 'https://askai.algolia.com/chat'
// Stages show one after the other, as they would with a model; the whole answer takes under a second.
const STAGE_DELAY_MS = 120
const DELTA_DELAY_MS = 30

export interface AskAiFromDocsOptions {
  loadEngine: () => Promise<SearchEngine>
  siteRoot: () => string
  /** The page's language, for the message shown when the index cannot be loaded. */
  language: SearchLanguage
}

const INDEX_UNREACHABLE: Record<SearchLanguage, string> = {
  'zh-cn': '无法加载站内搜索索引，请检查网络后重试。',
  en: 'The search index of this site could not be loaded. Check your connection and try again.',
}

interface ChatBody {
  messages?: { role?: string; parts?: { type?: string; text?: string }[] }[]
  searchParameters?: { facetFilters?: FacetFilters }
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A token the modal accepts: base64 of `{exp}` then a dot; it only checks the expiry. */
function localToken(): string {
  return `${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.local`
}

function lastQuestion(body: ChatBody): string {
  const lastUser = [...(body.messages ?? [])].reverse().find(message => message.role === 'user')
  return (lastUser?.parts ?? []).filter(part => part.type === 'text').map(part => part.text ?? '').join(' ').trim()
}

// A twin that takes longer is skipped: the answer then quotes the index's excerpts of that page.
const TWIN_TIMEOUT_MS = 4000

/**
 * A page's Markdown twin from the site, or null. A host that answers unknown paths with an HTML
 * page and status 200 gives no twin either: a twin starts with the page's `# ` title.
 */
async function readTwin(siteFetch: typeof fetch, siteRoot: string, pageUrl: string): Promise<string | null> {
  const signal = typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TWIN_TIMEOUT_MS) : undefined
  const response = await siteFetch(`${siteRoot}${markdownTwinUrl(pageUrl)}`, { signal })
  if (!response.ok) return null
  const text = await response.text()
  return text.startsWith('# ') ? text : null
}

const wait = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))
const randomId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`

function eventStream(chunks: UiMessageChunk[], signal: AbortSignal | null | undefined): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async start(controller) {
      for (const chunk of chunks) {
        if (signal?.aborted) break
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`))
        await wait(chunk.type === 'text-delta' ? DELTA_DELAY_MS : STAGE_DELAY_MS)
      }
      controller.enqueue(encoder.encode('data: [DONE]\n\n'))
      controller.close()
    },
  })
}

async function chat(init: RequestInit | undefined, options: AskAiFromDocsOptions, siteFetch: typeof fetch): Promise<Response> {
  const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as ChatBody
  const question = lastQuestion(body)
  let chunks: UiMessageChunk[]
  try {
    const engine = await options.loadEngine()
    const readPage = (pageUrl: string) => readTwin(siteFetch, options.siteRoot(), pageUrl)
    const found = await findAnswer(question, engine, readPage, facetFilterMatcher(body.searchParameters?.facetFilters))
    const answer = composeDocsAnswer(question, found, options.siteRoot(), engine.language)
    chunks = answerChunks(answer, { message: randomId('msg'), text: randomId('text') })
  } catch {
    chunks = [{ type: 'start' }, { type: 'error', errorText: INDEX_UNREACHABLE[options.language] }]
  }
  return new Response(eventStream(chunks, init?.signal), {
    status: 200,
    headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
  })
}

const INSTALLED = Symbol.for('weapp-tailwindcss.askAiFromDocs')

export function installAskAiFromDocs(options: AskAiFromDocsOptions): void {
  const original = globalThis.fetch as typeof fetch & { [INSTALLED]?: true }
  if (typeof original !== 'function' || original[INSTALLED]) return
  const askAiFetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = urlOf(input)
    if (!url.startsWith(ASK_AI_URL)) return original(input, init)
    const endpoint = new URL(url).pathname
    if (endpoint === '/chat/token') return Promise.resolve(json({ token: localToken() }))
    if (endpoint === '/chat/feedback') return Promise.resolve(json({ ok: true }))
    if (endpoint === '/chat') return chat(init, options, original)
    return Promise.resolve(json({ error: 'not found' }, 404))
  }
  globalThis.fetch = Object.assign(askAiFetch, { [INSTALLED]: true as const })
}
