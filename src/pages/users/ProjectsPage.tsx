import { useTranslate } from 'ra-core';
import { pageKey } from '../../framework/pages/pageKey';
import { AdminListPage } from './AdminListPage';
import { PROJECTS_ROUTE } from './userRoutes';

/** `/projects` (spec §2, ADMIN): every project, each opening its page to edit it; create beside. */
export function ProjectsPage() {
  const translate = useTranslate();
  return <AdminListPage pageKey={pageKey(PROJECTS_ROUTE)} resource="project" intro={translate('app.users.projects_intro')} />;
}
