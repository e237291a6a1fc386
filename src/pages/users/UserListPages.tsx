import { useTranslate, type Identifier } from 'ra-core';
import { pageKey } from '../../framework/pages/pageKey';
import { useAppSession } from '../../shell/AppSessionContext';
import { PROJECT_LEVEL } from '../../productSession';
import { currentProjectOf } from '../../shell/sessionProject';
import { AdminListPage } from './AdminListPage';
import { UserApprovalsLink } from './UserApprovalsLink';
import { GLOBAL_PROJECT, GLOBAL_USERS_ROUTE, PROJECT_USERS_ROUTE, userFormPath } from './userRoutes';

const USER_RESOURCE = 'user';
const GLOBAL_META = { scopes: { [PROJECT_LEVEL]: GLOBAL_PROJECT } };

const projectUserPath = (id: Identifier) => userFormPath({ id });
const globalUserPath = (id: Identifier) => userFormPath({ id, from: 'global' });

/** The project chosen in the header, by name, or undefined when Global is chosen. */
export function useChosenProject(): string | undefined {
  const user = useAppSession().store.user();
  const project = user ? currentProjectOf(user) : undefined;
  return project?.name || project?.id || undefined;
}

/** `/new-users` (spec §2, ADMIN): the users of the chosen project, each opening the user form; the join requests a click away. */
export function ProjectUsersPage() {
  const translate = useTranslate();
  const project = useChosenProject();
  return (
    <AdminListPage
      pageKey={pageKey(PROJECT_USERS_ROUTE)}
      resource={USER_RESOURCE}
      intro={project ? translate('app.users.project_intro', { project }) : translate('app.users.every_project_intro')}
      recordPath={projectUserPath}
      createPath={userFormPath()}
      aside={<UserApprovalsLink />}
    />
  );
}

/** `/global/users` (spec §2, ADMIN): every user of every project, asked with `ProjectId: global`, each opening the user form. */
export function GlobalUsersPage() {
  const translate = useTranslate();
  return (
    <AdminListPage
      pageKey={pageKey(GLOBAL_USERS_ROUTE)}
      resource={USER_RESOURCE}
      intro={translate('app.users.global_intro')}
      meta={GLOBAL_META}
      recordPath={globalUserPath}
      createPath={userFormPath({ from: 'global' })}
      aside={<UserApprovalsLink />}
    />
  );
}
