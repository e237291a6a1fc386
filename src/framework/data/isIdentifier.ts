import type { Identifier } from 'ra-core';

/** Whether a record's property holds an id another record can be found by: a non-empty string or a number. */
export function isIdentifier(value: unknown): value is Identifier {
  return (typeof value === 'string' && value !== '') || typeof value === 'number';
}
