import { foldText } from '../../framework/query/textMatch';
import type { UniqueRule } from '../../framework/registry/types';

/** Comparable form of a unique field: text trimmed, without case or accents. */
function uniqueKey(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const text = foldText(value.trim());
    return text === '' ? undefined : `s:${text}`;
  }
  return `j:${JSON.stringify(value)}`;
}

function keyOf(record: Readonly<Record<string, unknown>>, fields: readonly string[]): string | undefined {
  const parts: string[] = [];
  for (const field of fields) {
    const part = uniqueKey(record[field]);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  return JSON.stringify(parts);
}

/**
 * Whether another record already has the candidate's values in `rule.fields`.
 * `selfId` (an update) excludes the record being replaced. A candidate missing one of
 * the fields conflicts with nothing: `required` is the schema's job.
 */
export function findUniqueConflict(
  rule: UniqueRule,
  candidate: Readonly<Record<string, unknown>>,
  records: readonly Readonly<Record<string, unknown>>[],
  idField: string,
  selfId?: string,
): boolean {
  const key = keyOf(candidate, rule.fields);
  if (key === undefined) return false;
  return records.some((record) => String(record[idField]) !== selfId && keyOf(record, rule.fields) === key);
}
