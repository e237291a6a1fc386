import { useState } from 'react';
import { useDataProvider, useListContext, useRefresh, useTranslate, type Identifier, type RaRecord } from 'ra-core';
import { useListBulkRun } from '../bulk/BulkRunContext';
import { useMatchingRecords } from '../bulk/MatchingRecordsContext';
import type { ChunkOutcome } from '../bulk/runInChunks';
import type { AdminDataProvider } from '../data/createDataProvider';
import { useRequestMeta } from '../data/RequestMetaContext';
import { requiredMessageKey } from '../registry/apiSection';
import type { ResourceModel } from '../registry/types';
import { bulkLabelOf } from './bulkLabelOf';
import { PER_RECORD_CHUNK_SIZE, perRecordChunk } from './perRecordChunk';

/**
 * Controller of deleting the list's selection: one confirm (with one reason for every record
 * where the resource keeps deleted records, `softDelete`), then a run in chunks with its
 * progress and cancel, ending with the report of what was deleted and what was refused and
 * why (a delete guard, a record gone). A soft delete with a `bulkPath` sends 200 records a
 * call; otherwise each record is its own call, 25 at a time.
 */
export function useBulkDelete(resource: ResourceModel) {
  const { selectedIds, data, onSelect } = useListContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const meta = useRequestMeta();
  const refresh = useRefresh();
  const translate = useTranslate();
  const gathered = useMatchingRecords();
  const { run: bulk, local } = useListBulkRun();
  const soft = resource.softDelete;

  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  const close = () => {
    setOpen(false);
    setReason('');
    setError(undefined);
  };

  const chunkRunner = (text: string): { runChunk: (ids: Identifier[]) => Promise<ChunkOutcome>; chunkSize?: number } => {
    if (soft?.bulkPath) return { runChunk: (ids) => dataProvider.runBulk(resource.name, { ids, body: { [soft.reason]: text } }) };
    const one = soft
      ? (id: Identifier) => dataProvider.softDelete(resource.name, { id, reason: text })
      : (id: Identifier) => dataProvider.delete(resource.name, { id, ...(meta ? { meta } : {}) });
    return { runChunk: (ids) => perRecordChunk(ids, one), chunkSize: PER_RECORD_CHUNK_SIZE };
  };

  const submit = () => {
    if (bulk.progress) return;
    if (soft && !reason.trim()) {
      setError(requiredMessageKey());
      return;
    }
    const ids = selectedIds;
    const labelOf = bulkLabelOf(resource, data ?? [], (id) => gathered.get(id));
    const runner = chunkRunner(reason.trim());
    close();
    void bulk.run({
      title: translate('ra.action.delete'),
      ids,
      ...runner,
      labelOf,
      onFinish: () => {
        onSelect([]);
        refresh();
      },
    });
  };

  return {
    count: selectedIds.length,
    asksReason: soft !== undefined,
    open,
    start: () => setOpen(true),
    close,
    submit,
    isPending: bulk.progress !== undefined,
    reason,
    setReason: (text: string) => {
      setReason(text);
      setError(undefined);
    },
    error,
    progress: local ? bulk.progress : undefined,
    cancel: bulk.cancel,
  };
}
