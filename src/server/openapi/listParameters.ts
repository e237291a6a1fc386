import { listParams, MATCH_TYPES, maxPageSize } from '../../framework/data/apiConventions';
import { recordSearchFilters } from '../../framework/registry/recordSearchFields';
import { filterParam, type RegistryModel, type ResourceModel } from '../../framework/registry/types';
import { secretFields } from '../auth/secretFields';
import { MAX_FILTER_TEXT, MAX_PARAM_TEXT, MAX_SKIP, listQueryRules } from '../query/checkListQuery';
import { FILTER_PARAM, POPULATE_PARAM, SORT_LIST_PARAM } from '../query/specListParams';
import type { JsonSchema, OpenApiParameter } from './openApiTypes';

const query = (name: string, schema: JsonSchema, description: string, extra: Record<string, unknown> = {}): OpenApiParameter =>
  ({ name, in: 'query', required: false, description, schema, ...extra }) as OpenApiParameter;

const SCALAR: JsonSchema = { type: ['string', 'number', 'boolean'] };
const TEXT_FILTER: JsonSchema = { type: 'string', maxLength: MAX_FILTER_TEXT };
const MATCH_TYPE: JsonSchema = { type: 'string', enum: [...MATCH_TYPES] };

/** What a filter name is to the list: a text match, a match type, or a value (any of, comma separated). */
function filterSchema(name: string, texts: ReadonlySet<string>): JsonSchema {
  if (texts.has(name)) return TEXT_FILTER;
  if (name.endsWith('MatchType')) return MATCH_TYPE;
  return { type: 'string', maxLength: MAX_PARAM_TEXT };
}

/** In words, what a filter parameter asks, from the definition's filter when it is one. */
function filterWords(resource: ResourceModel, name: string, texts: ReadonlySet<string>): string {
  const filter = resource.list.filters.find(
    (candidate) => filterParam(candidate) === name || candidate.field === name || candidate.from === name || candidate.to === name,
  );
  if (name.endsWith('MatchType')) return `How the ${name.slice(0, -'MatchType'.length)} text filter matches (default contains).`;
  if (name === listParams().search) {
    const fields = recordSearchFilters(resource).map((search) => search.field);
    return `Full-text search: records where any of ${fields.join(', ')} contains the text, ignoring case and accents (at most ${MAX_FILTER_TEXT} characters).`;
  }
  if (filter?.kind === 'dateRange') return `${name === filter.from ? 'From' : 'Until'} this date (ISO 8601), on ${filter.field}.`;
  if (texts.has(name)) return `Text filter on ${filter?.field ?? name} (at most ${MAX_FILTER_TEXT} characters).`;
  if (filter) return `Filter on ${filter.field} (${filter.kind}; several values separated by commas: any of).`;
  return `Records whose ${name} is this value (several separated by commas: any of).`;
}

/**
 * The query parameters every paginated list of `resource` reads, as the server checks
 * them (src/server/query/checkListQuery, specListParams): paging with its maximum, the
 * sortable fields as an enum, the ids, every filter the definition and the other
 * resources' related lists give it, and spec §7's `filter`, `sort[]` and `populate[]`.
 * Any other parameter is refused (400 INVALID_QUERY).
 */
export function listParameters(resource: ResourceModel, model: RegistryModel, paged: boolean): OpenApiParameter[] {
  const rules = listQueryRules(resource, model);
  const secrets = secretFields(resource);
  const { countParam, idsParam } = resource.api.list;
  const sortable = [...rules.sortable].sort();
  const paging = paged ? '' : ' Accepted; this list is not paged.';
  const parameters: OpenApiParameter[] = [
    query(
      listParams().limit,
      { type: 'integer', minimum: 0, maximum: maxPageSize() },
      `Page size (at most ${maxPageSize()}; without it, at most ${maxPageSize()} records).${paging}`,
    ),
    query(listParams().skip, { type: 'integer', minimum: 0, maximum: MAX_SKIP }, `Records skipped before the page.${paging}`),
    query(
      listParams().offset,
      { type: 'integer', minimum: 0, maximum: MAX_SKIP },
      `Same as ${listParams().skip} (the product's load-all call); ${listParams().skip} wins when both are sent.`,
      { 'x-not-with': [listParams().skip] },
    ),
    query(countParam, { type: 'boolean' }, 'When true, a page also holds `count`, the number of matching records.'),
    query(listParams().sort, { type: 'string', enum: sortable }, 'Field to sort by.'),
    query(listParams().order, { type: 'string', enum: ['ASC', 'DESC'] }, 'Sort order (any letter case).'),
  ];
  const control = new Set([listParams().limit, listParams().skip, listParams().sort, listParams().order, countParam]);
  const ids = new Set([resource.api.idField, idsParam ?? resource.api.idField]);
  for (const name of ids) parameters.push(query(name, { type: 'string', maxLength: MAX_PARAM_TEXT }, 'Ids of the records, separated by commas (any of).'));
  const filters = [...new Set([...rules.texts, ...rules.params])].filter((name) => !control.has(name) && !ids.has(name) && !secrets.has(name));
  for (const name of filters) parameters.push(query(name, filterSchema(name, rules.texts), filterWords(resource, name, rules.texts)));

  // `filter` takes each filter once, by its parameter: a field named as well, with another value, is refused.
  const aliases = new Set(resource.list.filters.filter((filter) => filterParam(filter) !== filter.field).map((filter) => filter.field));
  const dateFields = new Set(resource.list.filters.filter((filter) => filter.kind === 'dateRange').flatMap((filter) => [filter.field, filterParam(filter)]));
  const keys = filters.filter(
    (name) => !aliases.has(name) && !(dateFields.has(name) && !resource.list.filters.some((filter) => filter.from === name || filter.to === name)),
  );
  const filterKeys = Object.fromEntries(
    keys.map((name) => [
      name,
      rules.texts.has(name) || name.endsWith('MatchType') ? filterSchema(name, rules.texts) : { anyOf: [SCALAR, { type: 'array', items: SCALAR }] },
    ]),
  );
  parameters.push(
    query(
      FILTER_PARAM,
      { type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'object', properties: filterKeys, additionalProperties: false } },
      'JSON object of filter → value, the filters above by parameter (a list means any of; a text filter takes one text). An unknown key, or a filter also sent as a parameter with another value: 400 INVALID_QUERY.',
      { 'x-not-with': keys },
    ),
    query(
      SORT_LIST_PARAM,
      { type: 'array', items: { type: 'string', enum: sortable.flatMap((field) => [field, `-${field}`, `${field}:asc`, `${field}:desc`]) } },
      '`field`, `-field` (descending) or `field:asc|desc`, repeatable; only the first orders the answer, the others are checked. Not with `sort` or `order`.',
      { 'x-not-with': [listParams().sort, listParams().order] },
    ),
  );
  const references = Object.keys(resource.references);
  if (references.length > 0) {
    const names = [...new Set(references.flatMap((path) => [path, path.replace(/\[\]$/, '')]))].sort();
    parameters.push(
      query(
        POPULATE_PARAM,
        { type: 'array', items: { type: 'string', enum: names } },
        'Reference fields whose ids are replaced by the referenced records, repeatable; a record the caller may not read keeps its id.',
      ),
    );
  }
  return parameters;
}
