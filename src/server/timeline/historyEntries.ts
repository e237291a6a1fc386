import type { ResourceModel } from '../../framework/registry/types';
import type { AuditEntry } from '../audit/auditTrail';
import type { AuditKind } from '../audit/auditKinds';
import type { FieldChange } from '../audit/fieldChanges';
import type { StoredRecord } from '../store/readCollectionFile';

/** A list a record keeps of its own past (the product's data has them), read as timeline entries. */
interface HistorySource {
  field: string;
  kind: AuditKind;
  /** The item's field whose change the entry shows (from the previous item's value). */
  valueField?: string;
  /** The item's field shown as the entry's note. */
  noteField?: string;
  /** Each item's value follows the previous one's (a status); otherwise each stands alone (a record). */
  chained?: boolean;
  /** The field the entry names as changed, when not `valueField` (the record's own label). */
  changeField?: string;
}

/** Field names, not resource names: any subject carrying one of these lists shows it. */
const HISTORY_SOURCES: readonly HistorySource[] = [
  { field: 'statusHistory', kind: 'status', valueField: 'status', noteField: 'justification', chained: true },
  { field: 'customHistory', kind: 'updated', noteField: 'description' },
  { field: 'registers', kind: 'record', valueField: 'record', changeField: 'register' },
];

/** A single text older data keeps instead of a list, with no date of its own: shown at the record's last update. */
const UNDATED_TEXTS: readonly { field: string; kind: AuditKind }[] = [{ field: 'register', kind: 'record' }];

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The ISO form of a stored date, undefined when it is none. */
function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function sourceEntries(source: HistorySource, record: StoredRecord, base: Pick<AuditEntry, 'collection' | 'recordId'>, before: string): AuditEntry[] {
  const list = record[source.field];
  if (!Array.isArray(list)) return [];
  const entries: AuditEntry[] = [];
  let previous: unknown;
  list.forEach((item, index) => {
    if (!isObject(item)) return;
    const value = source.valueField ? item[source.valueField] : undefined;
    const changed = previous;
    previous = value;
    const at = isoDate(item.date);
    if (at === undefined || at >= before) return;
    const field = source.changeField ?? source.valueField;
    const changes: FieldChange[] =
      field && value !== undefined ? [{ field, ...(source.chained && changed !== undefined ? { before: changed } : {}), after: value }] : [];
    const note = source.noteField ? item[source.noteField] : undefined;
    entries.push({
      _id: `${source.field}-${index}`,
      ...base,
      kind: source.kind,
      changes,
      at,
      ...(typeof item.userId === 'string' ? { userId: item.userId } : {}),
      ...(typeof item.userName === 'string' ? { userName: item.userName } : {}),
      ...(typeof note === 'string' && note !== '' ? { note } : {}),
    });
  });
  return entries;
}

/**
 * The subject's own past from before the audit trail began (`before`, its start): its
 * creation (when the resource stamps it), the items of its history lists and its records,
 * oldest first.
 * Later items are left out: the trail already holds them, so nothing shows twice, and
 * nothing is written, so a restart repeats nothing either.
 */
export function historyEntries(resource: ResourceModel, record: StoredRecord, before: string): AuditEntry[] {
  const base = { collection: resource.name, recordId: String(record[resource.api.idField]) };
  const createdField = resource.timestamps.createdAt;
  const createdAt = createdField ? isoDate(record[createdField]) : undefined;
  const created: AuditEntry[] = createdAt !== undefined && createdAt < before ? [{ _id: 'created', ...base, kind: 'created', changes: [], at: createdAt }] : [];
  const items = HISTORY_SOURCES.flatMap((source) => sourceEntries(source, record, base, before));
  const updatedField = resource.timestamps.updatedAt;
  const updatedAt = (updatedField ? isoDate(record[updatedField]) : undefined) ?? createdAt;
  const texts: AuditEntry[] =
    updatedAt !== undefined && updatedAt < before
      ? UNDATED_TEXTS.flatMap(({ field, kind }) => {
          const text = record[field];
          return typeof text === 'string' && text.trim() !== '' ? [{ _id: field, ...base, kind, changes: [{ field, after: text }], at: updatedAt }] : [];
        })
      : [];
  return [...created, ...items, ...texts].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
