import { deepEquals, type ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import type { FieldErrorBody } from '../data/apiConventions';
import { topLevelField } from './fieldPath';
import { serverErrorsToExtraErrors } from './serverErrorsToExtraErrors';
import type { Translate } from './translateErrors';

interface Snapshot {
  errors: readonly FieldErrorBody[] | undefined;
  formData: Record<string, unknown>;
}

const NO_ERRORS: readonly FieldErrorBody[] = [];

/**
 * rjsf `extraErrors` from the field errors of the last API refusal. An error stays on its
 * field until the user changes that field's value; errors about a field the form does not
 * show land on the form itself so they are never silently lost.
 *
 * @param serverErrors - the `errors` of the last 400 body; a new array restarts the tracking
 * @param formData - the current form data
 * @param fields - the top-level fields the form shows
 */
export function useServerErrors(
  serverErrors: readonly FieldErrorBody[] | undefined,
  formData: Record<string, unknown>,
  fields: readonly string[],
  translate: Translate,
): ErrorSchema | undefined {
  const [snapshot, setSnapshot] = useState<Snapshot>({ errors: serverErrors, formData });
  // New errors: remember the values they were about (state derived during render, React's pattern).
  if (snapshot.errors !== serverErrors) setSnapshot({ errors: serverErrors, formData });

  const errors = serverErrors ?? NO_ERRORS;
  const shownKey = errors
    .map((error, index) => {
      const field = topLevelField(error.field);
      return deepEquals(snapshot.formData[field], formData[field]) ? index : -1;
    })
    .filter((index) => index >= 0)
    .join(',');

  return useMemo(() => {
    const shown = shownKey
      .split(',')
      .filter((index) => index !== '')
      .flatMap((index) => errors[Number(index)] ?? []);
    if (shown.length === 0) return undefined;
    const placed = shown.map((error) => (fields.includes(topLevelField(error.field)) ? error : { ...error, field: '' }));
    return serverErrorsToExtraErrors(placed, translate);
  }, [errors, shownKey, fields, translate]);
}
