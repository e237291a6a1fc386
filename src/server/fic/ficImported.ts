import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { RecordService } from '../records/recordService';
import type { FicKindDefinition } from './ficKinds';
import type { FicResources } from './ficResources';

/** The source the activities imported from FIC carry (spec §1). */
export const FIC_SOURCE = 'FIC';

/**
 * External ids of the items of one kind already imported into a project: the FIC
 * activities of the store (soft-deleted ones left out). Read from the store on every call,
 * so an activity deleted or imported elsewhere in the API shows at once.
 */
export function importedIds(records: RecordService, resources: FicResources, definition: FicKindDefinition, projectId: string): Set<string> {
  const ids = new Set<string>();
  for (const record of records.list(resources.activity)) {
    if (record.source !== FIC_SOURCE || record.origin !== definition.origin || record.projectId !== projectId) continue;
    if (isSoftDeleted(resources.activity, record) || typeof record.externalId !== 'string') continue;
    ids.add(record.externalId);
  }
  return ids;
}
