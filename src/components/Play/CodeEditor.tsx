import React, { type ReactNode } from 'react'
import SimpleEditor from 'react-simple-code-editor'
import { Highlight, type Language } from 'prism-react-renderer'
import { usePrismTheme } from '@docusaurus/theme-common'
import { paint } from './paint'
import styles from './styles.module.css'

// Past this size text is shown unpainted: tokenizing it again on every keystroke would make typing lag.
const HIGHLIGHT_LIMIT = 30_000

/** Prism tokens for `code`, painted with the site's code theme (light or dark like every code block). */
export const Highlighted = React.memo(function Highlighted({ code, language }: { code: string; language: Language }): ReactNode {
  const theme = usePrismTheme()
  if (code.length > HIGHLIGHT_LIMIT) return code
  return (
    <Highlight code={code} language={language} theme={theme}>
      {({ tokens, getTokenProps }) => paint(code, tokens, token => getTokenProps({ token }))}
    </Highlight>
  )
})

// A plain textarea under a highlighted copy of its text (react-simple-code-editor): typing,
// selection, undo and pasting stay the browser's own. Tab indents; Escape, then Tab, leaves the field.
export function CodeEditor({ id, label, value, onChange, language, minRows }: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  language: Language
  minRows: number
}): ReactNode {
  const theme = usePrismTheme()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <SimpleEditor
        textareaId={id}
        className={styles.editor}
        style={{ minHeight: `${minRows * 1.5 + 1}em`, background: theme.plain.backgroundColor, color: theme.plain.color }}
        value={value}
        onValueChange={onChange}
        highlight={code => <Highlighted code={code} language={language} />}
        padding={8}
        tabSize={2}
      />
    </div>
  )
}
