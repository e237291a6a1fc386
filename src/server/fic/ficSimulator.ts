import type { FicItemError } from './ficCodes';
import type { FicKind } from './ficKinds';
import { seedFicRows, type FicItem, type FicRow } from './ficSeed';

/** The outcome of the last update sent to FIC for a project (the banner of spec §4). */
export interface FicLastUpdate {
  date: string;
  /** Activities sent. */
  total: number;
  updatedActivitiesId: string[];
  errors: FicItemError[];
}

/** An item an import stopped before (the aborted lists of spec §7). */
export interface FicAbortedItem extends FicItemError {
  abortedAt: string;
}

/** One site's list of one kind, with its items by id. */
export interface FicList {
  rows: readonly FicRow[];
  rowById: ReadonlyMap<string, FicRow>;
  itemById: ReadonlyMap<string, { item: FicItem; row: FicRow }>;
}

/**
 * What FIC holds besides the demo store: the seeded lists (made on first use per site and
 * kind, so the demo starts as fast as before), the aborted items of each project and kind,
 * the last update of each project and the routed process instances. Kept in memory: a
 * restart forgets the aborted lists, the last update and the routing, as a FIC restart would.
 */
export interface FicSimulator {
  list(kind: FicKind, siteId: string, siteIndex: number): FicList;
  aborted(projectId: string, kind: FicKind): FicAbortedItem[];
  setAborted(projectId: string, kind: FicKind, items: FicAbortedItem[]): void;
  lastUpdate(projectId: string): FicLastUpdate | undefined;
  setLastUpdate(projectId: string, update: FicLastUpdate): void;
  routed(projectId: string): Set<string>;
}

export function createFicSimulator(): FicSimulator {
  const lists = new Map<string, FicList>();
  const aborted = new Map<string, FicAbortedItem[]>();
  const updates = new Map<string, FicLastUpdate>();
  const routing = new Map<string, Set<string>>();
  return {
    list(kind, siteId, siteIndex) {
      const key = `${kind}/${siteId}`;
      let list = lists.get(key);
      if (!list) {
        const rows = seedFicRows(kind, siteId, siteIndex);
        const itemById = new Map<string, { item: FicItem; row: FicRow }>();
        for (const row of rows) for (const item of row.items) itemById.set(item._id, { item, row });
        list = { rows, rowById: new Map(rows.map((row) => [row._id, row])), itemById };
        lists.set(key, list);
      }
      return list;
    },
    aborted: (projectId, kind) => aborted.get(`${kind}/${projectId}`) ?? [],
    setAborted: (projectId, kind, items) => void aborted.set(`${kind}/${projectId}`, items),
    lastUpdate: (projectId) => updates.get(projectId),
    setLastUpdate: (projectId, update) => void updates.set(projectId, update),
    routed(projectId) {
      let set = routing.get(projectId);
      if (!set) {
        set = new Set();
        routing.set(projectId, set);
      }
      return set;
    },
  };
}
