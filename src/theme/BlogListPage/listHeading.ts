import { createContext } from 'react'

/**
 * The h1 of the blog list, handed from the list page (which knows the blog's title) to the post
 * list it renders inside <main>. Null everywhere else: tag and author pages have their own h1.
 */
export const BlogListHeading = createContext<string | null>(null)
