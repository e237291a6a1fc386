import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { BulkActionsToolbar } from 'react-admin';
import { SelectAllMatchingButton } from './SelectAllMatchingButton';

/**
 * Many bulk actions (a resource with status actions, assigns, downloads, export and delete)
 * do not fit react-admin's one-line bar, which floats over the list's top: with a selection,
 * the bar takes its place above the table, as tall as its buttons need once they wrap.
 */
const wrappingBar = {
  '& .RaBulkActionsToolbar-toolbar': { gap: 1, flexWrap: 'wrap' },
  '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { position: 'relative', height: 'auto', transform: 'none', py: 0.5 },
  '& .RaBulkActionsToolbar-topToolbar': { flex: '1 1 auto', minWidth: 0, flexWrap: 'wrap', justifyContent: 'flex-end' },
};

/**
 * react-admin's bulk toolbar, offering to select every record the filter matches (not only
 * the page). For a Datagrid's `bulkActionsToolbar`, inside a MatchingRecordsProvider (where
 * the bulk actions find the records the selection read) and a BulkRunProvider.
 */
export function BulkToolbar({ children }: { children: ReactNode }) {
  return (
    <Box sx={wrappingBar}>
      <BulkActionsToolbar selectAllButton={<SelectAllMatchingButton />}>{children}</BulkActionsToolbar>
    </Box>
  );
}
