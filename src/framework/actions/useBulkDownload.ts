import { useDataProvider, useListContext, useTranslate, type RaRecord } from 'ra-core';
import { useListBulkRun } from '../bulk/BulkRunContext';
import { useMatchingRecords } from '../bulk/MatchingRecordsContext';
import { MAX_DOWNLOAD_IDS } from '../data/apiConventions';
import type { AdminDataProvider } from '../data/createDataProvider';
import { saveBlob } from '../data/saveBlob';
import type { BulkDownload, ResourceModel } from '../registry/types';
import { actionText } from './actionText';
import { bulkLabelOf } from './bulkLabelOf';

/** The name of part `index` (from 1) of `count`: `evidence.zip`, or `evidence-2-of-3.zip` past MAX_DOWNLOAD_IDS records. */
export function partFileName(file: string, index: number, count: number): string {
  if (count <= 1) return file;
  const dot = file.lastIndexOf('.');
  const suffix = `-${index}-of-${count}`;
  return dot > 0 ? `${file.slice(0, dot)}${suffix}${file.slice(dot)}` : `${file}${suffix}`;
}

/**
 * Controller of a bulk download on the list's selection (an evidence zip): one call and one
 * file for up to MAX_DOWNLOAD_IDS records (a larger selection in parts of that many, each
 * saved as it comes), with the run's progress as the bytes come (the answer's Content-Length),
 * cancel (which stops the download under way; parts saved stay) and report.
 */
export function useBulkDownload(resource: ResourceModel, download: BulkDownload) {
  const { selectedIds, data } = useListContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const gathered = useMatchingRecords();
  const { run: bulk, local } = useListBulkRun();

  const start = () => {
    if (bulk.progress) return;
    const parts = Math.ceil(selectedIds.length / MAX_DOWNLOAD_IDS);
    let part = 0;
    void bulk.run({
      title: actionText(translate, resource.name, download.name, 'download'),
      ids: selectedIds,
      chunkSize: MAX_DOWNLOAD_IDS,
      runChunk: async (chunk, { progress, signal }) => {
        // The records of the chunk, as far as its bytes have come: a bar that moves while one file downloads.
        const onBytes = (received: number, total: number | undefined) => {
          if (total) progress(Math.floor((chunk.length * received) / total));
        };
        const blob = await dataProvider.bulkDownload(resource.name, { download: download.name, ids: chunk, onBytes, signal });
        part += 1;
        saveBlob(blob, partFileName(download.file, part, parts));
        return { failures: [] };
      },
      labelOf: bulkLabelOf(resource, data ?? [], (id) => gathered.get(id)),
    });
  };

  return { count: selectedIds.length, start, isPending: bulk.progress !== undefined, progress: local ? bulk.progress : undefined, cancel: bulk.cancel };
}
