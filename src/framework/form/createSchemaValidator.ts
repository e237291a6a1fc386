import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { customFormats } from '../formats';

/**
 * Builds the rjsf validator of the forms: Ajv with JSON Schema 2020-12 (the dialect of
 * `schemas/`), the standard `ajv-formats` and the custom formats (the engine's `email`, the
 * application's declared `formats`), the same ones the demo API checks with.
 *
 * Prefer the shared {@link schemaValidator}: ajv compiles and caches every schema it sees.
 */
export function createSchemaValidator(): ValidatorType<Record<string, unknown>, RJSFSchema> {
  return customizeValidator<Record<string, unknown>>({
    AjvClass: Ajv2020,
    customFormats: customFormats(),
    // Schemas carry annotations of the registry (`title`s on `$ref`s, unknown keywords).
    ajvOptionsOverrides: { strict: false },
  });
}

/** The one validator every form uses; the forms load this module lazily, after the application declared its formats. */
export const schemaValidator = createSchemaValidator();
