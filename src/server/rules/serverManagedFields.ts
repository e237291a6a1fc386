import { propertySchema } from '../../framework/registry/schemaProperties';
import type { ResourceModel } from '../../framework/registry/types';

/** The key react-admin puts on every record it sends back, whatever the API's id field is. */
const REACT_ADMIN_ID = 'id';

/**
 * Top-level fields a client cannot write: the id, the declared timestamps and every
 * property the schema marks `readOnly` (its `$ref` followed). React-admin's own `id` is
 * dropped too when the schema does not declare it, so an edit form sending the record
 * back is not refused by `additionalProperties: false`. Worked out once per resource (every
 * write asks).
 */
export function serverManagedFields(resource: ResourceModel): ReadonlySet<string> {
  let fields = managedByResource.get(resource);
  if (!fields) {
    fields = managedFieldsOf(resource);
    managedByResource.set(resource, fields);
  }
  return fields;
}

const managedByResource = new WeakMap<ResourceModel, ReadonlySet<string>>();
const filledByResource = new WeakMap<ResourceModel, ReadonlySet<string>>();

function managedFieldsOf(resource: ResourceModel): Set<string> {
  const fields = new Set<string>([resource.api.idField]);
  if (!(REACT_ADMIN_ID in (resource.schema.properties ?? {}))) fields.add(REACT_ADMIN_ID);
  if (resource.timestamps.createdAt) fields.add(resource.timestamps.createdAt);
  if (resource.timestamps.updatedAt) fields.add(resource.timestamps.updatedAt);
  for (const field of Object.keys(resource.schema.properties ?? {})) {
    if (propertySchema(resource.schema, field)?.readOnly === true) fields.add(field);
  }
  return fields;
}

/** A copy of `body` without the fields in `managed`; a body that is not an object is returned as is. */
export function withoutFields(body: unknown, managed: ReadonlySet<string>): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !managed.has(key)));
}

/** The values of the fields in `managed` that `record` holds. */
export function pickFields(record: Readonly<Record<string, unknown>>, managed: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => managed.has(key)));
}

/**
 * The managed fields the server fills on create (the id, react-admin's id, timestamps,
 * read-only fields the schema does not require): a required read-only field is the
 * client's to give when the record is created, and stays as it is afterwards.
 */
export function serverFilledFields(resource: ResourceModel): ReadonlySet<string> {
  let fields = filledByResource.get(resource);
  if (!fields) {
    fields = filledFieldsOf(resource);
    filledByResource.set(resource, fields);
  }
  return fields;
}

function filledFieldsOf(resource: ResourceModel): Set<string> {
  const required = new Set(Array.isArray(resource.schema.required) ? (resource.schema.required as string[]) : []);
  const { idField } = resource.api;
  const { createdAt, updatedAt } = resource.timestamps;
  return new Set([...serverManagedFields(resource)].filter((field) => !required.has(field) || field === idField || field === createdAt || field === updatedAt));
}
