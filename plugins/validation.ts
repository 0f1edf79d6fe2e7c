import { Joi, normalizePluginOptions, normalizeThemeConfig } from '@docusaurus/utils-validation'
import type { OptionValidationContext, ThemeConfig } from '@docusaurus/types'

export { Joi }

// Joi names a field by its path in the object it validated; a build log must also say which
// plugin and which object (its options or the site's themeConfig), or the reader cannot find it.
function fieldPath(path: readonly (string | number)[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('')
}

function namedError(plugin: string, field: (path: string) => string, error: unknown): Error {
  if (!(error instanceof Joi.ValidationError)) return error instanceof Error ? error : new Error(String(error))
  const details = error.details.map(detail => `${field(fieldPath(detail.path))} ${detail.message}`)
  // No `cause`: Docusaurus would print the Joi error again, without the field's path.
  return new Error(`[${plugin}] ${details.join('; ')}`)
}

// Without a label Joi says only what is expected ("must be a string"): the path comes first instead.
const unlabelled = <T>(schema: Joi.ObjectSchema<T>) => schema.prefs({ errors: { label: false } })

/**
 * The plugin module's `validateOptions`: Docusaurus's own `validate` (it adds the `id` option),
 * with errors that name the plugin and the option.
 */
export function optionsValidator<T>(plugin: string, schema: Joi.ObjectSchema<T>) {
  return ({ validate, options }: OptionValidationContext<unknown, T>): T => {
    try {
      return validate(unlabelled(schema), options)
    } catch (error) {
      throw namedError(plugin, path => `option "${path}"`, error)
    }
  }
}

/** For a plugin passed as a function with no `validateOptions` of its own, which Docusaurus does not check: the same check, run by the plugin. */
export function validatedOptions<T>(plugin: string, schema: Joi.ObjectSchema<T>, options: unknown): T {
  return optionsValidator(plugin, schema)({ validate: normalizePluginOptions as (schema: Joi.ObjectSchema<T>, options: unknown) => T, options })
}

/**
 * The fields of the site's themeConfig a plugin reads, checked by the plugin itself when it starts
 * (also when it is passed as a function); the schema's other fields belong to the themes.
 */
export function themeConfigFields<T>(plugin: string, schema: Joi.ObjectSchema<T>, themeConfig: ThemeConfig): T {
  try {
    // The schema checks what the type claims.
    return normalizeThemeConfig(unlabelled(schema), themeConfig as Partial<T>)
  } catch (error) {
    throw namedError(plugin, path => `themeConfig.${path}`, error)
  }
}
