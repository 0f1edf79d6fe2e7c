import React, { type ReactNode } from 'react'
import BlogListPage from '@theme-original/BlogListPage'
import type BlogListPageType from '@theme/BlogListPage'
import type { WrapperProps } from '@docusaurus/types'
import { translate } from '@docusaurus/Translate'
import { BlogListHeading } from './listHeading'

type Props = WrapperProps<typeof BlogListPageType>

// The theme's blog list has no h1; the title goes to BlogPostItems, which renders it in <main>.
export default function BlogListPageWrapper(props: Props): ReactNode {
  const { blogTitle, page } = props.metadata
  const heading =
    page > 1
      ? translate({ id: 'blog.list.pageHeading', message: '{title}（第 {page} 页）', description: 'The blog list\'s h1 from its second page on' }, { title: blogTitle, page })
      : blogTitle
  return (
    <BlogListHeading.Provider value={heading}>
      <BlogListPage {...props} />
    </BlogListHeading.Provider>
  )
}
