/** RFC 6901 JSON pointers: build them for messages, read them to resolve `$ref` fragments. */

export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return base + segments.map((s) => '/' + escapeSegment(s)).join('');
}

/** The value at `pointer` in `doc`, or undefined when a segment is missing. */
export function getAtPointer(doc: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return pointer === '' ? doc : undefined;
  if (!pointer.startsWith('/')) return undefined;
  let node: unknown = doc;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
    if (node === undefined) return undefined;
  }
  return node;
}
