/** The value at a dotted path of a record (`name`, `address.city`), undefined when absent. */
export function readField(record: unknown, path: string): unknown {
  let node: unknown = record;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
