import { filterParam, type FilterDefinition } from '../registry/types';
import type { ResourceSummary } from '../registry/resourceDetails';
import { splitList } from './valueEquals';
import { valuesAtPath } from './valuesAtPath';

type Params = Readonly<Record<string, string>>;

/** Reads one record of another resource by id; undefined when there is none. */
export type RecordLookup = (resource: string, id: string) => Readonly<Record<string, unknown>> | undefined;

/**
 * The parameter holding the values a filter's `orThrough[index]` resolved to. Its name has
 * a character no declared parameter may use, so a caller cannot send it: the list query
 * refuses parameters it does not offer.
 */
export function throughParam(filter: FilterDefinition, index: number): string {
  return `${filterParam(filter)}~${index}`;
}

/**
 * `params` with the values each `orThrough` of a filter stands for: for a filter given ids,
 * the values at `path` of those records of the named resource (a user's groups), as a
 * comma list; empty when none is found, so the alternative matches nothing. Resolved at
 * each query, so a change of the named records (a user joining a group) shows at once.
 */
export function withThroughParams(resource: ResourceSummary, params: Params, lookup: RecordLookup): Params {
  let expanded: Record<string, string> | undefined;
  for (const filter of resource.list.filters) {
    if (!filter.orThrough) continue;
    const value = params[filterParam(filter)];
    if (value === undefined || value.trim() === '') continue;
    const ids = splitList(value);
    filter.orThrough.forEach((through, index) => {
      const found = new Set<string>();
      for (const id of ids) {
        const record = lookup(through.resource, id);
        if (record)
          for (const { value: item } of valuesAtPath(record, through.path)) if (item !== undefined && item !== null && item !== '') found.add(String(item));
      }
      expanded ??= { ...params };
      expanded[throughParam(filter, index)] = [...found].join(',');
    });
  }
  return expanded ?? params;
}
