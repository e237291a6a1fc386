import type { StatusAction } from '../registry/types';
import { sameValue } from './sameValue';

type Value = string | number;

/**
 * The statuses a status action may move the record to: its fixed `value`, else its
 * `choices`, else every value of the field; with `transitions`, only those allowed from
 * `current` (a current status not listed allows none). The current status is never a target.
 *
 * @example
 * statusTargets({ choices: [0, 2, 3, 9], ... }, allValues, 2) // [0, 3, 9]
 */
export function statusTargets(action: Pick<StatusAction, 'value' | 'choices' | 'transitions'>, allValues: readonly Value[], current: unknown): Value[] {
  const base = action.value !== undefined ? [action.value] : (action.choices ?? allValues);
  const allowed = action.transitions ? (action.transitions[String(current)] ?? []) : undefined;
  return base.filter((value) => !sameValue(value, current) && (!allowed || allowed.some((target) => sameValue(target, value))));
}
