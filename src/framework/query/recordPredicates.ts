import { DEFAULT_MATCH_TYPE, listParams, isMatchType, matchTypeParam, type MatchType } from '../data/apiConventions';
import { recordSearchFilters } from '../registry/recordSearchFields';
import { filterParam, type FilterDefinition, type ListCondition, type ResourceModel } from '../registry/types';
import { isSoftDeleted } from './isSoftDeleted';
import { instantOf, lowerBound, upperBound } from './dateBounds';
import { readField } from './readField';
import { textMatches } from './textMatch';
import { throughParam } from './throughParams';
import { equalsAnyOf, splitList } from './valueEquals';
import { valuesAtPath } from './valuesAtPath';

export type RecordPredicate = (record: Readonly<Record<string, unknown>>) => boolean;

type Params = Readonly<Record<string, string>>;

/** A parameter's value, or undefined when absent or blank (an empty filter filters nothing). */
function present(params: Params, name: string | undefined): string | undefined {
  if (name === undefined) return undefined;
  const value = params[name];
  return value === undefined || value.trim() === '' ? undefined : value;
}

/**
 * The value a filter looks at: the field itself, or for a path through arrays
 * (`responsibles[]`, `steps[].partId`) the list of values found, any of which may match.
 */
function filteredValue(record: Readonly<Record<string, unknown>>, field: string): unknown {
  if (!field.includes('[]')) return readField(record, field);
  return valuesAtPath(record, field).map(({ value }) => value);
}

function dateRangePredicates(filter: FilterDefinition, params: Params): RecordPredicate[] {
  const predicates: RecordPredicate[] = [];
  const fromText = present(params, filter.from);
  const toText = present(params, filter.to);
  const unit = filter.range ?? 'instant';
  const from = fromText === undefined ? undefined : lowerBound(fromText, unit);
  const to = toText === undefined ? undefined : upperBound(toText, unit);
  if (from !== undefined) {
    predicates.push((record) => {
      const time = instantOf(readField(record, filter.field), unit);
      return time !== undefined && time >= from;
    });
  }
  if (to !== undefined) {
    predicates.push((record) => {
      const time = instantOf(readField(record, filter.field), unit);
      return time !== undefined && time <= to;
    });
  }
  return predicates;
}

/** The match type a text filter applies: its `<param>MatchType` parameter, else the default. */
export function textMatchType(filter: FilterDefinition, params: Params): MatchType {
  const requested = params[matchTypeParam(filterParam(filter))];
  return isMatchType(requested) ? requested : DEFAULT_MATCH_TYPE;
}

function filterPredicates(filter: FilterDefinition, params: Params): RecordPredicate[] {
  if (filter.kind === 'dateRange') return dateRangePredicates(filter, params);
  const param = filterParam(filter);
  const value = present(params, param);
  if (value === undefined) return [];
  // The value set's 'All' option (status 99) filters nothing.
  if (filter.allValue !== undefined && value.trim() === String(filter.allValue)) return [];
  if (filter.kind === 'text') {
    const matchType = textMatchType(filter, params);
    if (!filter.field.includes('[]')) return [(record) => textMatches(readField(record, filter.field), value, matchType)];
    // Through an array: `notContains` means no item contains the text; the others, any item matches.
    return matchType === 'notContains'
      ? [(record) => valuesAtPath(record, filter.field).every((item) => textMatches(item.value, value, matchType))]
      : [(record) => valuesAtPath(record, filter.field).some((item) => textMatches(item.value, value, matchType))];
  }
  // enum, number, boolean, reference: equality, a comma list meaning "any of"; an array matches when any item does.
  const equals = equalsAnyOf(value);
  if (!filter.orThrough) return [(record) => equals(filteredValue(record, filter.field))];
  // Or through other records: their values were resolved into parameters (withThroughParams); none found matches nothing.
  const alternatives = filter.orThrough.flatMap((through, index) => {
    const resolved = present(params, throughParam(filter, index));
    if (resolved === undefined) return [];
    const resolvedEquals = equalsAnyOf(resolved);
    return [(record: Readonly<Record<string, unknown>>) => resolvedEquals(filteredValue(record, through.field))];
  });
  return [(record) => equals(filteredValue(record, filter.field)) || alternatives.some((matches) => matches(record))];
}

/**
 * The full-text search (`q`, listParams().search): a record matches when any of the text
 * filters it is found by (recordSearchFilters) contains the text, ignoring case and accents.
 */
function searchPredicates(resource: ResourceModel, params: Params): RecordPredicate[] {
  const text = present(params, listParams().search);
  if (text === undefined) return [];
  const fields = recordSearchFilters(resource).map((filter) => filter.field);
  const holds = (record: Readonly<Record<string, unknown>>, field: string) =>
    field.includes('[]')
      ? valuesAtPath(record, field).some((item) => textMatches(item.value, text, 'contains'))
      : textMatches(readField(record, field), text, 'contains');
  return [(record) => fields.some((field) => holds(record, field))];
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

const CONDITIONS: Record<ListCondition['op'], (value: unknown, expected: unknown) => boolean> = {
  empty: (value) => isEmpty(value),
  notEmpty: (value) => !isEmpty(value),
  equals: (value, expected) => value === expected,
  notEquals: (value, expected) => value !== expected,
};

/** Conditions every list of the resource applies, whatever the query. */
export function standingPredicates(resource: ResourceModel): RecordPredicate[] {
  const predicates: RecordPredicate[] = (resource.api.list.where ?? []).map((condition) => {
    const test = CONDITIONS[condition.op];
    return (record) => test(filteredValue(record, condition.field), condition.value);
  });
  if (resource.softDelete) predicates.push((record) => !isSoftDeleted(resource, record));
  return predicates;
}

/** Parameters that steer the query rather than filter records. */
function controlParams(resource: ResourceModel): Set<string> {
  const names = new Set([listParams().limit, listParams().skip, listParams().sort, listParams().order, listParams().search, resource.api.list.countParam]);
  for (const filter of resource.list.filters) {
    names.add(filterParam(filter));
    names.add(matchTypeParam(filterParam(filter)));
    if (filter.from !== undefined) names.add(filter.from);
    if (filter.to !== undefined) names.add(filter.to);
  }
  return names;
}

/**
 * Every condition on the records of a list of `resource`: the standing ones (the list's
 * `where` conditions; soft-deleted records never show), then those of `params` (see
 * queryPredicates).
 */
export function recordPredicates(resource: ResourceModel, params: Params): RecordPredicate[] {
  return [...standingPredicates(resource), ...queryPredicates(resource, params)];
}

/**
 * The conditions `params` adds to the standing ones: its declared filters, the full-text
 * search (`q`), the ids parameter (`api.list.idsParam`, else the id field itself) and equality on any other
 * top-level schema property. Unknown parameters add nothing. The filters in `settled` add
 * nothing either: for a caller that already holds exactly the records they pass (an index).
 */
export function queryPredicates(resource: ResourceModel, params: Params, settled: ReadonlySet<FilterDefinition> = new Set()): RecordPredicate[] {
  const predicates = resource.list.filters.flatMap((filter) => (settled.has(filter) ? [] : filterPredicates(filter, params)));
  predicates.push(...searchPredicates(resource, params));
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
    const equals = equalsAnyOf(value);
    predicates.push((record) => equals(record[property]));
  }
  return predicates;
}
