import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import Layout from '@theme/Layout'
import CodeBlock from '@theme/CodeBlock'
import FrameworkGrid from '@site/src/components/FrameworkGrid'
import HeroArt from '@site/src/components/HeroArt'
import styles from './index.module.css'

const features = [
  { title: '类名自动转义', text: '小程序的 WXSS 与 WXML 不接受 [ ] / : 等字符。插件在构建时把模板、JS 和 CSS 里的类名改写成安全的写法，你照常写 Tailwind CSS 即可。' },
  { title: '单位随心转换', text: '可按需把 rem、px 转成 rpx，让设计稿尺寸在不同屏幕上等比缩放，也能保留 px 给需要的地方。' },
  { title: 'Tailwind CSS 3 与 4', text: '同一个包同时支持 Tailwind CSS 3 的配置文件写法和 Tailwind CSS 4 的 CSS 优先写法，升级可以逐步进行。' },
]

export default function Home(): ReactNode {
  return (
    <Layout description="weapp-tailwindcss：在 uni-app、Taro、Mpx、weapp-vite 和原生小程序里使用 Tailwind CSS 的构建插件。">
      {/* The hero is the page's own content, inside <main>: a top-level <header> would be a second
          banner landmark next to the announcement bar's. */}
      <main>
        <header className={styles.hero}>
          <div className={styles.heroText}>
            <h1 className={styles.title}>weapp-tailwindcss</h1>
            <p className={styles.tagline}>
              把 Tailwind CSS 带进小程序：一套 webpack、Vite、gulp 插件与 Node API，写原子类，产出各平台都能识别的样式。
            </p>
            <CodeBlock language="bash" title="安装">npm install -D weapp-tailwindcss tailwindcss</CodeBlock>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/intro">开始使用</Link>
              <Link className="button button--secondary button--lg" to="/docs/quick-start/v4">Tailwind CSS 4 指南</Link>
            </div>
          </div>
          <HeroArt />
        </header>
        <div className={styles.main}>
          <section className={styles.features} aria-label="特性">
            {features.map(feature => (
              <article key={feature.title} className={styles.feature}>
                <h2>{feature.title}</h2>
                <p>{feature.text}</p>
              </article>
            ))}
          </section>
          <section className={styles.frameworks}>
            <h2>支持的框架与构建工具</h2>
            <FrameworkGrid />
          </section>
        </div>
      </main>
    </Layout>
  )
}
