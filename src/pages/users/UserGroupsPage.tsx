import { useTranslate } from 'ra-core';
import { pageKey } from '../../framework/pages/pageKey';
import { AdminListPage } from './AdminListPage';
import { USER_GROUPS_ROUTE } from './userRoutes';
import { useChosenProject } from './UserListPages';

/**
 * `/new-user-groups` (spec §2, ADMIN): the user groups of the chosen project; each opens its
 * page with its members, edit and delete (refused while it has members: 409
 * USER_GROUP.HAS_MEMBERS, the definition's delete guard).
 */
export function UserGroupsPage() {
  const translate = useTranslate();
  const project = useChosenProject();
  return (
    <AdminListPage
      pageKey={pageKey(USER_GROUPS_ROUTE)}
      resource="user-group"
      intro={project ? translate('app.users.groups_intro', { project }) : translate('app.users.groups_every_project_intro')}
    />
  );
}
