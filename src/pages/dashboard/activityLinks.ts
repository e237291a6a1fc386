import type { ResourceSummary } from '../../framework/registry/resourceDetails';
import { filterParam } from '../../framework/registry/types';

/**
 * The list of `resource` filtered on `field` = `value`, as react-admin reads it from the
 * hash (`/activities?filter={"executionStatus":3}`), through the list's own filter param;
 * undefined when the list has no filter on that field.
 */
export function filteredListPath(resource: ResourceSummary, field: string, value: string | number): string | undefined {
  const filter = resource.list.filters.find((candidate) => candidate.field === field);
  if (!filter) return undefined;
  return `/${resource.route}?filter=${encodeURIComponent(JSON.stringify({ [filterParam(filter)]: value }))}`;
}

/** The show page of one record of `resource`. */
export function showPath(resource: ResourceSummary, id: string): string {
  return `/${resource.route}/${encodeURIComponent(id)}/show`;
}
