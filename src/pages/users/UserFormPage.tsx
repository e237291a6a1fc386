import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResourceContextProvider, useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import { RequestMetaProvider } from '../../framework/data/RequestMetaContext';
import { GeneratedCreate } from '../../framework/views/GeneratedCreate';
import { GeneratedEdit } from '../../framework/views/GeneratedEdit';
import { pageKey } from '../../framework/pages/pageKey';
import { GLOBAL_PROJECT, USER_FORM_ROUTE, userListOf } from './userRoutes';
import { PROJECT_LEVEL } from '../../productSession';

const GLOBAL_META = { scopes: { [PROJECT_LEVEL]: GLOBAL_PROJECT } };

/**
 * `/new-users/add-edit-user` (spec §2, ADMIN): a new user, or with `?id=` the user to edit
 * (names, e-mail, username, roles, projects, groups), in the generated form; then back to
 * the list it came from. Opened from the global list (`from=global`) it reads and saves
 * with `ProjectId: global`, so a user of any project opens; otherwise in the chosen project,
 * which a new user joins.
 */
export function UserFormPage() {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const id = search.get('id') || undefined;
  const backTo = userListOf(search);
  const title = translate(`app.pages.${pageKey(USER_FORM_ROUTE)}.title`);
  const form = id ? <GeneratedEdit key={id} id={id} title={title} backTo={backTo} actions={false} /> : <GeneratedCreate title={title} backTo={backTo} />;
  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {translate(id ? 'app.users.edit_intro' : 'app.users.create_intro')}
      </Typography>
      <ResourceContextProvider value="user">
        {search.get('from') === 'global' ? <RequestMetaProvider meta={GLOBAL_META}>{form}</RequestMetaProvider> : form}
      </ResourceContextProvider>
    </Box>
  );
}
