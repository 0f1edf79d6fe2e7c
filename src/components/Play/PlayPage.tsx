import React, { type ReactNode } from 'react'
import BrowserOnly from '@docusaurus/BrowserOnly'
import useBrokenLinks from '@docusaurus/useBrokenLinks'
import Layout from '@theme/Layout'
import Translate, { translate } from '@docusaurus/Translate'
import type { PlayWorkerData } from '@site/plugins/play-worker'
import { EXAMPLES } from './examples'

export default function PlayPage({ worker }: { worker: PlayWorkerData }): ReactNode {
  // Docs pages link to `/play#example=<id>`: the anchors exist once the page reads its hash, which
  // the build's broken-anchor check cannot see, so the page declares them.
  const brokenLinks = useBrokenLinks()
  for (const example of EXAMPLES) brokenLinks.collectAnchor(`example=${example.id}`)
  return (
    <Layout
      title="Play"
      description={translate({
        id: 'play.meta.description',
        message: '在浏览器里运行 weapp-tailwindcss 4.12.0 与 Tailwind CSS 4 的真实转换：输入模板和 CSS，查看小程序产物与预览。',
        description: 'Meta description of the Play page',
      })}>
      <main>
        <h1 className="margin-top--md text--center">weapp-tailwindcss Play</h1>
        <p className="text--center">
          <Translate id="play.intro" description="The Play page's lead paragraph">
            输入模板和 CSS 入口，查看 weapp-tailwindcss 4.12.0 实际产出的模板、WXSS 与预览。转换在你的浏览器里运行，输入不会上传。
          </Translate>
        </p>
        <BrowserOnly
          fallback={
            <p className="text--center">
              <Translate id="play.loading" description="Shown on the Play page until its editor loads">正在加载 Play…</Translate>
            </p>
          }>
          {() => {
            const Play = require('@site/src/components/Play').default as (props: PlayWorkerData) => ReactNode
            return <Play {...worker} />
          }}
        </BrowserOnly>
      </main>
    </Layout>
  )
}
