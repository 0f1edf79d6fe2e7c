import type { ThemeConfig as CommonThemeConfig } from '@docusaurus/theme-common'
import type { ThemeConfig } from '@docusaurus/types'
import { Joi, themeConfigFields } from '../validation'

/** The announcement bar fields the gesture recorder needs: which bar, and whether it can be closed. */
export interface EarlyGesturesThemeConfig {
  announcementBar?: Partial<Pick<NonNullable<CommonThemeConfig['announcementBar']>, 'id' | 'isCloseable'>>
}

const schema = Joi.object<EarlyGesturesThemeConfig>({
  announcementBar: Joi.object({ id: Joi.string(), isCloseable: Joi.boolean() }).unknown(),
})

export function earlyGesturesThemeConfig(themeConfig: ThemeConfig): EarlyGesturesThemeConfig {
  return themeConfigFields('early-gestures', schema, themeConfig)
}
