import type { ReactNode } from 'react';
import { BulkActionsToolbar } from 'react-admin';
import { SelectAllMatchingButton } from './SelectAllMatchingButton';

/**
 * react-admin's bulk toolbar, offering to select every record the filter matches (not only
 * the page). For a Datagrid's `bulkActionsToolbar`, inside a MatchingRecordsProvider (where
 * the bulk actions find the records the selection read) and a BulkRunProvider.
 */
export function BulkToolbar({ children }: { children: ReactNode }) {
  return <BulkActionsToolbar selectAllButton={<SelectAllMatchingButton />}>{children}</BulkActionsToolbar>;
}
