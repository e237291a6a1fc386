import type { DeleteGuard } from '../../framework/registry/types';
import { valuesAtPath } from '../../framework/query/valuesAtPath';

/** How many of `records` point at `id` through `guard.field` (`[]` walking arrays). */
export function countGuardLinks(guard: DeleteGuard, id: string, records: readonly Readonly<Record<string, unknown>>[]): number {
  return records.filter((record) => valuesAtPath(record, guard.field).some(({ value }) => String(value) === id)).length;
}
