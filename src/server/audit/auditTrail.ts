import type { Collection, CollectionChange } from '../store/collection';
import type { StoredRecord } from '../store/readCollectionFile';
import { currentActor } from './auditActor';
import { currentAuditNote } from './auditNote';
import { kindOfUpdate, type AuditKind } from './auditKinds';
import { changedFields, fieldChanges, type FieldChange } from './fieldChanges';
import { randomHexId } from '../store/randomHexId';

/** One change of one record, as the timelines show it. */
export interface AuditEntry {
  _id: string;
  /** The resource written (the first resource of a shared collection). */
  collection: string;
  recordId: string;
  kind: AuditKind;
  changes: FieldChange[];
  /** Absent for writes made outside a signed-in request. */
  userId?: string;
  userName?: string;
  /** ISO time of the write. */
  at: string;
  /** Why, in the author's words (a deletion's reason), or a history line kept from before the trail. */
  note?: string;
}

/** A collection to follow, with the fields whose change alone is no news (timestamps). */
export interface AuditedCollection {
  resource: string;
  collection: Collection;
  ignoredFields: ReadonlySet<string>;
}

export interface AuditTrail {
  /** The entries of one record, oldest first. Do not change them. */
  entriesOf(resource: string, recordId: string): readonly AuditEntry[];
  /** ISO time from which the trail follows every change: a record's own history before it is older news (historyEntries). */
  startedAt: string;
  /** Stops following the collections. */
  stop(): void;
}

function subjectKey(resource: string, recordId: string): string {
  return `${resource}\u0000${recordId}`;
}

/** The log's record of when it began (not an entry: it names no record). */
const START_MARK = 'trail-start';

function asEntry(record: StoredRecord): AuditEntry | undefined {
  const { collection, recordId, at } = record;
  return typeof collection === 'string' && typeof recordId === 'string' && typeof at === 'string' ? (record as unknown as AuditEntry) : undefined;
}

/**
 * Appends an entry to `log` for every change of every followed collection, whoever makes
 * it (generated routes, actions, hand-written routes): the write path only pays a diff
 * of top-level fields and one journal line. Entries are indexed by subject in memory,
 * so a timeline reads its own entries only. A refused write changes no collection and
 * leaves no entry. The author is the request's (auditActor).
 */
export function createAuditTrail(log: Collection, followed: readonly AuditedCollection[], now: () => Date = () => new Date()): AuditTrail {
  const bySubject = new Map<string, AuditEntry[]>();
  const index = (entry: AuditEntry): void => {
    const key = subjectKey(entry.collection, entry.recordId);
    const list = bySubject.get(key);
    if (list) list.push(entry);
    else bySubject.set(key, [entry]);
  };
  let earliest: string | undefined;
  for (const record of log.all()) {
    const entry = asEntry(record);
    if (!entry) continue;
    index(entry);
    if (earliest === undefined || entry.at < earliest) earliest = entry.at;
  }
  // A log kept from before the mark existed began with its first entry.
  const mark = log.get(START_MARK);
  let startedAt = typeof mark?.startedAt === 'string' ? mark.startedAt : undefined;
  if (startedAt === undefined) {
    const nowText = now().toISOString();
    startedAt = earliest !== undefined && earliest < nowText ? earliest : nowText;
    log.insert({ _id: START_MARK, startedAt });
  }

  const entryOf = (followedCollection: AuditedCollection, change: CollectionChange, at: string): AuditEntry | undefined => {
    const { resource, collection, ignoredFields } = followedCollection;
    const actor = currentActor();
    const note = currentAuditNote();
    const base = {
      _id: randomHexId(),
      collection: resource,
      at,
      ...(actor ? { userId: actor.userId, userName: actor.userName } : {}),
      ...(note ? { note } : {}),
    };
    if (change.kind === 'replace') {
      const fields = changedFields(change.before, change.after, ignoredFields);
      if (fields.length === 0) return undefined;
      return {
        ...base,
        recordId: String(change.after[collection.idField]),
        kind: kindOfUpdate(new Set(fields)),
        changes: fieldChanges(change.before, change.after, fields),
      };
    }
    const record = change.record;
    const fields = Object.keys(record).filter((field) => field !== collection.idField && !ignoredFields.has(field));
    const created = change.kind === 'insert';
    return {
      ...base,
      recordId: String(record[collection.idField]),
      kind: created ? 'created' : 'deleted',
      changes: created ? fieldChanges(undefined, record, fields) : [],
    };
  };

  const stops = followed.map((item) =>
    item.collection.subscribe((changes) => {
      const at = now().toISOString();
      const entries = changes.map((change) => entryOf(item, change, at)).filter((entry): entry is AuditEntry => entry !== undefined);
      if (entries.length === 0) return;
      // One insert each: `apply` copies the whole collection's index, too dear for an ever-growing log.
      for (const entry of entries) {
        log.insert(entry as unknown as StoredRecord);
        index(entry);
      }
    }),
  );

  return {
    entriesOf: (resource, recordId) => bySubject.get(subjectKey(resource, recordId)) ?? [],
    startedAt,
    stop() {
      for (const stop of stops) stop();
    },
  };
}
