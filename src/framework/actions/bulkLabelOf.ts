import type { RaRecord } from 'ra-core';
import { recordLabel } from '../registry/recordLabel';
import type { ResourceModel } from '../registry/types';

/**
 * How a bulk report names a record: its label from the page on screen or the records
 * "select all matching" read, else its id. The page is copied at once: the run outlives it.
 */
export function bulkLabelOf(resource: ResourceModel, page: readonly RaRecord[], gathered: (id: string) => RaRecord | undefined): (id: string) => string {
  const onPage = new Map(page.map((record) => [String(record.id), record]));
  return (id) => {
    const record = onPage.get(id) ?? gathered(id);
    return (record && recordLabel(resource, record)) || id;
  };
}
