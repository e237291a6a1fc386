import type { RJSFValidationError } from '@rjsf/utils';
import { formatMessageKeys } from '../formats';
import { requiredMessageKey } from '../registry/apiSection';
import type { ResourceModel } from '../registry/types';
import { errorFieldPath, withoutIndexes } from './fieldPath';
import { chosenBranchErrors } from './chosenBranchErrors';

/** A translation function, react-admin's `useTranslate()` result being one. */
export type Translate = (key: string, options?: object) => string;

/**
 * Gives every rjsf validation error a translated message.
 *
 * - `required` → the `api` section's required message key;
 * - `format` → the format's declared message key (`validation.email` ...), or
 *   `validation.format` with `%{format}` for the other formats;
 * - any other keyword → `validation.<keyword>`, interpolated with ajv's params
 *   (`%{limit}`, `%{pattern}` ...), falling back to the general `forms.validation.invalid`
 *   (never ajv's English) when the key is missing;
 * - `type` → `forms.validation.type.<type>` ("Enter a number");
 * - errors inside a failing `contains` are dropped: the array's own error says it;
 * - `resource.errors[<field path>][<keyword>]` replaces the key, the path being dotted
 *   with or without array indexes (`translations.0.description` or `translations.description`).
 *
 * @param errors - errors as rjsf hands them to `transformErrors`
 * @param resource - the resource, for its `errors` overrides
 * @param translate - the i18n function
 */
export function translateErrors(errors: RJSFValidationError[], resource: Pick<ResourceModel, 'errors'>, translate: Translate): RJSFValidationError[] {
  // Items failing a `contains` subschema are not at fault: the array is, and says so. Of a
  // oneOf/anyOf, only the errors of the option the form shows count; its "choose one" over
  // a field whose own message shows beneath it repeats that message, so it is left out.
  const shown = chosenBranchErrors(errors);
  const paths = shown.map(errorFieldPath);
  const echoesBelow = (path: string) => paths.some((other) => other.startsWith(path === '' ? '' : `${path}.`) && other !== path);
  return shown
    .filter((error) => !(error.schemaPath ?? '').includes('/contains/') && !(isChoiceError(error) && echoesBelow(errorFieldPath(error))))
    .map((error) => {
      const message = translateError(error, resource, translate);
      const path = errorFieldPath(error);
      return { ...error, message, stack: path ? `${path}: ${message}` : message };
    });
}

const isChoiceError = (error: RJSFValidationError) => error.name === 'oneOf' || error.name === 'anyOf';

function translateError(error: RJSFValidationError, resource: Pick<ResourceModel, 'errors'>, translate: Translate): string {
  const keyword = error.name ?? '';
  const params: Record<string, unknown> = { ...(error.params as Record<string, unknown> | undefined) };
  const path = errorFieldPath(error);
  const override = resource.errors[path]?.[keyword] ?? resource.errors[withoutIndexes(path)]?.[keyword];
  if (override) return translate(override, params);
  if (keyword === 'required') return translate(requiredMessageKey(), params);
  if (keyword === 'format') {
    const formatKey = typeof params.format === 'string' ? formatMessageKeys()[params.format] : undefined;
    if (formatKey) return translate(formatKey, params);
  }
  if (keyword === 'oneOf' || keyword === 'anyOf') return translate('forms.validation.choice');
  if (keyword === 'type') {
    const type = Array.isArray(params.type) ? params.type[0] : params.type;
    return translate(`forms.validation.type.${String(type)}`, { _: translate('forms.validation.invalid') });
  }
  // Never ajv's English: a keyword without a message of its own gets the general one.
  return translate(`validation.${keyword}`, { ...params, _: translate('forms.validation.invalid') });
}
