import { readField } from '../../framework/query/readField';
import { foldText } from '../../framework/query/textMatch';
import { valuesAtPath } from '../../framework/query/valuesAtPath';

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

/**
 * The folded texts a text filter on `path` may look at, joined by a NUL: the field as read
 * (`readField`, what a plain path filters), each item of a `[]` path (`valuesAtPath`), and
 * every primitive on the way. A record whose value matches the filter's text, whatever the
 * match type except `notContains`, has that folded text inside this one.
 */
export function foldedTextAt(record: unknown, path: string): string {
  // Folding is the costly part: fold each distinct value once.
  const values = new Set<unknown>([readField(record, path)]);
  for (const { value } of valuesAtPath(record, path)) values.add(value);
  for (const value of primitivesAt(record, pathKeys(path))) values.add(value);
  const parts = new Set<string>();
  for (const value of values) parts.add(foldText(value));
  parts.delete('');
  return [...parts].join('\u0000');
}
