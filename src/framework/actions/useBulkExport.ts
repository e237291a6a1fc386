import { fetchRelatedRecords, useDataProvider, useListContext, useTranslate, type RaRecord } from 'ra-core';
import { useListBulkRun } from '../bulk/BulkRunContext';
import { useMatchingRecords } from '../bulk/MatchingRecordsContext';
import type { ResourceModel } from '../registry/types';
import { useCsvExporter } from '../views/useCsvExporter';
import { bulkLabelOf } from './bulkLabelOf';
import { selectedRecords } from './selectedRecords';

/**
 * Controller of exporting the list's selection to CSV: the records not already at hand are
 * read 200 a call with the run's progress and cancel, then the file is written once every
 * record is read (a cancel or a failed read writes no file, and the report says why).
 */
export function useBulkExport(resource: ResourceModel) {
  const { selectedIds, data } = useListContext<RaRecord>();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const gathered = useMatchingRecords();
  const exporter = useCsvExporter(resource);
  const { run: bulk, local } = useListBulkRun();

  const start = () => {
    if (bulk.progress) return;
    const page = data ?? [];
    const read: RaRecord[] = [];
    void bulk.run({
      title: translate('app.list.export_selected'),
      ids: selectedIds,
      runChunk: async (chunk) => {
        read.push(...(await selectedRecords(dataProvider, resource.name, chunk, page, (id) => gathered.get(id))));
        return { failures: [] };
      },
      labelOf: bulkLabelOf(resource, page, (id) => gathered.get(id)),
      onFinish: (report) => {
        if (report.notRun === 0) void exporter(read, fetchRelatedRecords(dataProvider), dataProvider, resource.name);
      },
    });
  };

  return { count: selectedIds.length, start, isPending: bulk.progress !== undefined, progress: local ? bulk.progress : undefined, cancel: bulk.cancel };
}
