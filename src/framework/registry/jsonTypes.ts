/** Whether a value is of a JSON Schema `type` (`integer` a whole number, `object` no array or null), by type name. */
export const JSON_TYPE_OF: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  integer: (value) => Number.isInteger(value),
  boolean: (value) => typeof value === 'boolean',
  array: Array.isArray,
  object: (value) => value !== null && typeof value === 'object' && !Array.isArray(value),
  null: (value) => value === null,
};
