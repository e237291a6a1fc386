import { representationFields } from './recordLabel';
import type { ResourceSummary } from './resourceDetails';
import { filterParam, type FilterDefinition } from './types';

/**
 * The text filters a resource's records are found by from anywhere in the app (go to
 * anything): those on a field its `recordRepresentation` shows (`{identifier} - {name}`: both),
 * then its first text filter when that one is on another field (the name its users search it
 * by). Empty when it has no text filter: such records are reached through their list alone.
 *
 * @example
 * recordSearchFilters(discipline).map(filterParam) // ['name', 'identifier'] for '{identifier} - {name}'
 */
export function recordSearchFilters(resource: ResourceSummary): FilterDefinition[] {
  const texts = resource.list.filters.filter((filter) => filter.kind === 'text');
  const shown = new Set(representationFields(resource.recordRepresentation));
  const represented = texts.filter((filter) => shown.has(filter.field));
  const first = texts[0];
  return first && !represented.includes(first) ? [...represented, first] : represented;
}

/** The query parameters of those filters, one request each (a list's filters all apply at once). */
export function recordSearchParams(resource: ResourceSummary): string[] {
  return [...new Set(recordSearchFilters(resource).map(filterParam))];
}
