import { getAtPointer } from './jsonPointer';
import type { SchemaNode } from './types';

/** Follows a local `$ref` (after bundling every ref is local) and merges its siblings over the target. */
export function resolveNode(root: SchemaNode, node: SchemaNode | undefined): SchemaNode | undefined {
  let current = node;
  const seen = new Set<string>();
  while (current && typeof current.$ref === 'string' && current.$ref.startsWith('#') && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const target = getAtPointer(root, current.$ref.slice(1)) as SchemaNode | undefined;
    if (!target) return current;
    const { $ref: _ref, ...siblings } = current;
    current = { ...target, ...siblings };
  }
  return current;
}

/**
 * The node (its `$ref` chain followed) and every `oneOf`/`anyOf`/`allOf` branch under it,
 * each resolved too: the nodes a value at that place may have to match. Stops at a cycle.
 */
export function schemaBranches(root: SchemaNode, node: SchemaNode | undefined, seen: Set<SchemaNode> = new Set()): SchemaNode[] {
  const resolved = resolveNode(root, node);
  if (!resolved || !node || seen.has(node)) return [];
  seen.add(node);
  const combined = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  return [resolved, ...combined.flatMap((branch) => schemaBranches(root, branch, seen))];
}

/** The top-level property `field` of an entity schema, its `$ref` followed. */
export function propertySchema(schema: SchemaNode, field: string): SchemaNode | undefined {
  const node = schema.properties?.[field];
  return node ? resolveNode(schema, node) : undefined;
}

export function propertyNames(schema: SchemaNode): string[] {
  return Object.keys(schema.properties ?? {});
}

function primaryType(node: SchemaNode): string | undefined {
  return Array.isArray(node.type) ? node.type.find((t) => t !== 'null') : node.type;
}

export type ValueKind = 'string' | 'number' | 'integer' | 'boolean' | 'date' | 'dateTime' | 'enum' | 'array' | 'object' | 'unknown';

/** What a property holds, as the views and filters need to know it. */
export function valueKind(node: SchemaNode | undefined): ValueKind {
  if (!node) return 'unknown';
  if (Array.isArray(node.enum) || (Array.isArray(node.oneOf) && node.oneOf.every((o) => 'const' in o))) return 'enum';
  const type = primaryType(node);
  if (type === 'string' && node.format === 'date-time') return 'dateTime';
  if (type === 'string' && node.format === 'date') return 'date';
  if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean' || type === 'array' || type === 'object') return type;
  return 'unknown';
}

export interface EnumChoice {
  value: string | number | boolean;
  /** Schema title of the value, the label when no translation exists. */
  title: string;
}

/** The choices of an enum property: `oneOf [{const, title}]` or a plain `enum`. */
export function enumChoices(node: SchemaNode | undefined): EnumChoice[] {
  if (!node) return [];
  if (Array.isArray(node.oneOf) && node.oneOf.every((o) => 'const' in o)) {
    return node.oneOf.map((o) => ({ value: o.const as EnumChoice['value'], title: o.title ?? String(o.const) }));
  }
  if (Array.isArray(node.enum)) return node.enum.map((v) => ({ value: v as EnumChoice['value'], title: String(v) }));
  return [];
}

/**
 * The schema of a field path: `name`, `address.city`, `tasks[].taskId`, `responsibles[]`
 * (`[]` steps into an array's items; a dotted key after an array steps in too).
 * Undefined when the path leaves the schema.
 */
export function fieldSchema(schema: SchemaNode, path: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  for (const segment of path.split('.')) {
    const walksArray = segment.endsWith('[]');
    const key = walksArray ? segment.slice(0, -2) : segment;
    node = resolveNode(schema, node);
    if (node && valueKind(node) === 'array' && key !== '') node = resolveNode(schema, node.items);
    node = node?.properties?.[key];
    if (node === undefined) return undefined;
    node = resolveNode(schema, node);
    if (walksArray) {
      if (valueKind(node) !== 'array') return undefined;
      node = resolveNode(schema, node?.items);
    }
  }
  return node;
}

/** The top-level property a field path starts with (`tasks` for `tasks[].taskId`). */
export function headOfPath(path: string): string {
  return path.split(/[.[]/)[0] ?? path;
}
