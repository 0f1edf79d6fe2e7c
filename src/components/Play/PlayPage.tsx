import React, { type ReactNode } from 'react'
import BrowserOnly from '@docusaurus/BrowserOnly'
import useBrokenLinks from '@docusaurus/useBrokenLinks'
import Layout from '@theme/Layout'
import type { PlayWorkerData } from '@site/plugins/play-worker'
import { EXAMPLES } from './examples'

export default function PlayPage({ worker }: { worker: PlayWorkerData }): ReactNode {
  // Docs pages link to `/play#example=<id>`: the anchors exist once the page reads its hash, which
  // the build's broken-anchor check cannot see, so the page declares them.
  const brokenLinks = useBrokenLinks()
  for (const example of EXAMPLES) brokenLinks.collectAnchor(`example=${example.id}`)
  return (
    <Layout title="Play" description="在浏览器里运行 weapp-tailwindcss 4.12.0 与 Tailwind CSS 4 的真实转换：输入模板和 CSS，查看小程序产物与预览。">
      <main>
        <h1 className="margin-top--md text--center">weapp-tailwindcss Play</h1>
        <p className="text--center">输入模板和 CSS 入口，查看 weapp-tailwindcss 4.12.0 实际产出的模板、WXSS 与预览。转换在你的浏览器里运行，输入不会上传。</p>
        <BrowserOnly fallback={<p className="text--center">正在加载 Play…</p>}>
          {() => {
            const Play = require('@site/src/components/Play').default as (props: PlayWorkerData) => ReactNode
            return <Play {...worker} />
          }}
        </BrowserOnly>
      </main>
    </Layout>
  )
}
