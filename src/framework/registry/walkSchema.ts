import { joinPointer } from './jsonPointer';
import type { SchemaNode } from './types';

/** Keywords whose value is one subschema. */
const SINGLE = ['items', 'not', 'if', 'then', 'else', 'contains', 'additionalProperties', 'propertyNames', 'unevaluatedItems', 'unevaluatedProperties'];
/** Keywords whose value is a list of subschemas. */
const LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
/** Keywords whose value maps names to subschemas. */
const MAPS = ['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas'];

/** Calls `visit` on every subschema of `node`, with its JSON pointer. */
export function walkSchema(node: unknown, visit: (node: SchemaNode, pointer: string) => void, pointer = ''): void {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
  const schema = node as SchemaNode;
  visit(schema, pointer);
  for (const key of SINGLE) walkSchema(schema[key], visit, joinPointer(pointer, key));
  for (const key of LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((child, i) => walkSchema(child, visit, joinPointer(pointer, key, i)));
  }
  for (const key of MAPS) {
    const map = schema[key];
    if (map && typeof map === 'object') {
      for (const [name, child] of Object.entries(map)) walkSchema(child, visit, joinPointer(pointer, key, name));
    }
  }
}
