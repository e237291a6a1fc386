import { useEffect } from 'react';
import { useNotify, useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { callRequest } from '../../framework/contracts/callRequest';
import type { ApiError } from '../../framework/data/ApiError';
import { usePopup } from '../../framework/feedback/ErrorDialogContext';
import { useAppSession } from '../AppSessionContext';
import { useScopeStore } from './ScopeContext';
import { DEFAULT_MENU_TYPE, type ScopeLevelName } from './scopeSelection';
import { chooseScope, deepestLevel } from './scopeTransitions';

/** Where a record outside the chosen scope lives: the node to move to, its parents, and the name the prompt gives it. */
interface RecordScopeTarget {
  level: ScopeLevelName;
  id: string;
  parents: Partial<Record<ScopeLevelName, string>>;
  name: string | null;
}

/**
 * The scope of a record the API placed outside the chosen one: its contract, else its project,
 * named from the project's details (which any member of the project reads, unlike contracts).
 */
async function targetOf(error: ApiError, http: ReturnType<typeof useAppSession>['http']): Promise<RecordScopeTarget | null> {
  const { expectedProjectId: projectId, expectedContractId } = error.extra;
  if (typeof projectId !== 'string' || !projectId) return null;
  const contractId = typeof expectedContractId === 'string' ? expectedContractId : undefined;
  const details = await import('../../contracts/projectDetails')
    .then(({ PROJECT_DETAILS_BY_IDS }) => callRequest(http, PROJECT_DETAILS_BY_IDS, { query: { ids: projectId } }))
    .then((answer) => answer.data[0])
    .catch(() => undefined);
  const programId = details?.program?._id;
  const parents = { ...(programId ? { program: programId } : {}) };
  if (contractId === undefined) return { level: 'project', id: projectId, parents, name: details?.project.name ?? null };
  const contract = details?.contracts.find((candidate) => candidate._id === contractId);
  return { level: 'contract', id: contractId, parents: { ...parents, project: projectId }, name: contract?.name ?? null };
}

/**
 * The refusals about the scope chosen in the tree (spec §2, §7, §8), from wherever they happen:
 * a scope the session cannot have (the address of another project's scope, a node that is
 * gone) is dropped once, the address corrected and a notification saying so, the lists then
 * showing the session's project; a record of the project outside the chosen scope is offered
 * with a prompt naming its contract (or project) that moves the scope to it, staying on the page.
 */
export function ScopeRefusalListener() {
  const { routedErrors, http } = useAppSession();
  const scope = useScopeStore();
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const showPopup = usePopup();
  const translate = useTranslate();
  const here = `${location.pathname}${location.search}`;
  useEffect(
    () =>
      routedErrors.subscribe((error) => {
        if (error.display === 'dropScope') {
          // Every call of the page fails alike: the first drops the scope, the others find none left.
          if (deepestLevel(scope.get()) === undefined) return;
          scope.set({ menuType: DEFAULT_MENU_TYPE });
          navigate(here, { replace: true });
          notify('app.scope.dropped', { type: 'info' });
          return;
        }
        if (error.display !== 'changeScope') return;
        void targetOf(error, http).then((target) => {
          if (!target) return;
          const move = chooseScope(scope.get(), target.level, target.id, target.parents);
          showPopup({
            type: 'WARNING',
            title: 'app.scope.move.title',
            subtitle: target.name === null ? translate('app.scope.move.unnamed') : translate(`app.scope.move.${target.level}`, { name: target.name }),
            actions: [
              { type: 'close', label: 'errors.close' },
              {
                type: 'callback',
                label: 'app.scope.move.confirm',
                primary: true,
                onClick: () => {
                  scope.set(move.selection);
                  navigate(here, { replace: true });
                },
              },
            ],
          });
        });
      }),
    [routedErrors, http, scope, navigate, here, notify, showPopup, translate],
  );
  return null;
}
