import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate } from 'ra-core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallClient } from '../../framework/contracts/CallClientContext';
import { callRequest } from '../../framework/contracts/callRequest';
import { callKey } from '../../framework/contracts/useCall';
import { SCOPE_CHILDREN_CALL } from '../../contracts/scopeCallPaths';
import { useAppSession } from '../AppSessionContext';
import { useScope, useScopeChoice } from '../scope/ScopeContext';
import { SCOPE_LEVELS, type ScopeLevelName } from '../scope/scopeSelection';
import { useScopeReach } from '../scope/useScopeReach';

interface Node {
  id: string;
  name: string;
}

const PROGRAMS = { filter: { level: SCOPE_LEVELS.program }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * The nodes right under a node of the scope tree. The call's contract loads with the first
 * question (the selector itself is drawn at once, so the sidebar does not move under it).
 */
function useChildren(level: ScopeLevelName, id: string | undefined): Node[] {
  const { http, contextKey } = useCallClient();
  const input = { params: { level: SCOPE_LEVELS[level], id: id ?? '' } };
  const children = useQuery({
    queryKey: callKey(SCOPE_CHILDREN_CALL, input, contextKey),
    enabled: id !== undefined,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const { SCOPE_CHILDREN } = await import('../../contracts/scope');
      return callRequest(http, SCOPE_CHILDREN, input);
    },
  });
  return (children.data?.data ?? []).map((node) => ({ id: node._id, name: node.name }));
}

const HOME = '__home';
const GLOBAL = '__global';

/**
 * The tree selector of the sidebar (spec §2), for global admins: Home, Global or a program,
 * then a project of that program, then a contract of that project, as far as the session's
 * project reaches (useScopeReach). Each choice follows the
 * rules of spec §4 (a node opens /overview).
 */
export function SidebarScope() {
  const translate = useTranslate();
  const { store } = useAppSession();
  const selection = useScope();
  const { chooseMenu, chooseNode } = useScopeChoice();
  const isAdmin = store.user()?.roles.includes('ADMIN') ?? false;
  const reach = useScopeReach();
  const programs = useGetList('scope', PROGRAMS, { enabled: isAdmin });
  const projects = useChildren('program', isAdmin ? selection.programId : undefined).filter((node) => reach.admits('project', node.id));
  const contracts = useChildren('project', isAdmin ? selection.projectId : undefined);
  if (!isAdmin) return null;
  const programNodes = (programs.data ?? []).filter((node) => reach.admits('program', String(node.id)));

  const top = selection.programId ?? (selection.menuType === 'global' ? GLOBAL : HOME);
  const known = (nodes: readonly Node[], id: string | undefined) => (id && nodes.some((node) => node.id === id) ? id : '');
  return (
    <Box sx={{ display: 'grid', gap: 1, mx: 1.5, mt: 1 }} role="group" aria-label={translate('app.scope.tree')}>
      <TextField
        select
        size="small"
        label={translate('app.scope.level.program')}
        value={top === HOME || top === GLOBAL || programNodes.some((node) => String(node.id) === top) ? top : ''}
        onChange={(event) => {
          const value = event.target.value;
          if (value === HOME) chooseMenu('home');
          else if (value === GLOBAL) chooseMenu('global');
          else chooseNode('program', value);
        }}
      >
        <MenuItem value={HOME}>{translate('app.scope.home')}</MenuItem>
        <MenuItem value={GLOBAL}>{translate('app.scope.global')}</MenuItem>
        {programNodes.map((node) => (
          <MenuItem key={node.id} value={String(node.id)}>
            {String(node.name)}
          </MenuItem>
        ))}
      </TextField>
      {selection.programId && projects.length > 0 && (
        <TextField
          select
          size="small"
          label={translate('app.scope.level.project')}
          value={known(projects, selection.projectId)}
          onChange={(event) => chooseNode('project', event.target.value)}
        >
          {projects.map((node) => (
            <MenuItem key={node.id} value={node.id}>
              {node.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {selection.projectId && contracts.length > 0 && (
        <TextField
          select
          size="small"
          label={translate('app.scope.level.contract')}
          value={known(contracts, selection.contractId)}
          onChange={(event) => chooseNode('contract', event.target.value)}
        >
          {contracts.map((node) => (
            <MenuItem key={node.id} value={node.id}>
              {node.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
}
