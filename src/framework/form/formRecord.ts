type Data = Record<string, unknown>;

/**
 * The part of a record the form edits: its `fields` only. The rest (`_id`, react-admin's
 * `id`, timestamps, fields kept by actions) is not validated against the form's schema,
 * which may be closed (`additionalProperties: false`).
 */
export function pickFormData(record: Data | undefined, fields: readonly string[]): Data {
  if (!record) return {};
  return Object.fromEntries(fields.flatMap((field) => (record[field] === undefined ? [] : [[field, record[field]]])));
}

/**
 * The record to save: the original record without the form's fields, then what the form
 * holds, so a field emptied in the form is gone and the fields the form does not show are
 * sent back as they were.
 */
export function mergeFormData(record: Data | undefined, formData: Data, fields: readonly string[]): Data {
  const kept = Object.fromEntries(Object.entries(record ?? {}).filter(([key]) => !fields.includes(key)));
  return { ...kept, ...formData };
}
