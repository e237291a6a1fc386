import Box from '@mui/material/Box';
import type { ResourceModel } from '../registry/types';
import { AssignActionButton } from './AssignActionButton';
import { bulkActions } from './recordActions';
import { useActionRoles } from './useActionRoles';

/**
 * The buttons of the bulk actions (assign) on the list's selection; for a Datagrid's
 * `bulkActionButtons`, next to the bulk delete.
 */
export function BulkActionButtons({ resource }: { resource: ResourceModel }) {
  const allowed = useActionRoles();
  const actions = bulkActions(resource).filter(allowed);
  if (actions.length === 0) return null;
  return (
    <Box sx={{ display: 'contents' }}>
      {actions.map((action) => (
        <AssignActionButton key={action.name} resource={resource} action={action} />
      ))}
    </Box>
  );
}
