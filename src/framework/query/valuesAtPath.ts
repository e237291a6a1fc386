export interface PathValue {
  /** Dotted path of the value with array indexes (`steps.2.partId`), for field errors. */
  path: string;
  value: unknown;
}

function walk(node: unknown, keys: readonly string[], path: string[], out: PathValue[]): void {
  if (keys.length === 0) {
    // A path ending on an array means each of its items (a list of linked ids).
    if (Array.isArray(node)) node.forEach((item, index) => out.push({ path: [...path, String(index)].join('.'), value: item }));
    else if (node !== undefined) out.push({ path: path.join('.'), value: node });
    return;
  }
  const [head = '', ...rest] = keys;
  const walksArray = head.endsWith('[]');
  const key = walksArray ? head.slice(0, -2) : head;
  if (node === null || typeof node !== 'object') return;
  const child = (node as Record<string, unknown>)[key];
  if (walksArray) {
    if (!Array.isArray(child)) return;
    child.forEach((item, index) => walk(item, rest, [...path, key, String(index)], out));
  } else {
    walk(child, rest, [...path, key], out);
  }
}

/**
 * Every value a record holds at a dotted path, `[]` walking an array (`steps[].partId`).
 * A path that ends on an array yields its items. Missing values yield nothing.
 */
export function valuesAtPath(record: unknown, path: string): PathValue[] {
  const out: PathValue[] = [];
  walk(record, path.split('.'), [], out);
  return out;
}
