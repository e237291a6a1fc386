import Box from '@mui/material/Box';
import type { ResourceModel } from '../registry/types';
import { AssignActionButton } from './AssignActionButton';
import { BulkDownloadButton } from './BulkDownloadButton';
import { BulkStatusButton } from './BulkStatusButton';
import { bulkActions, bulkStatusActions } from './recordActions';
import { useActionRoles } from './useActionRoles';

/**
 * The buttons of the bulk actions (assign, status actions with a `bulkPath`, downloads) on the
 * list's selection; for a Datagrid's `bulkActionButtons`, next to the bulk export and delete.
 */
export function BulkActionButtons({ resource }: { resource: ResourceModel }) {
  const allowed = useActionRoles();
  const assigns = bulkActions(resource).filter(allowed);
  const statuses = bulkStatusActions(resource).filter(allowed);
  const downloads = resource.bulkDownloads ?? [];
  if (assigns.length === 0 && statuses.length === 0 && downloads.length === 0) return null;
  return (
    <Box sx={{ display: 'contents' }}>
      {statuses.map((action) => (
        <BulkStatusButton key={action.name} resource={resource} action={action} />
      ))}
      {assigns.map((action) => (
        <AssignActionButton key={action.name} resource={resource} action={action} />
      ))}
      {downloads.map((download) => (
        <BulkDownloadButton key={download.name} resource={resource} download={download} />
      ))}
    </Box>
  );
}
