import type { FieldErrorBody } from '../../framework/data/apiConventions';

/**
 * Field errors in the order the schema lists its properties (ajv reports `required`
 * before the rest), so the first one, whose product code heads the answer, is the first
 * field of the form.
 */
export function orderByProperties(errors: readonly FieldErrorBody[], properties: readonly string[]): FieldErrorBody[] {
  const rank = (error: FieldErrorBody) => {
    const index = properties.indexOf(error.field.split('.')[0] ?? error.field);
    return index === -1 ? properties.length : index;
  };
  return [...errors].sort((a, b) => rank(a) - rank(b));
}
