import type { ResourceSummary } from './resourceDetails';

/**
 * The field a resource is searched by from another one (reference selects and filters):
 * its first text filter, the name its users know it by. Undefined when it has none.
 */
export function searchField(resource: ResourceSummary): string | undefined {
  return resource.list.filters.find((filter) => filter.kind === 'text')?.field;
}
