import { listParams, matchTypeParam } from '../../framework/data/apiConventions';
import { filterParam, type ResourceModel } from '../../framework/registry/types';

/** Paging, sort and the count flag, unless a filter of the resource reads one of those names too. */
function steeringParams(resource: ResourceModel): Set<string> {
  const steering = new Set([listParams().limit, listParams().skip, listParams().sort, listParams().order, resource.api.list.countParam]);
  for (const filter of resource.list.filters) {
    for (const name of [filterParam(filter), matchTypeParam(filterParam(filter)), filter.from, filter.to]) if (name !== undefined) steering.delete(name);
  }
  return steering;
}

/**
 * The parameters that decide which records a list holds, as one text: all of them but
 * paging, sort and the count flag, blank ones left out (a blank filter filters nothing),
 * in name order. Two queries with the same key hold the same records.
 */
export function filterKey(resource: ResourceModel, params: Readonly<Record<string, string>>): string {
  const steering = steeringParams(resource);
  const entries = Object.entries(params)
    .filter(([name, value]) => !steering.has(name) && value.trim() !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
