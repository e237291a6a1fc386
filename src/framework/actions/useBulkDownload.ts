import { useDataProvider, useListContext, useTranslate, type RaRecord } from 'ra-core';
import { useListBulkRun } from '../bulk/BulkRunContext';
import { BULK_CHUNK_SIZE } from '../bulk/runInChunks';
import { useMatchingRecords } from '../bulk/MatchingRecordsContext';
import type { AdminDataProvider } from '../data/createDataProvider';
import { saveBlob } from '../data/saveBlob';
import type { BulkDownload, ResourceModel } from '../registry/types';
import { actionText } from './actionText';
import { bulkLabelOf } from './bulkLabelOf';

/** The name of part `index` (from 1) of `count`: `evidence.zip`, or `evidence-2-of-3.zip`. */
export function partFileName(file: string, index: number, count: number): string {
  if (count <= 1) return file;
  const dot = file.lastIndexOf('.');
  const suffix = `-${index}-of-${count}`;
  return dot > 0 ? `${file.slice(0, dot)}${suffix}${file.slice(dot)}` : `${file}${suffix}`;
}

/**
 * Controller of a bulk download on the list's selection (an evidence zip): one call a chunk
 * of 200 records, each answer saved as its own file as soon as it comes, with the run's
 * progress, cancel (the parts saved stay) and report.
 */
export function useBulkDownload(resource: ResourceModel, download: BulkDownload) {
  const { selectedIds, data } = useListContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const gathered = useMatchingRecords();
  const { run: bulk, local } = useListBulkRun();

  const start = () => {
    if (bulk.progress) return;
    const parts = Math.ceil(selectedIds.length / BULK_CHUNK_SIZE);
    let part = 0;
    void bulk.run({
      title: actionText(translate, resource.name, download.name, 'download'),
      ids: selectedIds,
      runChunk: async (chunk) => {
        const blob = await dataProvider.bulkDownload(resource.name, { download: download.name, ids: chunk });
        part += 1;
        saveBlob(blob, partFileName(download.file, part, parts));
        return { failures: [] };
      },
      labelOf: bulkLabelOf(resource, data ?? [], (id) => gathered.get(id)),
    });
  };

  return { count: selectedIds.length, start, isPending: bulk.progress !== undefined, progress: local ? bulk.progress : undefined, cancel: bulk.cancel };
}
