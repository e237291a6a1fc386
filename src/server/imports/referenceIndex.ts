import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { ReferenceLookup } from '../../framework/import/parseCellText';
import type { ImportColumn } from '../../framework/import/importColumns';
import type { RegistryModel } from '../../framework/registry/types';
import { projectsOfRecord, type ProjectView } from '../auth/projectView';
import type { RecordService } from '../records/recordService';

/** Human key → id of the records each reference column may name, in the request's project. */
export interface ReferenceIndex {
  lookup: ReferenceLookup;
  /** The keys of one column's referenced records, for the template's drop-down. */
  keysOf(field: string): string[];
}

/**
 * Indexes, once per import, the records the reference columns name by their human key
 * (`identifier`, `name`): soft-deleted ones left out, and for a project-scoped resource
 * only the records of the request's project. A key held twice names the first record.
 */
export function referenceIndex(model: RegistryModel, records: RecordService, columns: readonly ImportColumn[], view: ProjectView): ReferenceIndex {
  const byColumn = new Map<string, Map<string, string>>();
  const byTarget = new Map<string, Map<string, string>>();
  for (const column of columns) {
    if (!column.reference) continue;
    const { resource: name, by } = column.reference;
    const resource = model.resources.find((candidate) => candidate.name === name);
    const keys = new Map<string, string>();
    const scope = resource?.projectScope?.field;
    for (const record of resource ? records.list(resource) : []) {
      if (isSoftDeleted(resource!, record)) continue;
      if (scope && !view.all && !projectsOfRecord(record, scope).includes(view.projectId)) continue;
      const key = record[by];
      const id = record[resource!.api.idField];
      if ((typeof key === 'string' || typeof key === 'number') && !keys.has(String(key))) keys.set(String(key), String(id));
    }
    byColumn.set(column.field, keys);
    byTarget.set(`${name}\u0000${by}`, keys);
  }
  return {
    lookup: (resource, by, key) => byTarget.get(`${resource}\u0000${by}`)?.get(key),
    keysOf: (field) => [...(byColumn.get(field)?.keys() ?? [])],
  };
}
