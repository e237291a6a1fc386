import type { StoredRecord } from '../store/readCollectionFile';

/** Where each record stands in a tree whose records list their children's ids. */
export interface HierarchyIndex {
  /** The record by id (as text). */
  byId: ReadonlyMap<string, StoredRecord>;
  /** The id of the record's parent; undefined for a root. */
  parentOf(id: string): string | undefined;
  /** Ids of the record's children that name a record, in the parent's order. */
  childrenOf(id: string): readonly string[];
  /** Records nobody lists as a child, in stored order. */
  roots(): readonly StoredRecord[];
  /** How many records lie below the record, at any depth. */
  descendantCount(id: string): number;
  /** The records from the root down to the record's parent. */
  ancestorsOf(id: string): StoredRecord[];
}

export interface HierarchyFields {
  idField: string;
  children: string;
}

/**
 * Indexes `records` by parent and child once; the counts are computed from it when asked
 * (and the subtree sizes kept until the next build), so they follow every change the
 * records went through. A loop in stored data is walked once, never forever.
 */
export function hierarchyIndex(records: readonly StoredRecord[], { idField, children }: HierarchyFields): HierarchyIndex {
  const byId = new Map<string, StoredRecord>();
  for (const record of records) byId.set(String(record[idField]), record);
  const parents = new Map<string, string>();
  const childLists = new Map<string, string[]>();
  for (const [id, record] of byId) {
    const listed = record[children];
    if (!Array.isArray(listed)) continue;
    const known = (listed as unknown[]).map(String).filter((child) => byId.has(child) && child !== id);
    childLists.set(id, known);
    for (const child of known) if (!parents.has(child)) parents.set(child, id);
  }
  const sizes = new Map<string, number>();

  const childrenOf = (id: string): readonly string[] => childLists.get(id) ?? [];
  const descendantCount = (id: string): number => {
    const known = sizes.get(id);
    if (known !== undefined) return known;
    // Iterative walk: a deep chain (thousands of levels) must not overflow the stack.
    const seen = new Set<string>([id]);
    const pending = [...childrenOf(id)];
    let count = 0;
    while (pending.length > 0) {
      const next = pending.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      count += 1;
      pending.push(...childrenOf(next));
    }
    sizes.set(id, count);
    return count;
  };

  return {
    byId,
    parentOf: (id) => parents.get(id),
    childrenOf,
    roots: () => [...byId].filter(([id]) => !parents.has(id)).map(([, record]) => record),
    descendantCount,
    ancestorsOf(id) {
      const path: StoredRecord[] = [];
      const seen = new Set<string>([id]);
      for (let parent = parents.get(id); parent !== undefined && !seen.has(parent); parent = parents.get(parent)) {
        seen.add(parent);
        const record = byId.get(parent);
        if (record) path.push(record);
      }
      return path.reverse();
    },
  };
}
