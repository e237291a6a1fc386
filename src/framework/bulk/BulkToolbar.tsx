import type { ReactNode } from 'react';
import { BulkActionsToolbar } from 'react-admin';
import { MatchingRecordsProvider } from './MatchingRecordsContext';
import { SelectAllMatchingButton } from './SelectAllMatchingButton';

/**
 * react-admin's bulk toolbar, offering to select every record the filter matches (not only
 * the page); its bulk actions find the records that selection read. For a Datagrid's
 * `bulkActionsToolbar`.
 */
export function BulkToolbar({ children }: { children: ReactNode }) {
  return (
    <MatchingRecordsProvider>
      <BulkActionsToolbar selectAllButton={<SelectAllMatchingButton />}>{children}</BulkActionsToolbar>
    </MatchingRecordsProvider>
  );
}
