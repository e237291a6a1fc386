import { useEffect } from 'react';
import { useDataProvider, useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { usePopup } from '../framework/feedback/ErrorDialogContext';
import type { RequestMeta } from '../framework/data/requestMeta';
import { useAppSession } from './AppSessionContext';
import { useScopeStore } from './scope/ScopeContext';
import { PROJECT_LEVEL } from '../productSession';
import { DEFAULT_MENU_TYPE } from './scope/scopeSelection';
import { FORBIDDEN_ROUTE, HOME_ROUTE, JOIN_PROJECT_ROUTE } from './shellRoutes';

const PROJECT_RESOURCE = 'project';

/**
 * Takes the user where a failure says (spec §8): no project → the join request; a
 * resource of another project → a prompt to change project (which stores the project,
 * clears the chosen scope, goes home and reloads, spec §4); a page that does not apply → forbidden.
 */
export function RoutedErrorListener() {
  const { routedErrors, store } = useAppSession();
  const scope = useScopeStore();
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const showPopup = usePopup();
  const translate = useTranslate();
  useEffect(
    () =>
      routedErrors.subscribe((error) => {
        if (error.display === 'joinProject') navigate(JOIN_PROJECT_ROUTE);
        else if (error.display === 'forbidden') navigate(FORBIDDEN_ROUTE);
        else if (error.display === 'changeProject' && typeof error.extra.expectedProjectId === 'string' && error.extra.expectedProjectId) {
          const projectId = error.extra.expectedProjectId;
          // The project is named, never numbered: its name is asked in that project (the session's own may not see it).
          void dataProvider
            .getOne(PROJECT_RESOURCE, { id: projectId, meta: { scopes: { [PROJECT_LEVEL]: projectId } } satisfies RequestMeta })
            .then(({ data }) => (typeof data.name === 'string' && data.name !== '' ? data.name : null))
            .catch(() => null)
            .then((name) =>
              showPopup({
                type: 'WARNING',
                title: 'auth.project_change.title',
                subtitle: name === null ? translate('auth.project_change.text_unnamed') : translate('auth.project_change.text', { name }),
                actions: [
                  { type: 'close', label: 'errors.close' },
                  {
                    type: 'callback',
                    label: 'auth.project_change.confirm',
                    primary: true,
                    onClick: () => {
                      store.setScope(PROJECT_LEVEL, projectId, name);
                      // The scope chosen in the old project's tree is none of the new one's.
                      scope.set({ menuType: DEFAULT_MENU_TYPE });
                      window.location.hash = `#${HOME_ROUTE}`;
                      window.location.reload();
                    },
                  },
                ],
              }),
            );
        }
      }),
    [routedErrors, navigate, showPopup, translate, store, dataProvider, scope],
  );
  return null;
}
