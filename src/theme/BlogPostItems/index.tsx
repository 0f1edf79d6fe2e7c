import React, { useContext, type ReactNode } from 'react'
import BlogPostItems from '@theme-original/BlogPostItems'
import type BlogPostItemsType from '@theme/BlogPostItems'
import type { WrapperProps } from '@docusaurus/types'
import { BlogListHeading } from '../BlogListPage/listHeading'
import styles from './styles.module.css'

type Props = WrapperProps<typeof BlogPostItemsType>

// On the blog list, the page's h1 for screen readers and the outline (the posts' titles are h2);
// hidden on screen, where the navbar and the sidebar already say it is the blog.
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const heading = useContext(BlogListHeading)
  return (
    <>
      {heading && <h1 className={styles.visuallyHidden}>{heading}</h1>}
      <BlogPostItems {...props} />
    </>
  )
}
