import { useCallback, useMemo, type CSSProperties, type ReactNode } from 'react'
import clsx from 'clsx'
import type { Grammar } from 'prismjs'
import type { PrismTheme } from 'prism-react-renderer'
import { normalizeTokens, type LineToken } from './normalizeTokens'
import { Prism as sitePrism } from './prism'

// prism-react-renderer's <Highlight> render-prop API (what theme-classic's CodeBlock and
// react-live call), over the site's own Prism instance (./prism.ts). Same class names, styles
// and token shapes, so the theme's code blocks render exactly as before.

type PrismLike = typeof sitePrism
type StyleDictionary = Record<string, CSSProperties>

interface LineInputProps { line?: LineToken[]; className?: string; style?: CSSProperties; [key: string]: unknown }
interface TokenInputProps { token: LineToken; className?: string; style?: CSSProperties; [key: string]: unknown }

interface RenderProps {
  tokens: LineToken[][]
  className: string
  style: CSSProperties
  getLineProps: (input: LineInputProps) => Record<string, unknown>
  getTokenProps: (input: TokenInputProps) => Record<string, unknown>
}

interface HighlightProps {
  code: string
  language: string
  theme?: PrismTheme
  prism?: PrismLike
  children: (props: RenderProps) => ReactNode
}

/** Theme entries for this language, merged per token type; `root` and `plain` for the block. */
function themeToDict(theme: PrismTheme, language: string): StyleDictionary {
  const dict: StyleDictionary = {}
  for (const { languages, style, types } of theme.styles) {
    if (languages && !languages.includes(language as never)) continue
    for (const type of types) dict[type] = { ...dict[type], ...(style as CSSProperties) }
  }
  dict.root = theme.plain as CSSProperties
  dict.plain = { ...(theme.plain as CSSProperties), backgroundColor: undefined }
  return dict
}

function tokenStyle(dict: StyleDictionary | undefined, { types, empty }: LineToken): CSSProperties | undefined {
  if (!dict) return undefined
  if (types.length === 1 && types[0] === 'plain') return empty ? { display: 'inline-block' } : undefined
  if (types.length === 1 && empty) return dict[types[0]]
  return Object.assign(empty ? { display: 'inline-block' } : {}, ...types.map(type => dict[type]))
}

export function Highlight({ code, language: rawLanguage, theme, prism = sitePrism, children }: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase()
  const dict = useMemo(() => (theme ? themeToDict(theme, language) : undefined), [theme, language])
  const grammar = prism.languages[language] as Grammar | undefined

  const tokens = useMemo(() => {
    if (!grammar) return normalizeTokens([code])
    // Plugins hook in around tokenizing (Docusaurus registers none, Prism's own grammars do).
    const env = { code, grammar, language, tokens: [] as ReturnType<PrismLike['tokenize']> }
    prism.hooks.run('before-tokenize', env)
    env.tokens = prism.tokenize(env.code, env.grammar)
    prism.hooks.run('after-tokenize', env)
    return normalizeTokens(env.tokens)
  }, [code, grammar, language, prism])

  const getLineProps = useCallback(({ className, style, line: _line, ...rest }: LineInputProps) => {
    const output: Record<string, unknown> = { ...rest, className: clsx('token-line', className) }
    if (dict) output.style = dict.plain
    if (style) output.style = { ...(output.style as CSSProperties | undefined), ...style }
    return output
  }, [dict])

  const getTokenProps = useCallback(({ token, className, style, ...rest }: TokenInputProps) => {
    const output: Record<string, unknown> = {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: tokenStyle(dict, token),
    }
    if (style) output.style = { ...(output.style as CSSProperties | undefined), ...style }
    return output
  }, [dict])

  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dict?.root ?? {},
    getLineProps,
    getTokenProps,
  })
}
