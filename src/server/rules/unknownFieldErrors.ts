import type { FieldErrorBody } from '../../framework/data/apiConventions';
import { schemaBranches } from '../../framework/registry/schemaProperties';
import type { ResourceModel, SchemaNode } from '../../framework/registry/types';

/**
 * A field error for each key of `body`, at any depth, that the resource's schema does not
 * declare where it sits (`isAdmin`, a misspelt field, `readings.0.extra`): refused rather
 * than stored. An object whose schema declares no properties is free-form, and a schema
 * that allows more (`additionalProperties` or `patternProperties` given and not false)
 * keeps them; `additionalProperties: false` is refused by the schema check itself.
 */
export function unknownFieldErrors(resource: ResourceModel, body: unknown): FieldErrorBody[] {
  const errors: FieldErrorBody[] = [];
  walk(resource.schema, resource.schema, body, [], errors);
  return errors;
}

function walk(root: SchemaNode, node: SchemaNode | undefined, value: unknown, path: string[], errors: FieldErrorBody[]): void {
  if (value === null || typeof value !== 'object') return;
  const branches = schemaBranches(root, node);
  if (Array.isArray(value)) {
    const items = branches.flatMap((branch) => (branch.items ? [branch.items] : []));
    if (items.length > 0) value.forEach((item, index) => walk(root, { anyOf: items }, item, [...path, String(index)], errors));
    return;
  }
  const declaring = branches.filter((branch) => branch.properties);
  if (declaring.length === 0) return;
  const open = branches.some((branch) => (branch.additionalProperties !== undefined && branch.additionalProperties !== false) || branch.patternProperties);
  for (const [key, child] of Object.entries(value)) {
    const schemas = declaring.flatMap((branch) => (branch.properties && Object.hasOwn(branch.properties, key) ? [branch.properties[key]!] : []));
    if (schemas.length > 0) walk(root, { anyOf: schemas }, child, [...path, key], errors);
    else if (!open)
      errors.push({
        field: [...path, key].join('.'),
        keyword: 'additionalProperties',
        message: 'validation.additionalProperties',
        params: { additionalProperty: key },
      });
  }
}
