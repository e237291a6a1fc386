/**
 * swagger-ui resolves the part of the document each operation or model it draws needs
 * (`fn.resolveSubtree`). swagger-client does it for OpenAPI 3.1 by parsing the whole document
 * into its ApiDOM each time: over the demo API's own document (about 1.3 MB, some 275
 * operations) that took seconds of a core per drawing. A document whose references all point
 * inside itself needs none of that: this resolver follows them in place, as swagger-client
 * does (a reference's target copied in with its siblings, marked `$$ref` for the model's
 * name; a reference back into its own chain left as it is), and swagger-client still resolves
 * any other document.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface ResolvedSubtree {
  spec: unknown;
  errors: { message: string; fullPath: string[] }[];
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether every `$ref` in the document is a JSON pointer into the document itself (`#/...`). */
export function hasOnlyLocalRefs(document: unknown): boolean {
  const pending: unknown[] = [document];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...(value as unknown[]));
    else if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && (typeof child !== 'string' || !child.startsWith('#'))) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

/**
 * Whether swagger-ui should resolve the document in place: OpenAPI 3.1 (the version
 * swagger-client parses into ApiDOM; an older one goes through its own quick resolver) with
 * only references into itself.
 */
export function resolvesInPlace(document: unknown): boolean {
  return isObject(document) && typeof document.openapi === 'string' && document.openapi.startsWith('3.1.') && hasOnlyLocalRefs(document);
}

const unescapePointer = (token: string): string => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~');

/** The value at the keys `path` of `document`, or undefined. */
function valueAt(document: unknown, path: readonly string[]): unknown {
  let value: unknown = document;
  for (const token of path) {
    if (Array.isArray(value)) value = value[Number(token)];
    else if (isObject(value)) value = Object.prototype.hasOwnProperty.call(value, token) ? value[token] : undefined;
    else return undefined;
  }
  return value;
}

/** The value a local reference (`#/components/schemas/Activity`) points at, or undefined. */
const target = (document: unknown, ref: string): unknown => valueAt(document, ref.slice(1).split('/').slice(1).map(unescapePointer));

const isMergeable = (value: unknown): boolean => isObject(value) || Array.isArray(value);

/** Both enums' values, each once (an object or array value is never the same as another). */
function enumUnion(target: unknown[], source: unknown[]): unknown[] {
  const values = [...target];
  for (const value of source) if (isMergeable(value) || !values.includes(value)) values.push(value);
  return values;
}

/**
 * swagger-client's deep merge of `allOf`'s schemas: arrays concatenated (an `enum` keeps
 * each value once), objects merged key by key, a key the source sets moved to its end.
 */
function deepMerge(target: unknown, source: unknown, key?: string): unknown {
  if (Array.isArray(target) !== Array.isArray(source)) return source;
  if (Array.isArray(target) && Array.isArray(source)) return key === 'enum' ? enumUnion(target, source) : [...target, ...source];
  if (!isObject(source)) return source;
  const merged: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [name, value] of Object.entries(source)) {
    const next = isObject(target) && name in target && isMergeable(value) ? deepMerge(target[name], value, name) : value;
    delete merged[name];
    merged[name] = next;
  }
  return merged;
}

/** A schema with `allOf` as swagger-client draws it: its schemas and its own keys merged into one. */
function mergeAllOf(schema: Record<string, unknown>): Record<string, unknown> {
  let current = schema;
  while (Array.isArray(current.allOf)) {
    const { allOf, ...own } = current as Record<string, unknown> & { allOf: unknown[] };
    if (allOf.length === 0) return own;
    if (!allOf.every(isObject)) return current;
    const merged = [...allOf, own].reduce<unknown>((into, next) => deepMerge(into, next), {}) as Record<string, unknown>;
    if (!('$$ref' in own)) delete merged.$$ref;
    for (const kept of ['example', 'examples']) if (kept in own && kept in merged) merged[kept] = own[kept];
    current = merged;
  }
  return current;
}

/**
 * The value at `path` of `document` with its local references followed, as swagger-client
 * gives it: each target marked `$$ref` with the document's address (`baseDoc`), a reference
 * back into its own chain kept, made absolute; a schema's `allOf` merged into it. A reference
 * that points at nothing is kept and reported.
 */
export function resolveLocalSubtree(document: unknown, path: readonly string[], baseDoc = ''): ResolvedSubtree {
  const errors: ResolvedSubtree['errors'] = [];
  const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
  const resolve = (value: unknown, chain: readonly string[], at: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => resolve(item, chain, [...at, String(index)]));
    if (!isObject(value)) return value;
    const ref = value.$ref;
    if (typeof ref === 'string') {
      if (chain.includes(ref)) return { ...value, $ref: `${baseDoc}${ref}` };
      const found = target(document, ref);
      if (found === undefined) {
        errors.push({ message: `Could not resolve reference: ${ref}`, fullPath: [...at, '$ref'] });
        return value;
      }
      const resolved = resolve(found, [...chain, ref], at);
      const siblings = Object.entries(value).filter(([key]) => key !== '$ref');
      if (!isObject(resolved)) return resolved;
      const merged: Record<string, unknown> = { ...resolved };
      for (const [key, sibling] of siblings) {
        // A sibling goes after the target's keys, as swagger-client puts it.
        delete merged[key];
        merged[key] = resolve(sibling, chain, [...at, key]);
      }
      merged.$$ref = `${baseDoc}${ref}`;
      return mergeAllOf(merged);
    }
    const copy: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) copy[key] = resolve(child, chain, [...at, key]);
    return mergeAllOf(copy);
  };
  // The subtree asked for is the first link of every chain: a reference back to it is a cycle.
  const spec = resolve(valueAt(document, path), [`#/${path.map(escape).join('/')}`], path);
  return { spec, errors };
}

/** A swagger-ui plugin that resolves the document's subtrees with `resolveLocalSubtree`. */
export function localRefResolverPlugin(): {
  fn: { resolveSubtree(document: unknown, path: string[], options?: { baseDoc?: string }): Promise<ResolvedSubtree> };
} {
  return { fn: { resolveSubtree: (document, path, options) => Promise.resolve(resolveLocalSubtree(document, path, options?.baseDoc)) } };
}
