import { useState, type SyntheticEvent } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useGetList, useTranslate } from 'ra-core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppSession } from '../AppSessionContext';
import { usePreviewMode } from '../preview/previewMode';
import { useScope, useScopeChoice } from '../scope/ScopeContext';
import { SCOPE_LEVELS } from '../scope/scopeSelection';

const ELEMENT_QUERY_ROUTE = '/elements/query';
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
  const programs = useGetList('scope', PROGRAMS, { enabled: isAdmin });
  const program = programs.data?.find((node) => String(node.id) === selection.programId);

  const change = (event: SyntheticEvent, value: string) => {
    if (value === 'home' || value === 'global') chooseMenu(value);
    else if (value === 'elements') navigate(ELEMENT_QUERY_ROUTE);
    else setAnchor(event.currentTarget as HTMLElement);
  };
  return (
    <>
      <Tabs
        value={currentTab(pathname, selection.menuType, isAdmin)}
        onChange={change}
        textColor="inherit"
        indicatorColor="secondary"
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('app.scope.tree')}
        sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0, color: 'inherit', opacity: 0.9 }, '& .Mui-selected': { opacity: 1 } }}
      >
        <Tab value="home" label={translate('app.scope.home')} />
        {isAdmin && <Tab value="global" label={translate('app.scope.global')} />}
        {isAdmin && <Tab value="program" label={program ? String(program.name) : translate('app.scope.programs')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} />}
        {!preview && <Tab value="elements" label={translate('app.header.element_query')} />}
      </Tabs>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': translate('app.scope.choose_program') } }}>
        {(programs.data ?? []).map((node) => (
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
        {programs.data?.length === 0 && <MenuItem disabled>{translate('app.scope.no_programs')}</MenuItem>}
      </Menu>
    </>
  );
}
