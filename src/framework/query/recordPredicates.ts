import { DEFAULT_MATCH_TYPE, LIMIT_PARAM, ORDER_PARAM, SKIP_PARAM, SORT_PARAM, isMatchType, matchTypeParam } from '../data/apiConventions';
import type { FilterDefinition, ResourceModel } from '../registry/types';
import { instantOf, lowerBound, upperBound } from './dateBounds';
import { readField } from './readField';
import { textMatches } from './textMatch';
import { splitList, valueEqualsAnyOf } from './valueEquals';

export type RecordPredicate = (record: Readonly<Record<string, unknown>>) => boolean;

type Params = Readonly<Record<string, string>>;

/** A parameter's value, or undefined when absent or blank (an empty filter filters nothing). */
function present(params: Params, name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const value = params[name];
  return value === undefined || value.trim() === '' ? undefined : value;
}

function dateRangePredicates(filter: FilterDefinition, params: Params): RecordPredicate[] {
  const predicates: RecordPredicate[] = [];
  const fromText = present(params, filter.from);
  const toText = present(params, filter.to);
  const from = fromText === undefined ? undefined : lowerBound(fromText);
  const to = toText === undefined ? undefined : upperBound(toText);
  if (from !== undefined) {
    predicates.push((record) => {
      const time = instantOf(readField(record, filter.field));
      return time !== undefined && time >= from;
    });
  }
  if (to !== undefined) {
    predicates.push((record) => {
      const time = instantOf(readField(record, filter.field));
      return time !== undefined && time <= to;
    });
  }
  return predicates;
}

function filterPredicates(filter: FilterDefinition, params: Params): RecordPredicate[] {
  if (filter.kind === 'dateRange') return dateRangePredicates(filter, params);
  const value = present(params, filter.field);
  if (value === undefined) return [];
  if (filter.kind === 'text') {
    const requested = params[matchTypeParam(filter.field)];
    const matchType = isMatchType(requested) ? requested : DEFAULT_MATCH_TYPE;
    return [(record) => textMatches(readField(record, filter.field), value, matchType)];
  }
  // enum, number, boolean, reference: equality, a comma list meaning "any of".
  return [(record) => valueEqualsAnyOf(readField(record, filter.field), value)];
}

/** Parameters that steer the query rather than filter records. */
function controlParams(resource: ResourceModel): Set<string> {
  const names = new Set([LIMIT_PARAM, SKIP_PARAM, SORT_PARAM, ORDER_PARAM, resource.api.list.countParam]);
  for (const filter of resource.list.filters) {
    names.add(filter.field);
    names.add(matchTypeParam(filter.field));
    if (filter.from !== undefined) names.add(filter.from);
    if (filter.to !== undefined) names.add(filter.to);
  }
  return names;
}

/**
 * Every condition `params` puts on the records of `resource`: its declared filters, the
 * ids parameter (`api.list.idsParam`, else the id field itself) and equality on any
 * other top-level schema property. Unknown parameters add nothing.
 */
export function recordPredicates(resource: ResourceModel, params: Params): RecordPredicate[] {
  const predicates = resource.list.filters.flatMap((filter) => filterPredicates(filter, params));
  const handled = controlParams(resource);

  const idsParam = resource.api.list.idsParam ?? resource.api.idField;
  const ids = present(params, idsParam);
  if (ids !== undefined && !handled.has(idsParam)) {
    const wanted = new Set(splitList(ids));
    const idField = resource.api.idField;
    predicates.push((record) => wanted.has(String(record[idField])));
  }
  handled.add(idsParam);

  for (const property of Object.keys(resource.schema.properties ?? {})) {
    const value = present(params, property);
    if (value === undefined || handled.has(property)) continue;
    predicates.push((record) => valueEqualsAnyOf(record[property], value));
  }
  return predicates;
}
