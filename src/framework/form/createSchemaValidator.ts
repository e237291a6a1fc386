import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import Ajv2020 from 'ajv/dist/2020';
import { customFormats } from '../formats';

/**
 * Builds the rjsf validator of the forms: Ajv with JSON Schema 2020-12 (the dialect of
 * `schemas/`), the standard `ajv-formats` and the custom `cpf`, `cnpj` and `email`
 * formats, the same ones the demo API checks with.
 *
 * Prefer the shared {@link schemaValidator}: ajv compiles and caches every schema it sees.
 */
export function createSchemaValidator(): ValidatorType<Record<string, unknown>, RJSFSchema> {
  return customizeValidator<Record<string, unknown>>({
    AjvClass: Ajv2020,
    customFormats,
    // Schemas carry annotations of the registry (`title`s on `$ref`s, unknown keywords).
    ajvOptionsOverrides: { strict: false },
  });
}

/** The one validator every form uses. */
export const schemaValidator = createSchemaValidator();
