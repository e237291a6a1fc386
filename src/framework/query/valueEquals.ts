import { listSeparator } from '../data/apiConventions';

/** The non-empty items of a comma list (`a, b,,c` → `a`, `b`, `c`). */
export function splitList(param: string): string[] {
  return param
    .split(listSeparator())
    .map((token) => token.trim())
    .filter((token) => token !== '');
}

/**
 * Whether a stored value equals one query-string token. Query values are text, so a
 * number matches its numeric reading and a boolean `'true'`/`'false'`; an array matches
 * when any item does (a record linked to several others).
 */
export function valueEqualsToken(value: unknown, token: string): boolean {
  if (Array.isArray(value)) return value.some((item) => valueEqualsToken(item, token));
  if (typeof value === 'string') return value === token;
  if (typeof value === 'number') return token.trim() !== '' && Number(token) === value;
  if (typeof value === 'boolean') return token.trim().toLowerCase() === String(value);
  return false;
}

/**
 * Equality filter of the API: the whole parameter, or any item of it read as a comma
 * list (`status=1,2` means 1 or 2). Trying the whole value first keeps text that holds a
 * comma matchable.
 */
export function valueEqualsAnyOf(value: unknown, param: string): boolean {
  return equalsAnyOf(param)(value);
}

/** `valueEqualsAnyOf(value, param)` for many values: the list is split once. */
export function equalsAnyOf(param: string): (value: unknown) => boolean {
  const tokens = splitList(param);
  return (value) => valueEqualsToken(value, param) || tokens.some((token) => valueEqualsToken(value, token));
}
