import { Joi, optionsValidator } from '../validation'
import type { ExternalSources } from './contentSecurityPolicy'

// Each source goes into a header line as is: a space, `;` or quote would add or break a directive.
const hostSource = Joi.string()
  .pattern(/^https:\/\/[^\s;,'"]+$/)
  .messages({ 'string.pattern.base': 'must be an https:// host source such as https://hm.baidu.com, not {#value}' })

const sources = Joi.array().items(hostSource).default([])

const schema = Joi.object<Required<ExternalSources>>({ script: sources, connect: sources, img: sources })

export const validateOptions = optionsValidator('security-headers', schema)
