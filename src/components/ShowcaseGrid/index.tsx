import React, { type ReactNode } from 'react'
import Link from '@docusaurus/Link'
import Translate, { translate } from '@docusaurus/Translate'
import useDocusaurusContext from '@docusaurus/useDocusaurusContext'
import { platformNamesEn, showcaseProjects, showcaseSubmitUrl, type ShowcaseProject } from '@site/lib/data/showcase'
import styles from './styles.module.css'

// A stable hue (0–359) derived from the project name, so each tile keeps its colour between builds.
function hueOf(name: string): number {
  let hash = 0
  for (const char of name) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360
  }
  return hash
}

// Two visible characters: "区白白" → "区白", "MBTI 告诉你" → "MB".
function initialsOf(name: string): string {
  return Array.from(name.replace(/\s+/g, '')).slice(0, 2).join('').toUpperCase()
}

// Our own placeholder artwork: initials on a tile coloured from the name. Decorative only,
// because the card heading already carries the name.
function ProjectTile({ name }: { name: string }): ReactNode {
  const hue = hueOf(name)
  return (
    <svg className={styles.tile} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill={`hsl(${hue} 50% 30%)`} />
      <circle cx="52" cy="12" r="18" fill={`hsl(${(hue + 40) % 360} 70% 60%)`} opacity="0.45" />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="system-ui, sans-serif"
        fontSize="20"
        fontWeight="700"
        fill="#ffffff">
        {initialsOf(name)}
      </text>
    </svg>
  )
}

function ProjectCard({ project, index }: { project: ShowcaseProject; index: number }): ReactNode {
  const headingId = `showcase-project-${index}`
  const english = useDocusaurusContext().i18n.currentLocale === 'en'
  const description = english ? project.en?.description ?? project.description : project.description
  const platforms = english ? project.platforms.map(platform => platformNamesEn[platform] ?? platform) : project.platforms
  return (
    <li className={styles.item}>
      <article className={styles.card} aria-labelledby={headingId}>
        <div className={styles.header}>
          <ProjectTile name={project.name} />
          <div>
            <h3 id={headingId} className={styles.title}>
              {project.name}
            </h3>
            <ul className={styles.platforms} aria-label={translate({ id: 'showcase.platforms', message: '运行平台', description: 'Accessible name of a showcase card\'s platform list' })}>
              {platforms.map(platform => (
                <li key={platform}>{platform}</li>
              ))}
            </ul>
          </div>
        </div>
        {description && <p className={styles.description}>{description}</p>}
        {project.owner && (
          <p className={styles.owner}>
            <Translate id="showcase.owner" description="Showcase card: the company or team behind a project" values={{ owner: project.owner }}>
              {'出品方：{owner}'}
            </Translate>
          </p>
        )}
        {project.url && (
          <Link className={styles.link} to={project.url}>
            <Translate id="showcase.visit" description="Showcase card: link to a project's page" values={{ name: project.name }}>
              {'访问 {name}'}
            </Translate>
          </Link>
        )}
      </article>
    </li>
  )
}

export default function ShowcaseGrid(): ReactNode {
  return (
    <ul className={styles.grid} aria-label={translate({ id: 'showcase.list', message: '使用 weapp-tailwindcss 的项目', description: 'Accessible name of the showcase grid' })}>
      {showcaseProjects.map((project, index) => (
        <ProjectCard key={project.name} project={project} index={index} />
      ))}
      <li className={styles.item}>
        <div className={`${styles.card} ${styles.submit}`}>
          <p className={styles.description}>
            <Translate id="showcase.submit.text" description="Showcase: invitation to add a project">
              你的小程序也在用 weapp-tailwindcss？在 GitHub 讨论串里留下名称和介绍，就会被收录到这里。
            </Translate>
          </p>
          <Link className={styles.link} to={showcaseSubmitUrl}>
            <Translate id="showcase.submit.link" description="Showcase: link to the GitHub thread where projects are added">
              提交你的项目（GitHub issue #270）
            </Translate>
          </Link>
        </div>
      </li>
    </ul>
  )
}
