import type { ResourceSummary } from './resourceDetails';
import type { ValueSetEntry, ValueSetModel } from './types';

/** The value set of a field path (`executionStatus`, `statusHistory[].status` or `statusHistory.status`). */
export function valueSetOf(resource: ResourceSummary, field: string): ValueSetModel | undefined {
  const sets = resource.valueSetModels ?? {};
  return sets[field] ?? Object.entries(sets).find(([path]) => path.replace(/\[\]/g, '') === field)?.[1];
}

/** The entry showing `value`: its own, else the set's `unknown` one (an unknown status is shown as not started). */
export function valueSetEntry(set: ValueSetModel, value: unknown): ValueSetEntry | undefined {
  const own = set.values.find((entry) => String(entry.value) === String(value));
  if (own) return own;
  return set.unknown === undefined ? undefined : set.values.find((entry) => entry.value === set.unknown);
}

/** The entries in display order (`order`, then declared order). */
export function orderedEntries(set: ValueSetModel): ValueSetEntry[] {
  return [...set.values].sort((a, b) => a.order - b.order);
}
