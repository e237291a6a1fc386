import { filterParam, type DateRangeUnit, type FilterDefinition } from '../registry/types';
import type { ResourceSummary } from '../registry/resourceDetails';
import { listParams, listSeparator, isMatchType, matchTypeParam } from './apiConventions';

export interface ListQuery {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date the user picked, as the instant its day starts or ends in the user's time zone:
 * a range spans from the start of its first day to the end of its last, so both days count.
 */
export function dayBoundary(value: string, end: 'start' | 'end'): string {
  const match = DATE_ONLY.exec(value);
  if (!match) return value;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = end === 'start' ? new Date(y, m - 1, d, 0, 0, 0, 0) : new Date(y, m - 1, d, 23, 59, 59, 999);
  return date.toISOString();
}

function serialize(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.length ? value.map(String).join(listSeparator()) : undefined;
  return String(value);
}

/**
 * A bound of a date range as the API reads it: a calendar day (`format: date`) stays the
 * bare day the user picked, whatever their time zone; a range of instants spans the user's
 * days (`dayBoundary`).
 */
function rangeBound(value: string, end: 'start' | 'end', unit: DateRangeUnit): string {
  if (unit === 'instant') return dayBoundary(value, end);
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value);
  return day ? day[0] : value;
}

function filterParams(filter: Record<string, unknown>, definitions: FilterDefinition[]): Record<string, string> {
  const params: Record<string, string> = {};
  const ranges = new Map<string, { end: 'start' | 'end'; unit: DateRangeUnit }>();
  for (const definition of definitions) {
    const unit = definition.range ?? 'instant';
    if (definition.from) ranges.set(definition.from, { end: 'start', unit });
    if (definition.to) ranges.set(definition.to, { end: 'end', unit });
  }
  for (const [key, raw] of Object.entries(filter)) {
    const value = serialize(raw);
    if (value === undefined) continue;
    const range = ranges.get(key);
    params[key] = range ? rangeBound(value, range.end, range.unit) : value;
  }
  // A match type only means something beside its text.
  for (const definition of definitions) {
    const param = matchTypeParam(filterParam(definition));
    if (params[param] !== undefined && (params[filterParam(definition)] === undefined || !isMatchType(params[param]))) delete params[param];
  }
  return params;
}

/** react-admin's list query as the paginated API's query string, in the names the application declares. */
export function buildListParams(resource: ResourceSummary, { pagination, sort, filter = {} }: ListQuery): Record<string, string> {
  const params = filterParams(filter, resource.list.filters);
  if (pagination) {
    params[listParams().limit] = String(pagination.perPage);
    params[listParams().skip] = String((pagination.page - 1) * pagination.perPage);
  }
  if (sort?.field) {
    params[listParams().sort] = sort.field === 'id' ? resource.api.idField : sort.field;
    params[listParams().order] = sort.order === 'DESC' ? 'DESC' : 'ASC';
  }
  params[resource.api.list.countParam] = 'true';
  return params;
}
