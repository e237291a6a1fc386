import HowToRegIcon from '@mui/icons-material/HowToReg';
import Button from '@mui/material/Button';
import { useCreatePath, useGetList, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';

/** The resource of the users awaiting a project (their join requests, spec §2 `/user-approvals`). */
export const USER_APPROVAL_RESOURCE = 'user-approval';

/** A link to the join requests awaiting approval, with how many wait. */
export function UserApprovalsLink() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { total } = useGetList(USER_APPROVAL_RESOURCE, { pagination: { page: 1, perPage: 1 } });
  const label = total ? translate('app.users.approvals_waiting', { count: total }) : translate(`resources.${USER_APPROVAL_RESOURCE}.name`, { smart_count: 2 });
  return (
    <Button
      component={Link}
      to={createPath({ resource: USER_APPROVAL_RESOURCE, type: 'list' })}
      variant="outlined"
      size="small"
      startIcon={<HowToRegIcon />}
      data-testid="user-approvals-link"
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}
