export type Primitive = string | number | boolean;

/** A filter path as keys: `responsibles[]` → `['responsibles[]']`, `a.b` → `['a', 'b']`. */
export function pathKeys(path: string): string[] {
  return path.split('.');
}

function collect(node: unknown, keys: readonly string[], at: number, out: Primitive[]): void {
  if (Array.isArray(node)) {
    // Any item may be what a filter compares (`[]` walks, and equality matches any item);
    // the array's own keys are kept too, for a plain dotted path that reads one.
    for (const item of node) collect(item, keys, at, out);
    if (at < keys.length) collect((node as unknown as Record<string, unknown>)[keys[at]!.replace(/\[\]$/, '')], keys, at + 1, out);
    return;
  }
  if (at === keys.length) {
    if (typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') out.push(node);
    return;
  }
  if (node !== null && typeof node === 'object') collect((node as Record<string, unknown>)[keys[at]!.replace(/\[\]$/, '')], keys, at + 1, out);
}

/**
 * Every string, number and boolean a record holds at `keys`, walking into every array met
 * on the way, whether the path marks it with `[]` or not. Deliberately more than any one
 * reading of the path gives: an index built from it can only hold too many candidates,
 * never too few, and the real predicates then decide.
 */
export function primitivesAt(record: unknown, keys: readonly string[]): Primitive[] {
  const out: Primitive[] = [];
  collect(record, keys, 0, out);
  return out;
}
