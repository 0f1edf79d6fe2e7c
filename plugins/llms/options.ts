import { Joi, optionsValidator } from '../validation'
import type { SectionTitles } from './collectSections'
import type { LlmsHeader } from './llmsTxt'

// The plugin's sentences (LlmsHeader.strings) follow the build's locale: not an option.
export interface LlmsPluginOptions extends Omit<LlmsHeader, 'strings'> {
  sectionTitles: SectionTitles
}

const sectionTitles = Joi.object<SectionTitles>({
  sidebars: Joi.object().pattern(Joi.string(), Joi.string()).required(),
  otherDocs: Joi.string().required(),
  blog: Joi.string().required(),
})

const schema = Joi.object<LlmsPluginOptions>({
  title: Joi.string().required(),
  summary: Joi.string().required(),
  sectionTitles: sectionTitles.required(),
})

export const validateOptions = optionsValidator('llms', schema)
