import type { LoadContext, Plugin } from '@docusaurus/types'
import { earlyGesturesInlineScript, type AnnouncementSettings } from './client/earlyGestures'
import { earlyGesturesThemeConfig } from './themeConfig'

/** The storage slots the theme's announcement bar reads, named as the theme names them for this site. */
function announcementSettings(context: LoadContext): AnnouncementSettings | undefined {
  const bar = earlyGesturesThemeConfig(context.siteConfig.themeConfig).announcementBar
  if (!bar?.id || bar.isCloseable === false) return undefined
  const { namespace, type } = context.siteStorage
  return {
    id: bar.id,
    dismissKey: `docusaurus.announcement.dismiss${namespace}`,
    idKey: `docusaurus.announcement.id${namespace}`,
    storage: type,
  }
}

/** First thing in <body>: the search, menu and announcement gestures made before hydration count. */
export default function earlyGesturesPlugin(context: LoadContext): Plugin {
  const script = earlyGesturesInlineScript(announcementSettings(context))
  return {
    name: 'early-gestures',
    injectHtmlTags: () => ({ preBodyTags: [{ tagName: 'script', innerHTML: script }] }),
  }
}
