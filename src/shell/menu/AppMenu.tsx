import { useMemo, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import PageIcon from '@mui/icons-material/Article';
import SearchIcon from '@mui/icons-material/Search';
import { Menu, useSidebarState } from 'react-admin';
import { useTranslate, type TranslateFunction } from 'ra-core';
import { useRegistry } from '../../framework/registry/RegistryContext';
import { useAppSession } from '../AppSessionContext';
import { visibleMenu } from '../menuVisibility';
import { useScope } from '../scope/ScopeContext';
import { menuEntries, type AppMenuEntry } from './menuDeclaration';
import { SidebarScope } from './SidebarScope';

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

function entryLabel(entry: AppMenuEntry, translate: TranslateFunction): string {
  if (entry.key === 'home') return translate('app.home.title');
  if (entry.resource) return translate(`resources.${entry.resource}.name`, { smart_count: 2, _: entry.resource });
  if (entry.key.startsWith('group:')) {
    const group = entry.key.slice('group:'.length);
    return translate(`app.menu.${group}`, { _: group });
  }
  return translate(`app.pages.${entry.key}.title`);
}

/** Entries whose label holds the search (a group stays when one of its entries does). */
function matching(entries: readonly AppMenuEntry[], search: string, translate: TranslateFunction): AppMenuEntry[] {
  const needle = fold(search.trim());
  if (!needle) return [...entries];
  return entries.flatMap((entry) => {
    if (!entry.children) return fold(entryLabel(entry, translate)).includes(needle) ? [entry] : [];
    const children = matching(entry.children, search, translate);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** The sidebar (spec §2): the menu declaration filtered by role and by menu type, with a search that hides what does not match. */
export function AppMenu() {
  const registry = useRegistry();
  const translate = useTranslate();
  const { store } = useAppSession();
  const { menuType } = useScope();
  const [open] = useSidebarState();
  const [search, setSearch] = useState('');
  const allowed = useMemo(() => visibleMenu(menuEntries(registry), store.user()?.roles ?? [], menuType), [registry, store, menuType]);
  const entries = matching(allowed, search, translate);
  return (
    <Menu>
      {open && (
        <>
          <SidebarScope />
          <TextField
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={translate('app.sidebar.search')}
            slotProps={{ htmlInput: { 'aria-label': translate('app.sidebar.search'), type: 'search' }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
            sx={{ mx: 1.5, my: 1 }}
          />
        </>
      )}
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} role="status">
          {translate('app.sidebar.no_match')}
        </Typography>
      )}
      {entries.map((entry) =>
        entry.key === 'home' ? (
          <Menu.Item key="home" to="/home" primaryText={entryLabel(entry, translate)} leftIcon={<HomeIcon />} />
        ) : (
          [
            open && (
              <ListSubheader key={entry.key} component="div" sx={{ background: 'transparent', lineHeight: '32px' }}>
                {entryLabel(entry, translate)}
              </ListSubheader>
            ),
            ...(entry.children ?? []).map((child) =>
              child.resource ? (
                <Menu.ResourceItem key={child.key} name={child.resource} />
              ) : (
                <Menu.Item key={child.key} to={child.to ?? '/'} primaryText={entryLabel(child, translate)} leftIcon={<PageIcon />} />
              ),
            ),
          ]
        ),
      )}
    </Menu>
  );
}
