import type { RaRecord } from 'ra-core';
import type { ResourceModel } from '../registry/types';

export type ApiRecord = Record<string, unknown>;

/** An API record as react-admin wants it: its id (`_id`) exposed as `id`. */
export function toRaRecord(resource: ResourceModel, item: ApiRecord): RaRecord {
  return { ...item, id: item[resource.api.idField] as RaRecord['id'] };
}

/** A record on its way to the API: the `id` alias goes, the API's own id key is not sent in a body. */
export function toApiPayload(resource: ResourceModel, data: Partial<RaRecord>): ApiRecord {
  const { id: _id, ...rest } = data as ApiRecord;
  delete rest[resource.api.idField];
  return rest;
}
