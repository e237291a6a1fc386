import { joinPointer } from './jsonPointer';
import type { SchemaNode } from './types';
import { JSON_TYPE_OF } from './jsonTypes';

/** The annotation keyword of src/framework/registry/metaSchemas/resource.schema.json: the kind of name a value (or, under `propertyNames`, a key) holds. */
export const NAMES_KEYWORD = 'x-names';

/** One value of a definition that names something, found through the meta-schema. */
export interface NamedValue {
  /** The annotation: `field`, `resource`, `field-of:resource` ... */
  kind: string;
  name: string;
  /** JSON pointer of the value (of the key, for a key that names something). */
  pointer: string;
  /** The object holding the value (or the key), for kinds that read a sibling (`field-of:<sibling>`). */
  holder: Readonly<Record<string, unknown>>;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function resolve(root: SchemaNode, node: SchemaNode): SchemaNode {
  let current = node;
  for (let hops = 0; typeof current.$ref === 'string' && current.$ref.startsWith('#/') && hops < 10; hops++) {
    let target: unknown = root;
    for (const key of current.$ref.slice(2).split('/')) target = isObject(target) ? target[key] : undefined;
    if (!isObject(target)) break;
    const { $ref: _ref, ...siblings } = current;
    current = { ...(target as SchemaNode), ...siblings };
  }
  return current;
}

/**
 * Whether `value` may be the one a `oneOf`/`anyOf` branch describes: its JSON type, and the
 * `const`/`enum` of its properties (an action's `kind`). Enough to pick the branch of a
 * definition that already passed the meta-schema.
 */
function fits(root: SchemaNode, node: SchemaNode, value: unknown): boolean {
  const branch = resolve(root, node);
  const types = branch.type === undefined ? [] : Array.isArray(branch.type) ? branch.type : [branch.type];
  if (types.length > 0 && !types.some((type) => JSON_TYPE_OF[type]?.(value))) return false;
  if (!isObject(value) || !isObject(branch.properties)) return true;
  return Object.entries(branch.properties as Record<string, SchemaNode>).every(([key, property]) => {
    if (!(key in value)) return true;
    const choice = resolve(root, property);
    if ('const' in choice) return choice.const === value[key];
    return Array.isArray(choice.enum) ? choice.enum.includes(value[key]) : true;
  });
}

/**
 * Walks a definition alongside its meta-schema and collects every value (and every key)
 * the meta-schema annotates with `x-names`, with its JSON pointer. A key added to the
 * format tomorrow is checked by annotating it, not by new code.
 *
 * @example
 * collectNames(resourceMetaSchema, definition)
 * // [{ kind: 'field', name: 'code', pointer: '/list/columns/0', holder: [...] }, ...]
 */
export function collectNames(meta: SchemaNode, value: unknown): NamedValue[] {
  const found: NamedValue[] = [];
  const seen = new Set<string>();
  const visit = (node: SchemaNode, current: unknown, pointer: string, holder: Readonly<Record<string, unknown>>) => {
    const schema = resolve(meta, node);
    const kind = schema[NAMES_KEYWORD];
    if (typeof kind === 'string' && typeof current === 'string' && !seen.has(`${kind}\u0000${pointer}`)) {
      seen.add(`${kind}\u0000${pointer}`);
      found.push({ kind, name: current, pointer, holder });
    }
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) if (fits(meta, branch, current)) visit(branch, current, pointer, holder);
    for (const branch of schema.allOf ?? []) visit(branch, current, pointer, holder);
    if (Array.isArray(current) && isObject(schema.items)) {
      current.forEach((item, i) => visit(schema.items as SchemaNode, item, joinPointer(pointer, i), holder));
    }
    if (!isObject(current)) return;
    const keyKind = isObject(schema.propertyNames) ? schema.propertyNames[NAMES_KEYWORD] : undefined;
    const properties = isObject(schema.properties) ? (schema.properties as Record<string, SchemaNode>) : {};
    for (const [key, child] of Object.entries(current)) {
      if (typeof keyKind === 'string') found.push({ kind: keyKind, name: key, pointer: joinPointer(pointer, key), holder: current });
      const childSchema = properties[key] ?? (isObject(schema.additionalProperties) ? (schema.additionalProperties as SchemaNode) : undefined);
      if (childSchema) visit(childSchema, child, joinPointer(pointer, key), current);
    }
  };
  visit(meta, value, '', {});
  return found;
}
