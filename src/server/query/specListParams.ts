import { listParams } from '../../framework/data/apiConventions';
import { filterParam, type ResourceModel } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import { secretFields } from '../auth/secretFields';
import type { ListQueryRules } from './checkListQuery';

/** `filter={"name": "Elé", "projectId": "…"}`: field → value, JSON. */
export const FILTER_PARAM = 'filter';
/** `sort[]=name&sort[]=-updatedAt`: repeatable. */
export const SORT_LIST_PARAM = 'sort[]';
/** `populate[]=projectId`: repeatable. */
export const POPULATE_PARAM = 'populate[]';

/** A list query in the engine's vocabulary, and the reference fields to populate in its answer. */
export interface SpecListQuery {
  params: Record<string, string>;
  /** Declared reference paths (keys of `resource.references`: `projectId`, `groups[]`), in the order asked. */
  populate: string[];
}

function invalid(message: string): ApiError {
  return new ApiError(400, { error: 'INVALID_QUERY', message });
}

const cut = (text: string, length = 80): string => text.slice(0, length);
/** The repeated values of a `name[]` parameter (the request's query joins repeats with commas). */
const entries = (value: string): string[] => value.split(',').map((entry) => entry.trim());

function filterValue(key: string, value: unknown, text: boolean): string {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  const scalars = Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean');
  if (scalars && !text) return value.join(',');
  throw invalid(`"${FILTER_PARAM}" key "${cut(key)}" must be ${text ? 'one text' : 'a text, number, boolean or a list of them (any of)'}`);
}

/** `filter` as engine parameters: each key a filter or field the list accepts (a filter's field names its parameter). */
function fromFilter(resource: ResourceModel, rules: ListQueryRules, text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid(`"${FILTER_PARAM}" must be a JSON object of field → value, got "${cut(text, 40)}"`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid(`"${FILTER_PARAM}" must be a JSON object of field → value`);
  const control = new Set([listParams().limit, listParams().skip, listParams().offset, listParams().sort, listParams().order, resource.api.list.countParam]);
  const secrets = secretFields(resource);
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const filter = resource.list.filters.find((candidate) => candidate.field === key || filterParam(candidate) === key);
    if (filter?.kind === 'dateRange' && filter.from !== key && filter.to !== key) {
      throw invalid(`"${FILTER_PARAM}" key "${cut(key)}" is a date range: give "${filter.from ?? ''}" and/or "${filter.to ?? ''}"`);
    }
    const accepted = (rules.texts.has(key) || rules.params.has(key)) && !control.has(key) && !secrets.has(key);
    if (!accepted)
      throw invalid(
        `"${FILTER_PARAM}" key "${cut(key)}" is no filter of this list; filters: ${[...rules.texts, ...rules.params].filter((name) => !control.has(name)).join(', ')}`,
      );
    // A filter's field asks what its parameter asks: a text filter matches as the list's text filters do.
    const param = filter ? filterParam(filter) : key;
    const text = filterValue(key, value, rules.texts.has(param));
    if (params[param] !== undefined && params[param] !== text)
      throw invalid(`"${FILTER_PARAM}" asks two values of "${cut(param)}" (keys "${filter?.field ?? key}" and "${param}")`);
    params[param] = text;
  }
  return params;
}

/** `sort[]` as `sort` and `order`: the engine sorts by one field, so the first entry decides (the others are checked, then ignored). */
function fromSortList(rules: ListQueryRules, value: string): Record<string, string> {
  const sorts = entries(value).map((entry) => {
    const match = /^(-)?([^:\s]+?)(?::(asc|desc))?$/i.exec(entry);
    const field = match?.[2];
    if (!match || field === undefined || (match[1] !== undefined && match[3] !== undefined)) {
      throw invalid(`"${SORT_LIST_PARAM}" takes "field", "-field" or "field:asc|desc", got "${cut(entry, 40)}"`);
    }
    if (!rules.sortable.has(field)) throw invalid(`"${SORT_LIST_PARAM}" cannot sort by "${cut(field)}"; sortable: ${[...rules.sortable].join(', ')}`);
    const descending = match[1] === '-' || match[3]?.toLowerCase() === 'desc';
    return { [listParams().sort]: field, [listParams().order]: descending ? 'DESC' : 'ASC' };
  });
  return sorts[0]!;
}

/** `populate[]` as declared reference paths: `projectId`, or `groups` / `groups[]` for `groups[]`. */
function fromPopulate(resource: ResourceModel, value: string): string[] {
  const declared = Object.keys(resource.references);
  const paths = entries(value).map((entry) => {
    const path = declared.find((key) => key === entry || key === `${entry}[]`);
    if (path === undefined) {
      const offered = declared.map((key) => key.replace(/\[\]$/, '')).join(', ') || 'none';
      throw invalid(`"${POPULATE_PARAM}" cannot populate "${cut(entry)}"; reference fields: ${offered}`);
    }
    return path;
  });
  return [...new Set(paths)];
}

/**
 * The product's list vocabulary (spec §7: `filter`, `sort[]`, `populate[]`) translated
 * into the parameters the query engine reads, so `checkListQuery` and the indexes see one
 * vocabulary. `filter` adds its keys as filters; `sort[]` becomes `sort` and `order`
 * (the first entry: the engine sorts by one field); `populate[]` is returned apart for the
 * route to apply to the answer. 400 INVALID_QUERY names the parameter and the key at
 * fault: invalid JSON, an unknown or secret key, a value that is no text, number or
 * boolean, a field that is not sortable or not a declared reference, a key given twice
 * with two values, `sort[]` beside `sort` or `order`.
 */
export function specListParams(resource: ResourceModel, rules: ListQueryRules, query: Readonly<Record<string, string>>): SpecListQuery {
  const { [FILTER_PARAM]: filter, [SORT_LIST_PARAM]: sortList, [POPULATE_PARAM]: populate, ...rest } = query;
  const params: Record<string, string> = { ...rest };
  const added: Record<string, string> = {};
  if (filter !== undefined && filter.trim() !== '') Object.assign(added, fromFilter(resource, rules, filter));
  if (sortList !== undefined) {
    const plain = [listParams().sort, listParams().order].find((name) => name in params);
    if (plain !== undefined) throw invalid(`"${SORT_LIST_PARAM}" and "${plain}" both ask for an order; send one of them`);
    Object.assign(added, fromSortList(rules, sortList));
  }
  for (const [name, value] of Object.entries(added)) {
    const given = params[name];
    if (given !== undefined && given !== value) {
      throw invalid(
        `"${FILTER_PARAM}" key "${cut(name)}" asks "${cut(value, 40)}" but the query already holds "${cut(given, 40)}" for it (a parameter, or the project of the ProjectId header)`,
      );
    }
    params[name] = value;
  }
  return { params, populate: populate === undefined ? [] : fromPopulate(resource, populate) };
}
