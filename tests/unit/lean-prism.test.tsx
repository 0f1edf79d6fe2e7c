import React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import * as packaged from 'prism-react-renderer'
import * as lean from '../../speed/patches/prism-on-demand/lean-prism'
import { prism as prismConfig } from '../../config/prism'

// speed/patches/prism-on-demand/lean-prism stands in for prism-react-renderer in the site's bundles: for the languages the
// pages use, a code block must come out exactly as the package renders it.

const samples: Record<string, string> = {
  ts: "import type { UserDefinedOptions } from 'weapp-tailwindcss'\n\nexport const options: UserDefinedOptions = {\n  rem2rpx: true, // 1rem = 32rpx\n}\n",
  js: "const { UnifiedWebpackPluginV5 } = require('weapp-tailwindcss/webpack')\nmodule.exports = { plugins: [new UnifiedWebpackPluginV5({ appType: 'taro' })] }\n\n",
  jsx: 'export default function Card({ title }) {\n  return <View className="p-[20px] text-[#bada55]">{title}</View>\n}\n',
  tsx: 'const App = (): JSX.Element => <Text className={cn("w-1/2", ok && "hidden")}>hi</Text>\n',
  css: '@tailwind base;\n.btn { @apply px-4 py-2; color: rgb(0 0 0 / 50%); }\n',
  json: '{\n  "scripts": { "postinstall": "weapp-tw patch" },\n  "n": 1, "ok": true\n}\n',
  html: '<view class="w-[100px] bg-[#fff]">\n  <!-- comment -->\n  <text>{{ msg }}</text>\n</view>\n',
  md: '# Title\n\n- item `code`\n\n```js\nlet a = 1\n```\n',
  jsdoc: "/** @type {import('tailwindcss').Config} */\nexport default { content: ['./src/**/*.{vue,ts}'], corePlugins: { preflight: false } }\n",
  regex: 'const re = /[\\[\\]#!]/g\nconst s = `w-[${n}px]`\n',
  text: 'plain text stays plain\n\nwith an empty line\n',
}

function render(module: typeof lean | typeof packaged, language: string, code: string): string {
  const { Highlight } = module as typeof lean
  return renderToStaticMarkup(
    <Highlight code={code} language={language} theme={prismConfig.theme}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre className={className} style={style}>
          {tokens.map((line, i) => (
            <div key={i} {...getLineProps({ line })}>
              {line.map((token, key) => <span key={key} {...getTokenProps({ token })} />)}
            </div>
          ))}
        </pre>
      )}
    </Highlight>,
  )
}

describe('the lean Prism renderer', () => {
  for (const [language, code] of Object.entries(samples)) {
    const grammar = language === 'jsdoc' || language === 'regex' ? 'js' : language
    it(`renders ${language} exactly as prism-react-renderer does`, () => {
      const ours = render(lean, grammar, code)
      expect(ours).toContain('token-line')
      expect(ours).toBe(render(packaged, grammar, code))
    })
  }

  it('knows the languages the package bundled that the pages use, and not the others', () => {
    for (const language of ['markup', 'html', 'css', 'javascript', 'js', 'jsx', 'typescript', 'ts', 'tsx', 'json', 'yaml', 'markdown', 'md']) {
      expect(lean.Prism.languages[language], language).toBeTypeOf('object')
    }
    for (const language of ['swift', 'kotlin', 'go', 'rust', 'python', 'sql', 'graphql']) {
      expect(lean.Prism.languages[language], language).toBeUndefined()
    }
  })

  it('leaves an unknown language as plain lines', () => {
    expect(render(lean, 'vue', '<template>\n</template>')).toBe(render(packaged, 'vue', '<template>\n</template>'))
  })
})
