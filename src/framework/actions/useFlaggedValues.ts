import { useMemo } from 'react';
import { useGetList, type RaRecord } from 'ra-core';
import { useRegistry } from '../registry/RegistryContext';
import type { ActionTextInput } from '../registry/types';

type Rule = NonNullable<ActionTextInput['requiredWhen']>;

/** Enough for a table of statuses; they are few. */
const ALL = { page: 1, perPage: 1000 };
const NONE: unknown[] = [];

/**
 * The values that make a text required by a `requiredWhen` rule: the `match` values of
 * the rule's resource records whose `flag` is true (task statuses requiring an explanation).
 * Loaded only while `enabled` (the dialog is open); none when there is no rule or the load fails.
 */
export function useFlaggedValues(rule: Rule | undefined, enabled: boolean): unknown[] {
  const registry = useRegistry();
  const model = rule ? registry.resources.find((r) => r.name === rule.resource) : undefined;
  const { data } = useGetList<RaRecord>(
    rule?.resource ?? '',
    { pagination: ALL, sort: model?.list.sort ?? { field: 'id', order: 'ASC' }, filter: {} },
    { enabled: enabled && rule !== undefined },
  );
  return useMemo(() => (rule && data ? data.filter((record) => record[rule.flag] === true).map((record) => record[rule.match]) : NONE), [rule, data]);
}
