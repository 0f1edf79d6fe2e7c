import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import Translate, { translate } from '@docusaurus/Translate'
import Layout from '@theme/Layout'
import CodeBlock from '@theme/CodeBlock'
import FrameworkGrid from '@site/src/components/FrameworkGrid'
import HeroArt from '@site/src/components/HeroArt'
import styles from './index.module.css'

// translate() at module level: the translations are a static module, so this runs once per locale build.
const features = [
  {
    title: translate({ id: 'home.feature.escape.title', message: '类名自动转义', description: 'Home page feature: class names are escaped' }),
    text: translate({
      id: 'home.feature.escape.text',
      message: '小程序的 WXSS 与 WXML 不接受 [ ] / : 等字符。插件在构建时把模板、JS 和 CSS 里的类名改写成安全的写法，你照常写 Tailwind CSS 即可。',
      description: 'Home page feature text: class names are escaped',
    }),
  },
  {
    title: translate({ id: 'home.feature.units.title', message: '单位随心转换', description: 'Home page feature: unit conversion' }),
    text: translate({
      id: 'home.feature.units.text',
      message: '可按需把 rem、px 转成 rpx，让设计稿尺寸在不同屏幕上等比缩放，也能保留 px 给需要的地方。',
      description: 'Home page feature text: unit conversion',
    }),
  },
  {
    title: translate({ id: 'home.feature.versions.title', message: 'Tailwind CSS 3 与 4', description: 'Home page feature: both Tailwind CSS majors' }),
    text: translate({
      id: 'home.feature.versions.text',
      message: '同一个包同时支持 Tailwind CSS 3 的配置文件写法和 Tailwind CSS 4 的 CSS 优先写法，升级可以逐步进行。',
      description: 'Home page feature text: both Tailwind CSS majors',
    }),
  },
]

export default function Home(): ReactNode {
  return (
    <Layout
      description={translate({
        id: 'home.meta.description',
        message: 'weapp-tailwindcss：在 uni-app、Taro、Mpx、weapp-vite 和原生小程序里使用 Tailwind CSS 的构建插件。',
        description: 'Meta description of the home page',
      })}>
      {/* The hero is the page's own content, inside <main>: a top-level <header> would be a second
          banner landmark next to the announcement bar's. */}
      <main>
        <header className={styles.hero}>
          <div className={styles.heroText}>
            <h1 className={styles.title}>weapp-tailwindcss</h1>
            <p className={styles.tagline}>
              <Translate id="home.hero.tagline" description="The home page's lead sentence under the title">
                把 Tailwind CSS 带进小程序：一套 webpack、Vite、gulp 插件与 Node API，写原子类，产出各平台都能识别的样式。
              </Translate>
            </p>
            <CodeBlock language="bash" title={translate({ id: 'home.hero.install', message: '安装', description: 'Title of the install command on the home page' })}>npm install -D weapp-tailwindcss tailwindcss</CodeBlock>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/docs/intro">
                <Translate id="home.hero.start" description="Home page button to the guide">开始使用</Translate>
              </Link>
              <Link className="button button--secondary button--lg" to="/docs/quick-start/v4">
                <Translate id="home.hero.v4Guide" description="Home page button to the Tailwind CSS 4 guide">Tailwind CSS 4 指南</Translate>
              </Link>
            </div>
          </div>
          <HeroArt />
        </header>
        <div className={styles.main}>
          <section className={styles.features} aria-label={translate({ id: 'home.features.label', message: '特性', description: 'Accessible name of the home page feature list' })}>
            {features.map(feature => (
              <article key={feature.title} className={styles.feature}>
                <h2>{feature.title}</h2>
                <p>{feature.text}</p>
              </article>
            ))}
          </section>
          <section className={styles.frameworks}>
            <h2>
              <Translate id="home.frameworks.title" description="Heading of the home page framework grid">支持的框架与构建工具</Translate>
            </h2>
            <FrameworkGrid />
          </section>
        </div>
      </main>
    </Layout>
  )
}
