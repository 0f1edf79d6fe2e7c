import { Joi, validatedOptions } from '../validation'

export interface TypedocApiOptions {
  id: string
}

// Only the instance id: Docusaurus ships plugin options to every page inside the site config,
// and the TypeDoc settings are build-time only (config/typedoc.ts hands them to the factory).
const schema = Joi.object<TypedocApiOptions>({}).messages({
  'object.unknown': 'is not allowed: id is the only option; TypeDoc settings belong in the ApiDocSet of config/typedoc.ts',
})

export function typedocApiOptions(options: unknown): TypedocApiOptions {
  return validatedOptions('typedoc-api', schema, options)
}
