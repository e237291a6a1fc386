import type { ErrorObject } from 'ajv';
import type { FieldErrorBody } from '../../framework/data/apiConventions';

/** Message key of a missing required field. */
export const REQUIRED_MESSAGE = 'FIELD_IS_REQUIRED';

/** Formats with their own message (spec §5); any other format says `validation.format`. */
const FORMATS_WITH_MESSAGE = new Set(['email', 'cpf', 'cnpj']);

/** Wrapper keywords whose inner errors already say what is wrong. */
const SKIPPED_KEYWORDS = new Set(['if']);

function pointerToDotted(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The property an error is about: for `required`, the missing property itself. */
function fieldOf(error: ErrorObject): string {
  const path = pointerToDotted(error.instancePath);
  const params: Record<string, unknown> = error.params;
  const child = params.missingProperty ?? params.additionalProperty;
  if (typeof child === 'string') path.push(child);
  return path.join('.');
}

function messageOf(error: ErrorObject): string {
  if (error.keyword === 'required' || error.keyword === 'dependentRequired') return REQUIRED_MESSAGE;
  if (error.keyword === 'format') {
    const format: unknown = error.params.format;
    return typeof format === 'string' && FORMATS_WITH_MESSAGE.has(format) ? `validation.${format}` : 'validation.format';
  }
  return `validation.${error.keyword}`;
}

/**
 * Turns ajv errors into the API's field errors: `field` a dotted path (`translations.0.description`),
 * `message` a message key (`FIELD_IS_REQUIRED`, `validation.email`, `validation.minLength` ...).
 * One error per field and keyword.
 */
export function toFieldErrors(errors: readonly ErrorObject[]): FieldErrorBody[] {
  const seen = new Set<string>();
  const result: FieldErrorBody[] = [];
  for (const error of errors) {
    if (SKIPPED_KEYWORDS.has(error.keyword)) continue;
    // Items failing a `contains` subschema are not at fault: the array is, and says so.
    if (error.schemaPath.includes('/contains/')) continue;
    const field = fieldOf(error);
    const key = `${field}\u0000${error.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ field, keyword: error.keyword, message: messageOf(error), params: { ...error.params } });
  }
  return result;
}
