import { propertySchema } from '../../framework/registry/schemaProperties';
import type { ResourceModel } from '../../framework/registry/types';

/**
 * Properties the API never answers: the schema marks them `writeOnly` (a password hash is
 * also `readOnly`, so no client writes it either).
 */
export function secretFields(resource: ResourceModel): Set<string> {
  const fields = new Set<string>();
  for (const field of Object.keys(resource.schema.properties ?? {})) {
    if (propertySchema(resource.schema, field)?.writeOnly === true) fields.add(field);
  }
  return fields;
}

/** `value` with every key in `secrets` removed at any depth (records, lists of records, `{record, failures}`). */
export function withoutSecrets(value: unknown, secrets: ReadonlySet<string>): unknown {
  if (secrets.size === 0 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, secrets));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !secrets.has(key))
      .map(([key, item]) => [key, withoutSecrets(item, secrets)]),
  );
}
