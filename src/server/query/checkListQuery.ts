import { isMatchType, listParams, listSeparator, matchTypeParam, maxPageSize } from '../../framework/data/apiConventions';
import { recordSearchFilters } from '../../framework/registry/recordSearchFields';
import { filterParam, type RegistryModel, type ResourceModel } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import { secretFields } from '../auth/secretFields';

/** Largest page a list call answers; a call without `limit` gets this many records at most. */
/** Largest `skip`. */
export const MAX_SKIP = 10_000_000;
/** Characters of a text filter (the trigram index needs 3; a title is far shorter). */
export const MAX_FILTER_TEXT = 200;
/** Ids of one ids filter, and values of one "any of" list. */
export const MAX_LIST_VALUES = 1000;
/** Characters of any other parameter. */
export const MAX_PARAM_TEXT = 2000;

type Params = Readonly<Record<string, string>>;

/** What one resource's list calls may ask. */
export interface ListQueryRules {
  /** Fields a list may be sorted by: the default sort and the sortable columns. */
  sortable: ReadonlySet<string>;
  /** Parameters filtering with a text match (length-limited). */
  texts: ReadonlySet<string>;
  /** Every other parameter accepted. */
  params: ReadonlySet<string>;
  /** The parameter asking a page for its total (`true` or `false`). */
  countParam: string;
}

/**
 * The rules of `resource`'s list calls, from its definition: sorts by the default sort
 * field the sortable `list.columns` and the id; filters by the `list.filters` (their parameter
 * or field, the match type, the date range's `from`/`to`), the full-text search `q` of a
 * resource with text filters to search by, the ids, and the fields other
 * resources list this one by (`show.related[].target`, the reference lists of a show page)
 * and the project field of a project-scoped resource.
 */
export function listQueryRules(resource: ResourceModel, model: RegistryModel): ListQueryRules {
  const sortable = sortableFields(resource);
  const texts = new Set<string>();
  const params = new Set([
    listParams().limit,
    listParams().skip,
    listParams().sort,
    listParams().order,
    resource.api.list.countParam,
    resource.api.idField,
    resource.api.list.idsParam ?? resource.api.idField,
  ]);
  for (const filter of resource.list.filters) {
    const param = filterParam(filter);
    if (filter.kind === 'text') {
      texts.add(param);
      texts.add(filter.field);
      params.add(matchTypeParam(param));
    } else {
      params.add(param);
      params.add(filter.field);
    }
    if (filter.from !== undefined) params.add(filter.from);
    if (filter.to !== undefined) params.add(filter.to);
  }
  for (const other of model.resources) {
    for (const related of other.show.related ?? []) if (related.resource === resource.name) params.add(related.target);
  }
  // The full-text search, over the text filters its records are found by (none: no search).
  if (recordSearchFilters(resource).length > 0) texts.add(listParams().search);
  // The project and contract filters the API adds to a project-scoped list (src/server/auth/protectResourceRoute).
  if (resource.projectScope) for (const field of Object.values(resource.projectScope)) params.add(field);
  return { sortable, texts, params, countParam: resource.api.list.countParam };
}

/** Fields a list of `resource` may be sorted by, each with a sort index: the default sort, the sortable columns, the id. */
export function sortableFields(resource: ResourceModel): Set<string> {
  // The columns the user may add with the column chooser sort too.
  const columns = [...resource.list.columns, ...(resource.list.optionalColumns ?? [])];
  const fields = [resource.list.sort.field, resource.api.idField, ...columns.filter((column) => column.sortable).map((column) => column.field)];
  // An order by a secret would answer questions about it, one comparison at a time.
  const secrets = secretFields(resource);
  return new Set(fields.filter((field) => !secrets.has(field)));
}

function invalid(message: string): ApiError {
  return new ApiError(400, { error: 'INVALID_QUERY', message });
}

function wholeNumber(params: Params, name: string, max: number): void {
  const text = params[name];
  if (text === undefined) return;
  if (!/^\d{1,10}$/.test(text) || Number(text) > max) throw invalid(`"${name}" must be a whole number from 0 to ${max}, got "${text.slice(0, 40)}"`);
}

/** Refuses (400 INVALID_QUERY) `limit` and `skip` that are not whole numbers within their bounds; a list that is not paged checks them too. */
export function checkPaging(params: Params): void {
  wholeNumber(params, listParams().limit, maxPageSize());
  wholeNumber(params, listParams().skip, MAX_SKIP);
}

/**
 * Refuses, with 400 INVALID_QUERY, a list query the resource does not offer or that is out
 * of bounds: `limit` (0 to the page maximum) and `skip` not whole numbers, a count parameter
 * other than `true` or `false`, a sort on a field that
 * is not sortable, an order other than ASC/DESC, a parameter that is no filter of the
 * definition, an unknown match type, a text filter over MAX_FILTER_TEXT characters, a list
 * of more than MAX_LIST_VALUES values. Every accepted query is answered from the indexes.
 */
export function checkListQuery(rules: ListQueryRules, params: Params): void {
  checkPaging(params);
  const count = params[rules.countParam];
  if (count !== undefined && count !== 'true' && count !== 'false') throw invalid(`"${rules.countParam}" must be true or false, got "${count.slice(0, 40)}"`);
  const sort = params[listParams().sort];
  if (sort !== undefined && sort.trim() !== '' && !rules.sortable.has(sort.trim())) {
    throw invalid(`Cannot sort by "${sort.slice(0, 80)}"; sortable: ${[...rules.sortable].join(', ')}`);
  }
  const order = params[listParams().order];
  if (order !== undefined && order.trim() !== '' && !['ASC', 'DESC'].includes(order.trim().toUpperCase()))
    throw invalid(`"order" must be ASC or DESC, got "${order.slice(0, 40)}"`);
  for (const [name, value] of Object.entries(params)) {
    if (rules.texts.has(name)) {
      if (value.length > MAX_FILTER_TEXT) throw invalid(`Filter "${name}" is longer than ${MAX_FILTER_TEXT} characters`);
      continue;
    }
    if (!rules.params.has(name)) throw invalid(`Unknown query parameter "${name.slice(0, 80)}"`);
    if (name.endsWith(listParams().matchTypeSuffix) && value !== '' && !isMatchType(value))
      throw invalid(`"${name}" must be one of contains, equals, startsWith, endsWith, notContains`);
    if (value.split(listSeparator()).length > MAX_LIST_VALUES) throw invalid(`"${name}" lists more than ${MAX_LIST_VALUES} values`);
    if (value.length > MAX_PARAM_TEXT && value.split(listSeparator()).length === 1) throw invalid(`"${name}" is longer than ${MAX_PARAM_TEXT} characters`);
  }
}
