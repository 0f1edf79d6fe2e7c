import React, { type ReactNode } from 'react'
import BlogListPage from '@theme-original/BlogListPage'
import type BlogListPageType from '@theme/BlogListPage'
import type { WrapperProps } from '@docusaurus/types'
import { BlogListHeading } from './listHeading'

type Props = WrapperProps<typeof BlogListPageType>

// The theme's blog list has no h1; the title goes to BlogPostItems, which renders it in <main>.
export default function BlogListPageWrapper(props: Props): ReactNode {
  const { blogTitle, page } = props.metadata
  return (
    <BlogListHeading.Provider value={page > 1 ? `${blogTitle}（第 ${page} 页）` : blogTitle}>
      <BlogListPage {...props} />
    </BlogListHeading.Provider>
  )
}
