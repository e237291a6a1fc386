/**
 * The form data as it is validated and sent: strings trimmed, a blank string, `null` or an
 * empty choice removed, so "required" refuses a value of spaces and an unselected item of a
 * list is not sent as `null`. Returns a copy; `data` is not changed.
 *
 * @example trimFormData({ name: '  Pump ', note: '   ', tags: ['a', null] }) // { name: 'Pump', tags: ['a'] }
 */
export function trimFormData<T>(data: T): T {
  return trimValue(data) as T;
}

function trimValue(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (Array.isArray(value)) return value.map(trimValue).filter((item) => item !== undefined);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const trimmed = trimValue(item);
      return trimmed === undefined ? [] : [[key, trimmed] as const];
    });
    return Object.fromEntries(entries);
  }
  return value === null ? undefined : value;
}
