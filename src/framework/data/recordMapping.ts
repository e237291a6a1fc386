import type { RaRecord } from 'ra-core';
import { valuesAtPath } from '../query/valuesAtPath';
import type { ResourceSummary } from '../registry/resourceDetails';

export type ApiRecord = Record<string, unknown>;

/** The resource's derived flags of one record (`archived` when one of its tags is `old`). */
function derivedFlags(resource: ResourceSummary, item: ApiRecord): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const [name, rule] of Object.entries(resource.derived ?? {})) {
    flags[name] = valuesAtPath(item, rule.path).some(({ value }) => rule.includes.some((wanted) => wanted === value));
  }
  return flags;
}

/** An API record as react-admin wants it: its id (`_id`) exposed as `id`, derived flags added. */
export function toRaRecord(resource: ResourceSummary, item: ApiRecord): RaRecord {
  return { ...item, ...derivedFlags(resource, item), id: item[resource.api.idField] as RaRecord['id'] };
}

/** A record on its way to the API: the `id` alias goes, the API's own id key is not sent in a body. */
export function toApiPayload(resource: ResourceSummary, data: Partial<RaRecord>): ApiRecord {
  const { id: _id, ...rest } = data as ApiRecord;
  delete rest[resource.api.idField];
  for (const name of Object.keys(resource.derived ?? {})) delete rest[name];
  return rest;
}
