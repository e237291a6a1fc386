import { useMemo, useState } from 'react';
import { useDataProvider, useListContext, type RaRecord } from 'ra-core';
import { useRequestMeta } from '../data/RequestMetaContext';
import { useErrorDialog } from '../feedback/ErrorDialogContext';
import { gatherMatching } from './gatherMatching';
import { useMatchingRecords } from './MatchingRecordsContext';

/**
 * Controller of "select all N matching": offered once every row of the page is selected
 * and the filter matches more; it reads every matching record with the list call (the
 * list's filter and its request meta) and selects them through react-admin's own
 * selection, so the bulk actions see them as `selectedIds`.
 */
export function useSelectAllMatching() {
  const { data, selectedIds, total, filter, filterValues, resource, onSelect } = useListContext<RaRecord>();
  const dataProvider = useDataProvider();
  const meta = useRequestMeta();
  const matching = useMatchingRecords();
  const showError = useErrorDialog();
  const [progress, setProgress] = useState<{ gathered: number; total: number } | undefined>(undefined);

  const allOfPageSelected = useMemo(() => {
    const selected = new Set(selectedIds.map(String));
    return (data?.length ?? 0) > 0 && (data ?? []).every((record) => selected.has(String(record.id)));
  }, [data, selectedIds]);

  const selectAll = async () => {
    if (progress) return;
    setProgress({ gathered: 0, total: total ?? 0 });
    try {
      // The permanent filter wins over the user's, as in react-admin's own list call.
      const records = await gatherMatching(dataProvider, {
        resource,
        filter: { ...filterValues, ...filter },
        meta,
        onProgress: (gathered, of) => setProgress({ gathered, total: of }),
      });
      matching.remember(records);
      onSelect(records.map((record) => record.id));
    } catch (error) {
      showError(error);
    } finally {
      setProgress(undefined);
    }
  };

  return {
    /** Every row of the page is selected and the filter matches more. */
    offered: allOfPageSelected && total !== undefined && total > selectedIds.length,
    total: total ?? 0,
    /** While the records are read: how many so far. */
    progress,
    selectAll,
  };
}
