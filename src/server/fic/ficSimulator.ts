import { existsSync, readFileSync } from 'node:fs';
import { writeJsonAtomic } from '../store/writeJsonAtomic';
import type { FicKind, FicLastUpdate } from '../../contracts/fic';
import type { FicItemError } from './ficCodes';
import { seedFicRows, type FicItem, type FicRow } from './ficSeed';

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

/** The file of the demo data dir that keeps the FIC state besides the lists. */
export const FIC_STATE_FILE = 'fic-state.json';

/** What the simulator keeps across restarts. */
interface FicState {
  /** `<kind>/<projectId>` → the aborted items. */
  aborted: Record<string, FicAbortedItem[]>;
  /** projectId → the last update sent to FIC. */
  lastUpdates: Record<string, FicLastUpdate>;
  /** projectId → the routed process instance ids. */
  routing: Record<string, string[]>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The state kept in `file`, or an empty one (no file yet; an unreadable one is named on the console). */
function readState(file: string | undefined): FicState {
  const empty: FicState = { aborted: {}, lastUpdates: {}, routing: {} };
  if (!file || !existsSync(file)) return empty;
  try {
    const read: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isRecord(read)) throw new Error('not an object');
    return {
      aborted: isRecord(read.aborted) ? (read.aborted as FicState['aborted']) : {},
      lastUpdates: isRecord(read.lastUpdates) ? (read.lastUpdates as FicState['lastUpdates']) : {},
      routing: isRecord(read.routing) ? (read.routing as FicState['routing']) : {},
    };
  } catch {
    console.warn(`[demo api] ${file} does not read as FIC state: the aborted lists, last updates and routing start empty`);
    return empty;
  }
}

/**
 * What FIC holds besides the demo store: the seeded lists (made on first use per site and
 * kind, so the demo starts as fast as before, and the same on every start), the aborted
 * items of each project and kind, the last update of each project and the routed process
 * instances. With `file` (`<dataDir>/fic-state.json`), these last three are written there
 * on every change, before the call answers, and read back on the next start.
 */
export interface FicSimulator {
  list(kind: FicKind, siteId: string, siteIndex: number): FicList;
  aborted(projectId: string, kind: FicKind): FicAbortedItem[];
  setAborted(projectId: string, kind: FicKind, items: FicAbortedItem[]): void;
  lastUpdate(projectId: string): FicLastUpdate | undefined;
  setLastUpdate(projectId: string, update: FicLastUpdate): void;
  routed(projectId: string): readonly string[];
  /** Adds `ids` to the project's routed instances; answers them all. */
  route(projectId: string, ids: readonly string[]): readonly string[];
  /** Forgets the project's routed instances; answers how many there were. */
  cancelRouting(projectId: string): number;
}

export function createFicSimulator(file?: string): FicSimulator {
  const lists = new Map<string, FicList>();
  let state = readState(file);
  const change = (next: FicState) => {
    if (file) writeJsonAtomic(file, next);
    state = next;
  };
  const routed = (projectId: string) => (Object.hasOwn(state.routing, projectId) ? (state.routing[projectId] ?? []) : []);
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
    aborted: (projectId, kind) => (Object.hasOwn(state.aborted, `${kind}/${projectId}`) ? (state.aborted[`${kind}/${projectId}`] ?? []) : []),
    setAborted(projectId, kind, items) {
      const key = `${kind}/${projectId}`;
      // Unchanged empty lists are the usual case of an import: no write.
      if (items.length === 0 && !Object.hasOwn(state.aborted, key)) return;
      const { [key]: _dropped, ...others } = state.aborted;
      change({ ...state, aborted: items.length > 0 ? { ...others, [key]: items } : others });
    },
    lastUpdate: (projectId) => (Object.hasOwn(state.lastUpdates, projectId) ? state.lastUpdates[projectId] : undefined),
    setLastUpdate: (projectId, update) => change({ ...state, lastUpdates: { ...state.lastUpdates, [projectId]: update } }),
    routed,
    route(projectId, ids) {
      const next = [...new Set([...routed(projectId), ...ids])];
      change({ ...state, routing: { ...state.routing, [projectId]: next } });
      return next;
    },
    cancelRouting(projectId) {
      const count = routed(projectId).length;
      const { [projectId]: _dropped, ...others } = state.routing;
      if (count > 0) change({ ...state, routing: others });
      return count;
    },
  };
}
