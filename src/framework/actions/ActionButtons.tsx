import Box from '@mui/material/Box';
import type { ResourceModel } from '../registry/types';
import { ExclusiveActionButton } from './ExclusiveActionButton';
import { LinkActionButton } from './LinkActionButton';
import { recordActions, type RecordAction } from './recordActions';
import { StatusActionButton } from './StatusActionButton';
import { ToggleActionButton } from './ToggleActionButton';
import { useActionRoles } from './useActionRoles';

export interface ActionButtonsProps {
  /** The resource of the record in context (a related list's resource for its rows). */
  resource: ResourceModel;
  /** Only these actions, by name (a related list's `actions`); default every record action. */
  names?: readonly string[];
}

function RecordActionButton({ resource, action }: { resource: ResourceModel; action: RecordAction }) {
  switch (action.kind) {
    case 'toggle':
      return <ToggleActionButton resource={resource} action={action} />;
    case 'status':
      return <StatusActionButton resource={resource} action={action} />;
    case 'exclusive':
      return <ExclusiveActionButton resource={resource} action={action} />;
    case 'link':
    case 'unlink':
      return <LinkActionButton resource={resource} action={action} />;
  }
}

/**
 * The buttons of the record actions (toggle, status, exclusive, link, unlink) of the record
 * in context, for a show page's toolbar or a list row; each hides itself when the record
 * does not allow it, and `roles` hide those the user may not run.
 */
export function ActionButtons({ resource, names }: ActionButtonsProps) {
  const allowed = useActionRoles();
  const actions = recordActions(resource, names).filter(allowed);
  if (actions.length === 0) return null;
  return (
    // `contents`: the buttons sit in the toolbar's own flex row.
    <Box sx={{ display: 'contents' }}>
      {actions.map((action) => (
        <RecordActionButton key={action.name} resource={resource} action={action} />
      ))}
    </Box>
  );
}
