import type { ThemeConfig } from '@docusaurus/types'
import { Joi, optionsValidator, themeConfigFields } from '../validation'
import type { LocalSearchThemeConfig } from './client/searchThemeConfig'

// The plugin takes no options: anything given is a mistake.
export const validateOptions = optionsValidator('local-search', Joi.object({}))

const askAi = Joi.alternatives()
  .try(Joi.string(), Joi.object({ assistantId: Joi.string().required() }).unknown())
  .messages({ 'alternatives.types': 'must be an assistant id (a string) or an object with an assistantId' })

const schema = Joi.object<LocalSearchThemeConfig>({
  // The app id and assistant id say which engine answers (client/searchMode.ts).
  algolia: Joi.object({ appId: Joi.string().required(), askAi }).unknown(),
  // The site's keywords meta tag becomes the search records' keywords.
  metadata: Joi.array().items(Joi.object().pattern(Joi.string(), Joi.string())),
})

export function localSearchThemeConfig(themeConfig: ThemeConfig): LocalSearchThemeConfig {
  return themeConfigFields('local-search', schema, themeConfig)
}
