import { listParams } from '../data/apiConventions';
import type { ResourceModel } from '../registry/types';
import { compareForSort } from './compareValues';
import { applyPaging, readPaging } from './paging';
import { readField } from './readField';
import { recordPredicates } from './recordPredicates';

export interface QueryResult {
  /** The asked page, filtered and sorted. */
  items: Record<string, unknown>[];
  /** How many records pass the filters, before paging. */
  count: number;
}

/**
 * Runs a list query the way the demo API reads its query string, so the browser can do
 * the same on an unpaged list: filters (`resource.list.filters`, the ids parameter,
 * equality on other top-level properties), then `sort`/`order` (missing values last;
 * no `sort` keeps stored order), then `skip`/`limit` (no `limit` = every record).
 * Unknown parameters are ignored. Pure: the input array is not changed.
 *
 * @example
 * queryRecords(rows, resource, { name: 'civ', nameMatchType: 'startsWith', sort: 'name', order: 'DESC', limit: '25', skip: '0' })
 */
export function queryRecords(records: readonly Record<string, unknown>[], resource: ResourceModel, params: Readonly<Record<string, string>>): QueryResult {
  const predicates = recordPredicates(resource, params);
  const filtered = records.filter((record) => predicates.every((matches) => matches(record)));

  const sortField = params[listParams().sort]?.trim();
  if (sortField) {
    const order = params[listParams().order]?.trim().toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    filtered.sort((a, b) => compareForSort(readField(a, sortField), readField(b, sortField), order));
  }

  return { items: applyPaging(filtered, readPaging(params)), count: filtered.length };
}
