import React, { Children, isValidElement, type ReactNode } from 'react'
import Head from '@docusaurus/Head'
import { LOCAL_SEARCH_APP_ID } from './searchMode'

// Replaces `@docusaurus/Head` for the theme's SearchBar only (plugins/local-search): its
// preconnect to `<appId>-dsn.algolia.net` is a request to a host that has nothing for a site
// searching its own index. With a real Algolia app id the hint stays.

type Props = { children?: ReactNode }

function isLocalPreconnect(child: ReactNode): boolean {
  if (!isValidElement<{ rel?: string; href?: string }>(child) || child.type !== 'link') return false
  return child.props.rel === 'preconnect' && (child.props.href ?? '').includes(`${LOCAL_SEARCH_APP_ID}-dsn.`)
}

export default function HeadWithoutLocalPreconnect({ children, ...props }: Props): ReactNode {
  const kept = Children.toArray(children).filter(child => !isLocalPreconnect(child))
  return kept.length > 0 ? <Head {...props}>{kept}</Head> : null
}
