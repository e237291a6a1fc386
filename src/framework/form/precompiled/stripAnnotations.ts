import type { SchemaNode } from '../../registry/types';

/** Keywords that only describe: validation never reads them. */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples']);
/** Keywords holding one subschema. */
const SCHEMA_KEYS = new Set([
  'items',
  'additionalProperties',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'additionalItems',
]);
/** Keywords holding a list of subschemas. */
const SCHEMA_LIST_KEYS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords holding a map of name → subschema (the names are data, never annotations). */
const SCHEMA_MAP_KEYS = new Set(['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas']);

/**
 * A copy of `schema` without its annotations (titles, descriptions ...), at every level.
 * The form's schema carries the user's language in its titles; without them it is the
 * same in every language, so one validator compiled at build time serves them all.
 */
export function stripAnnotations<T>(schema: T): T {
  return strip(schema) as T;
}

function strip(node: unknown): unknown {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as SchemaNode)) {
    if (ANNOTATIONS.has(key)) continue;
    if (SCHEMA_KEYS.has(key)) copy[key] = strip(value);
    else if (SCHEMA_LIST_KEYS.has(key) && Array.isArray(value)) copy[key] = value.map(strip);
    else if (SCHEMA_MAP_KEYS.has(key) && typeof value === 'object' && value !== null) {
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, strip(child)]));
    } else copy[key] = value;
  }
  return copy;
}
