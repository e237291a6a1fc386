import type { ResourceSummary } from '../registry/resourceDetails';

/** Whether `record` carries its resource's soft-delete flag: such a record is gone for clients. */
export function isSoftDeleted(resource: Pick<ResourceSummary, 'softDelete'>, record: Readonly<Record<string, unknown>>): boolean {
  return resource.softDelete !== undefined && record[resource.softDelete.flag] === true;
}
