import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'

export interface BlogPostSource { route: string; title: string; tags: string[]; date: string }

const blogDir = path.resolve(__dirname, '../../blog')

/** Posts as written in blog/ (route = file path without extension, no date in file names). */
export function readBlogPosts(): BlogPostSource[] {
  const posts: BlogPostSource[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.mdx?$/.test(entry.name)) {
        const { data } = matter(fs.readFileSync(full, 'utf8'))
        const relative = path.relative(blogDir, full).replace(/\.mdx?$/, '')
        posts.push({
          route: `/blog/${relative}`,
          title: String(data.title),
          tags: ([] as string[]).concat(data.tags ?? []),
          date: new Date(data.date).toISOString(),
        })
      }
    }
  }
  walk(blogDir)
  return posts
}
