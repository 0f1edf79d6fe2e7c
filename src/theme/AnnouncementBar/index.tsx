import React, { useEffect, type ReactNode } from 'react'
import AnnouncementBar from '@theme-original/AnnouncementBar'
import type AnnouncementBarType from '@theme/AnnouncementBar'
import type { WrapperProps } from '@docusaurus/types'
import { useAnnouncementBar } from '@docusaurus/theme-common/internal'

type Props = WrapperProps<typeof AnnouncementBarType>

// The theme's inline script hides the bar before hydration when the *old* one was
// dismissed; it does not look at the id. When the id changed, the context
// re-activates the bar but that CSS attribute would keep it hidden until the next
// page load, so clear it here.
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar()
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false')
  }, [isActive])
  return <AnnouncementBar {...props} />
}
