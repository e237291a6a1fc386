import type { StatusAction } from '../../framework/registry/types';

/** Why a pendency cannot be forwarded, as the API would refuse it; undefined when it can. */
export type ForwardRefusal = { kind: 'refused'; error: string } | { kind: 'status' };

/**
 * The forward action's own rules on the record (its `refuse` list, then its
 * `transitions` to the fixed target), so the page explains a refusal before the user
 * fills anything in.
 */
export function forwardRefusal(
  action: Pick<StatusAction, 'refuse' | 'transitions' | 'value'>,
  record: Readonly<Record<string, unknown>>,
  field: string,
): ForwardRefusal | undefined {
  const refusal = action.refuse?.find((rule) => rule.in.some((value) => value === (record[rule.field] ?? null)));
  if (refusal) return { kind: 'refused', error: refusal.error };
  const reachable = action.transitions ? (action.transitions[String(record[field])] ?? []) : undefined;
  if (reachable && action.value !== undefined && !reachable.includes(action.value)) return { kind: 'status' };
  return undefined;
}
