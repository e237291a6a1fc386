import type { ResourceSummary } from '../registry/resourceDetails';

/**
 * The operation the API checks when the data provider reads records of `resource` by id
 * (`getMany`, what a reference field asks): its list, by an ids parameter or whole when
 * unpaged (and always in the simple-rest style), else its show, one record at a time.
 */
export function manyReadOperation(resource: Pick<ResourceSummary, 'api'>): 'list' | 'show' {
  if (resource.api.style === 'simple-rest') return 'list';
  return resource.api.list.idsParam || !resource.api.list.paged ? 'list' : 'show';
}
