import type { Operation, ResourceModel } from '../../framework/registry/types';
import type { ApiRoute } from './apiRoute';

/** The operation a CRUD method needs; reads are served to every list, show and reference. */
const OPERATION_OF: Readonly<Record<string, Operation>> = { POST: 'create', PUT: 'edit', DELETE: 'delete' };

/**
 * The CRUD routes `resource` offers: creates, edits and deletes only when its `operations`
 * list them, and no plain DELETE when it declares a soft delete (the record is kept then).
 * A refused method on a served path answers 405 with `Allow` (createApiHandler).
 */
export function offeredRoutes<T extends ApiRoute>(resource: ResourceModel, routes: readonly T[]): T[] {
  return routes.filter((route) => {
    const operation = OPERATION_OF[route.method];
    if (operation === undefined) return true;
    if (operation === 'delete' && resource.softDelete) return false;
    return resource.operations.includes(operation);
  });
}
