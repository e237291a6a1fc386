import type { ActionTextInput } from '../registry/types';
import { sameValue } from './sameValue';

/**
 * Whether a status action's text is required for `target`: listed in `requiredFor`, or
 * flagged by a `requiredWhen` record (`flagged`: the matching values whose flag is true).
 * Without either rule a reason is always required and a note never is.
 */
export function isTextRequired(input: ActionTextInput | undefined, role: 'reason' | 'note', target: unknown, flagged: readonly unknown[]): boolean {
  if (!input || target === undefined) return false;
  if (!input.requiredFor && !input.requiredWhen) return role === 'reason';
  const listed = input.requiredFor?.some((value) => sameValue(value, target)) ?? false;
  const byFlag = input.requiredWhen ? flagged.some((value) => sameValue(value, target)) : false;
  return listed || byFlag;
}
