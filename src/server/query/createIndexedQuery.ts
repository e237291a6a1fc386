import { listParams } from '../../framework/data/apiConventions';
import { readPaging } from '../../framework/query/paging';
import type { QueryResult } from '../../framework/query/queryRecords';
import { readField } from '../../framework/query/readField';
import { queryPredicates, recordPredicates, standingPredicates } from '../../framework/query/recordPredicates';
import type { ResourceModel } from '../../framework/registry/types';
import type { Collection, CollectionChange } from '../store/collection';
import type { StoredRecord } from '../store/readCollectionFile';
import { sortableFields } from './checkListQuery';
import { candidateSources, narrowCandidates, type IndexProvider } from './candidateSources';
import { createDateIndex, type DateIndex } from './dateIndex';
import { createEqualityIndex, type EqualityIndex } from './equalityIndex';
import { createFilteredSet, type FilteredSet } from './filteredSet';
import { filterKey } from './filterKey';
import { pagePositions, type PageSort } from './pagePositions';
import { createRecordSlots, type RecordSlots } from './recordSlots';
import { createSortIndex, type SortIndex } from './sortIndex';
import { createTextIndex, type TextIndex } from './textIndex';

type Params = Readonly<Record<string, string>>;

/** List queries of one resource over its collection, answered from indexes. */
export interface IndexedQuery {
  /** Exactly `queryRecords(collection.all(), resource, params)`: same records, same order, same count. */
  query(params: Params): QueryResult;
  /** Stops following the collection. */
  close(): void;
}

export interface IndexedQueryOptions {
  /** Filtered sets kept for reuse, least recently used dropped first. Default 16. */
  cacheSize?: number;
}

/** Every index and cached set, over one numbering of the records. */
interface Indexes extends IndexProvider {
  slots: RecordSlots;
  /** The records every list shows (the standing conditions), kept whatever the cache drops. */
  standing: FilteredSet;
  sortIndex(field: string): SortIndex | undefined;
  cache: Map<string, FilteredSet>;
  follow(change: CollectionChange): void;
}

/** Holes worth renumbering for: past this many, and more holes than records, rebuild. */
const HOLES_BEFORE_REBUILD = 1024;

function livePositions(records: readonly (StoredRecord | undefined)[]): number[] {
  const positions: number[] = [];
  records.forEach((record, position) => {
    if (record) positions.push(position);
  });
  return positions;
}

/**
 * Builds the indexed list query of `resource` over `collection` and follows the
 * collection's changes. What it keeps, by record position (stored order):
 * - a sort order per sortable field (list columns and the default sort; built when first
 *   needed, the default one at once), walked from the top for a page;
 * - equality postings per equality filter or property, the ids, date instants per
 *   date-range filter, folded texts and trigrams per text filter (each built when first needed);
 * - the records passing each recent set of filters (FilteredSet), the unfiltered one at
 *   once, and the records every list shows (the standing conditions) always.
 * Indexes propose candidates and the real predicates of recordPredicates decide, so
 * whatever the indexes cannot answer (new kinds of filter, paths through objects) stays
 * correct. A text filter (every match type), a date range and an equality on a top-level
 * property are answered exactly by their index, and their predicates skipped: a
 * one-letter `contains` over 100 000 records is a scan of kept folded strings, not 100 000
 * predicate calls. Writes update everything in place, a splice per index whose entries
 * changed (a replace that keeps a field's value leaves its indexes alone); when
 * more than half of the positions are holes, or an update fails, everything is rebuilt on
 * the next query.
 */
export function createIndexedQuery(resource: ResourceModel, collection: Collection, options: IndexedQueryOptions = {}): IndexedQuery {
  const cacheSize = options.cacheSize ?? 16;
  const sortable = sortableFields(resource);

  const build = (): Indexes => {
    const slots = createRecordSlots(collection.all(), collection.idField);
    const sorts = new Map<string, SortIndex>();
    const equalities = new Map<string, EqualityIndex>();
    const dates = new Map<string, DateIndex>();
    const texts = new Map<string, TextIndex>();
    const cache = new Map<string, FilteredSet>();
    const standingChecks = standingPredicates(resource);
    const standing = createFilteredSet(
      standingChecks,
      livePositions(slots.records).filter((position) => standingChecks.every((matches) => matches(slots.records[position]!))),
    );
    const lazily = <T>(map: Map<string, T>, key: string, make: () => T): T => {
      let index = map.get(key);
      if (!index) {
        index = make();
        map.set(key, index);
      }
      return index;
    };
    const everyIndex = (): {
      add(position: number, record: StoredRecord): void;
      remove(position: number, record: StoredRecord): void;
      replace(position: number, before: StoredRecord, after: StoredRecord): void;
    }[] => [...sorts.values(), ...equalities.values(), ...dates.values(), ...texts.values()];
    return {
      slots,
      standing,
      cache,
      positionOf: (id) => slots.positionOf(id),
      equality: (keys) => lazily(equalities, JSON.stringify(keys), () => createEqualityIndex(keys, slots.records)),
      dates: (path, unit) => lazily(dates, `${unit}:${path}`, () => createDateIndex(path, slots.records, unit)),
      text: (path) => lazily(texts, path, () => createTextIndex(path, slots.records)),
      sortIndex: (field) => (sortable.has(field) ? lazily(sorts, field, () => createSortIndex(field, slots.records)) : undefined),
      follow(change) {
        const before = change.kind === 'replace' ? change.before : change.kind === 'remove' ? change.record : undefined;
        const after = change.kind === 'replace' ? change.after : change.kind === 'insert' ? change.record : undefined;
        const position = slots.apply(change);
        for (const index of everyIndex()) {
          if (before && after) index.replace(position, before, after);
          else if (before) index.remove(position, before);
          else if (after) index.add(position, after);
        }
        standing.update(position, after);
        for (const set of cache.values()) set.update(position, after);
      },
    };
  };

  const filteredSet = (indexes: Indexes, params: Params): FilteredSet => {
    const key = filterKey(resource, params);
    const cached = indexes.cache.get(key);
    if (cached) {
      // Most recently used last: the first entry is the one to drop.
      indexes.cache.delete(key);
      indexes.cache.set(key, cached);
      return cached;
    }
    const { records } = indexes.slots;
    const predicates = recordPredicates(resource, params);
    const candidates = narrowCandidates(candidateSources(resource, params, indexes));
    // The standing conditions are a kept set, and the filters the indexes answered exactly
    // need no second look: what is left is checked per candidate (the new set keeps every
    // predicate, for writes).
    const remaining = queryPredicates(resource, params, candidates?.settled);
    const standing = indexes.standing;
    let members: number[];
    if (!candidates) {
      members =
        remaining.length === 0 ? [...standing.members] : standing.members.filter((position) => remaining.every((matches) => matches(records[position]!)));
    } else {
      const shown = standing.bits();
      members = candidates.positions.filter((position) => shown[position] === 1 && remaining.every((matches) => matches(records[position]!)));
    }
    const set = createFilteredSet(predicates, members);
    indexes.cache.set(key, set);
    if (indexes.cache.size > cacheSize) indexes.cache.delete(indexes.cache.keys().next().value!);
    return set;
  };

  let indexes: Indexes | undefined;
  const current = (): Indexes => (indexes ??= build());

  const stop = collection.subscribe((changes) => {
    if (!indexes) return;
    try {
      for (const change of changes) indexes.follow(change);
      const { holes, live } = indexes.slots;
      if (holes > HOLES_BEFORE_REBUILD && holes > live) indexes = undefined;
    } catch (error) {
      // The collection has changed whatever happens here: start again from it rather than answer from a wrong index.
      console.error(`Query index of ${resource.name} rebuilt after: ${error instanceof Error ? error.message : String(error)}`);
      indexes = undefined;
    }
  });

  // Ready for the default page: its order and the unfiltered set.
  const warm = current();
  warm.sortIndex(resource.list.sort.field);
  filteredSet(warm, {});

  return {
    query(params) {
      const state = current();
      const set = filteredSet(state, params);
      const field = params[listParams().sort]?.trim();
      const sort: PageSort | undefined = field ? { field, order: params[listParams().order]?.trim().toUpperCase() === 'DESC' ? 'DESC' : 'ASC' } : undefined;
      const { records } = state.slots;
      const positions = pagePositions(set, sort, readPaging(params), {
        positions: records.length,
        sortIndex: () => (field ? state.sortIndex(field) : undefined),
        valueAt: (position) => (field ? readField(records[position], field) : undefined),
      });
      return { items: positions.map((position) => records[position]!), count: set.members.length };
    },
    close: stop,
  };
}
