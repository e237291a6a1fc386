import { useCallback, useMemo } from 'react';
import { useTranslate } from 'ra-core';
import type { BadgeColor, ResourceModel, ValueSetEntry } from '../registry/types';
import { orderedEntries, valueSetEntry, valueSetOf } from '../registry/valueSetEntry';
import { enumValueLabel } from './enumValueLabel';

export interface ValueSetView {
  /** Whether the field has a value set at all. */
  present: boolean;
  label(value: unknown): string;
  color(value: unknown): BadgeColor | undefined;
  phase(value: unknown): ValueSetEntry['phase'];
  /** Entries in display order. */
  entries: ValueSetEntry[];
  /** The 'All' option of filters, labelled. */
  all?: { value: string | number; label: string };
}

/** Controller of a value-set field: labels, colours and phases of its values, from the resource's value set. */
export function useValueSet(resource: ResourceModel, field: string): ValueSetView {
  const translate = useTranslate();
  const set = valueSetOf(resource, field);
  const label = useCallback((value: unknown) => enumValueLabel(translate, resource, field, value), [translate, resource, field]);
  return useMemo(() => {
    const entry = (value: unknown) => (set ? valueSetEntry(set, value) : undefined);
    return {
      present: set !== undefined,
      label,
      color: (value: unknown) => entry(value)?.color,
      phase: (value: unknown) => entry(value)?.phase,
      entries: set ? orderedEntries(set) : [],
      ...(set?.all ? { all: { value: set.all.value, label: translate(`valueSets.${set.name}.all`, { _: translate('app.filter.all') }) } } : {}),
    };
  }, [set, label, translate]);
}
