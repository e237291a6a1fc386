import { listParams, listSeparator } from '../../framework/data/apiConventions';
import type { ResourceModel } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';

function parseJsonParam(query: Readonly<Record<string, string>>, name: string): unknown {
  const text = query[name];
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, { error: 'INVALID_QUERY', message: `Query parameter "${name}" is not valid JSON: ${text}` });
  }
}

function filterValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map((item) => String(item)).join(listSeparator());
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The parameters ra-data-simple-rest sends a list. */
const SIMPLE_REST_PARAMS = new Set(['sort', 'range', 'filter']);

/**
 * Translates ra-data-simple-rest's query (`sort=["title","ASC"]`, `range=[0,24]`,
 * `filter={"title":"bar","id":[1,2]}`) into the parameters `queryRecords` reads, so both
 * API styles filter the same way. A filter on the id field becomes the ids filter.
 * Throws 400 INVALID_QUERY when one of the three is not JSON, or for any other parameter.
 */
export function simpleRestQuery(query: Readonly<Record<string, string>>, resource: ResourceModel): Record<string, string> {
  const unknown = Object.keys(query).filter((name) => !SIMPLE_REST_PARAMS.has(name));
  if (unknown.length > 0)
    throw new ApiError(400, {
      error: 'INVALID_QUERY',
      message: `Unknown query parameter "${unknown[0]!.slice(0, 40)}"; this list reads sort, range and filter`,
    });
  const params: Record<string, string> = {};
  const sort = parseJsonParam(query, 'sort');
  if (Array.isArray(sort) && typeof sort[0] === 'string') {
    params[listParams().sort] = sort[0];
    params[listParams().order] = String(sort[1] ?? 'ASC');
  }
  const range = parseJsonParam(query, 'range');
  if (Array.isArray(range) && typeof range[0] === 'number' && typeof range[1] === 'number') {
    params[listParams().skip] = String(range[0]);
    params[listParams().limit] = String(Math.max(0, range[1] - range[0] + 1));
  }
  const filter = parseJsonParam(query, 'filter');
  if (filter !== null && typeof filter === 'object' && !Array.isArray(filter)) {
    const idsParam = resource.api.list.idsParam ?? resource.api.idField;
    for (const [name, value] of Object.entries(filter)) {
      const text = filterValue(value);
      if (text !== undefined) params[name === resource.api.idField ? idsParam : name] = text;
    }
  }
  return params;
}
