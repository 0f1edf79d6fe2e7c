import React, { useEffect, type ReactNode } from 'react'
import AnnouncementBar from '@theme-original/AnnouncementBar'
import type AnnouncementBarType from '@theme/AnnouncementBar'
import type { WrapperProps } from '@docusaurus/types'
import { ThemeClassNames } from '@docusaurus/theme-common'

type Props = WrapperProps<typeof AnnouncementBarType>

// The theme's inline script hides the bar before hydration when the *old* one was
// dismissed; it does not look at the id. When the id changed, the theme shows the bar
// again but that CSS attribute would keep it hidden until the next page load, so clear
// it whenever the bar is on the page (the theme renders it only while it is active).
export default function AnnouncementBarWrapper(props: Props): ReactNode {
  useEffect(() => {
    if (document.querySelector(`.${ThemeClassNames.announcementBar.container}`)) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false')
    }
  })
  return <AnnouncementBar {...props} />
}
