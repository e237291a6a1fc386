import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ImportParentDefinition } from '../../framework/import/importDefinition';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { ResourceModel } from '../../framework/registry/types';
import { projectsOfRecord, type ProjectView } from '../auth/projectView';
import type { RecordService } from '../records/recordService';
import type { StoredRecord } from '../store/readCollectionFile';

/** The records a parent column may name in the store: key → id, in the request's project. */
export interface ParentIndex {
  definition: ImportParentDefinition;
  storedId(key: string): string | undefined;
}

/** Where a row's parent is: another row of the file (by index) or a stored record (by id). */
export type ParentOf = { row: number } | { id: string };

export interface ParentCheck {
  /** Per row index: the parent, when the row names one that exists. */
  parents: Map<number, ParentOf>;
  /** Per row index: why its parent cannot be linked. */
  errors: Map<number, FieldErrorBody>;
}

/** Indexes the stored records of `resource` a parent cell may name (soft-deleted ones and other projects' left out). */
export function parentIndex(records: RecordService, resource: ResourceModel, view: ProjectView): ParentIndex | undefined {
  const definition = resource.import?.parent;
  if (!definition) return undefined;
  const scope = resource.projectScope?.field;
  const keys = new Map<string, string>();
  for (const record of records.list(resource)) {
    if (isSoftDeleted(resource, record)) continue;
    if (scope && !view.all && !projectsOfRecord(record, scope).includes(view.projectId)) continue;
    const key = record[definition.by];
    if (typeof key === 'string' && !keys.has(key)) keys.set(key, String(record[resource.api.idField]));
  }
  return { definition, storedId: (key) => keys.get(key) };
}

/**
 * Finds each row's parent: a row of the same file first (its key in the `by` field), then
 * a stored record. An unknown parent, and a row that is its own ancestor through the file
 * (itself included), are the row's errors. Stored records cannot be a new row's
 * descendants, so a cycle can only run through the file.
 */
export function checkParents(index: ParentIndex, rows: readonly { key: unknown; parentKey: string }[]): ParentCheck {
  const { column } = index.definition;
  const rowOfKey = new Map<string, number>();
  rows.forEach((row, i) => {
    if (typeof row.key === 'string' && row.key !== '' && !rowOfKey.has(row.key)) rowOfKey.set(row.key, i);
  });
  const parents = new Map<number, ParentOf>();
  const errors = new Map<number, FieldErrorBody>();
  rows.forEach((row, i) => {
    const key = row.parentKey.trim();
    if (key === '') return;
    const inFile = rowOfKey.get(key);
    const stored = inFile === undefined ? index.storedId(key) : undefined;
    if (inFile !== undefined) parents.set(i, { row: inFile });
    else if (stored !== undefined) parents.set(i, { id: stored });
    else errors.set(i, { field: column, keyword: 'reference', message: 'IMPORT.PARENT_NOT_FOUND', params: { value: key } });
  });
  // A walk up the file's parents that comes back to its start is a cycle; every row on it is in error.
  const state = new Map<number, 'walking' | 'done'>();
  for (let start = 0; start < rows.length; start += 1) {
    const path: number[] = [];
    let at: number | undefined = start;
    while (at !== undefined && !state.has(at)) {
      state.set(at, 'walking');
      path.push(at);
      const parent = parents.get(at);
      at = parent && 'row' in parent ? parent.row : undefined;
    }
    if (at !== undefined && state.get(at) === 'walking') {
      for (const member of path.slice(path.indexOf(at))) {
        errors.set(member, { field: column, keyword: 'cycle', message: 'IMPORT.PARENT_CYCLE', params: { value: rows[member]?.parentKey.trim() ?? '' } });
      }
    }
    for (const visited of path) state.set(visited, 'done');
  }
  return { parents, errors };
}

/**
 * The writes that link checked rows to their parents: each new record with the ids of its
 * new children, each stored parent with the new ids appended (and its update time).
 */
export function linkedRecords(
  records: RecordService,
  resource: ResourceModel,
  created: readonly StoredRecord[],
  check: ParentCheck,
  childrenField: string,
): { insert: StoredRecord[]; replace: StoredRecord[] } {
  const idField = resource.api.idField;
  const newChildren = new Map<number, string[]>();
  const storedChildren = new Map<string, string[]>();
  check.parents.forEach((parent, i) => {
    const id = String(created[i]?.[idField]);
    if ('row' in parent) newChildren.set(parent.row, [...(newChildren.get(parent.row) ?? []), id]);
    else storedChildren.set(parent.id, [...(storedChildren.get(parent.id) ?? []), id]);
  });
  const insert = created.map((record, i) => (newChildren.has(i) ? { ...record, [childrenField]: newChildren.get(i) } : record));
  const updatedAt = resource.timestamps.updatedAt;
  const replace = [...storedChildren].map(([id, children]) => {
    const parent = records.get(resource, id);
    const before = Array.isArray(parent[childrenField]) ? (parent[childrenField] as unknown[]) : [];
    return { ...parent, [childrenField]: [...before, ...children], ...(updatedAt ? { [updatedAt]: records.options.now().toISOString() } : {}) };
  });
  return { insert, replace };
}
