import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ResourceModel } from '../../framework/registry/types';

/**
 * A field error for each top-level key of `body` that the resource's schema does not
 * declare (`isAdmin`, a misspelt field): refused rather than stored. Schemas that allow
 * more properties (`additionalProperties` not false and given) keep them.
 */
export function unknownFieldErrors(resource: ResourceModel, body: unknown): FieldErrorBody[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return [];
  const additional = (resource.schema as { additionalProperties?: unknown }).additionalProperties;
  if (additional !== undefined && additional !== false) return [];
  const known = resource.schema.properties ?? {};
  return Object.keys(body)
    .filter((key) => !Object.hasOwn(known, key))
    .map((key) => ({ field: key, keyword: 'additionalProperties', message: 'validation.additionalProperties', params: { additionalProperty: key } }));
}
