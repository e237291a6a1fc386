import { useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useGetList, useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSession } from '../AppSessionContext';
import { usePreviewMode } from '../preview/previewMode';
import { ELEMENT_QUERY_ROUTE } from '../shellRoutes';
import { useScope, useScopeChoice } from '../scope/ScopeContext';
import { SCOPE_LEVELS } from '../scope/scopeSelection';
import { useScopeReach } from '../scope/useScopeReach';
import { HeaderTabs, type HeaderTab } from './HeaderTabs';

const PROGRAMS = { filter: { level: SCOPE_LEVELS.program }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** Which tab stands for where the user is. */
function currentTab(pathname: string, menuType: string, isAdmin: boolean): string {
  if (pathname === ELEMENT_QUERY_ROUTE) return 'elements';
  if (!isAdmin) return 'home';
  return menuType === 'home' || menuType === 'global' ? menuType : 'program';
}

/**
 * The header's tabs (spec §2): Home, Global (admins only), the program selector (a program
 * opens its overview) and the element query.
 */
export function ScopeTabs() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { store } = useAppSession();
  const selection = useScope();
  const { chooseMenu, chooseNode } = useScopeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { on: preview } = usePreviewMode();
  const isAdmin = store.user()?.roles.includes('ADMIN') ?? false;
  // The scope tree and /overview are for global admins (spec §2 route table).
  const reach = useScopeReach();
  const programs = useGetList('scope', PROGRAMS, { enabled: isAdmin });
  // The programs the session's project reaches: another's would show lists the API refuses.
  const offered = programs.data?.filter((node) => reach.admits('program', String(node.id)));
  const program = programs.data?.find((node) => String(node.id) === selection.programId);

  const choose = (value: string, target: HTMLElement) => {
    if (value === 'home' || value === 'global') chooseMenu(value);
    else if (value === 'elements') navigate(ELEMENT_QUERY_ROUTE);
    else setAnchor(target);
  };
  const tabs: HeaderTab[] = [
    { value: 'home', label: translate('app.scope.home') },
    ...(isAdmin ? [{ value: 'global', label: translate('app.scope.global') }] : []),
    ...(isAdmin ? [{ value: 'program', label: program ? String(program.name) : translate('app.scope.programs'), hasMenu: true }] : []),
    ...(preview ? [] : [{ value: 'elements', label: translate('app.header.element_query') }]),
  ];
  return (
    <>
      <HeaderTabs tabs={tabs} value={currentTab(pathname, selection.menuType, isAdmin)} label={translate('app.scope.tree')} onChoose={choose} />
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('app.scope.choose_program') } }}
      >
        {(offered ?? []).map((node) => (
          <MenuItem
            key={node.id}
            selected={String(node.id) === selection.programId}
            onClick={() => {
              setAnchor(null);
              chooseNode('program', String(node.id));
            }}
          >
            {String(node.name)}
          </MenuItem>
        ))}
        {offered?.length === 0 && <MenuItem disabled>{translate('app.scope.no_programs')}</MenuItem>}
      </Menu>
    </>
  );
}
