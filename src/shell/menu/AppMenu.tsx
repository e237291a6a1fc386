import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuList from '@mui/material/MenuList';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import PageIcon from '@mui/icons-material/Article';
import SearchIcon from '@mui/icons-material/Search';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH, useSidebarState, useStore } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { useGetResourceLabel, useTranslate, type TranslateFunction } from 'ra-core';
import { useRegistry } from '../../framework/registry/RegistryContext';
import { resourceIcon } from '../../framework/views/resourceIcons';
import { HOME_ROUTE } from '../shellRoutes';
import type { AppMenuEntry } from './menuDeclaration';
import { menuEntryLabel, useVisibleMenu } from './useVisibleMenu';
import { MenuGroup } from './MenuGroup';
import { DEFAULT_GROUP_ICON, GROUP_ICONS, groupOfPath } from './sidebarGroups';
import { SIDEBAR_ENTRY_STYLES } from './sidebarEntryStyles';
import { SidebarLink } from './SidebarLink';
import { useRememberedScroll } from './useRememberedScroll';
import { SidebarScope } from './SidebarScope';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Entries whose label holds the search (a group stays when one of its entries does). */
function matching(entries: readonly AppMenuEntry[], search: string, translate: TranslateFunction): AppMenuEntry[] {
  const needle = fold(search.trim());
  if (!needle) return [...entries];
  return entries.flatMap((entry) => {
    if (!entry.children) return fold(menuEntryLabel(entry, translate)).includes(needle) ? [entry] : [];
    const children = matching(entry.children, search, translate);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** The current page is `to`'s or below it (react-admin's menu items: `/activities` for `/activities/7/show`). */
const isActive = (to: string, pathname: string): boolean => matchPath({ path: to, end: to === '/' }, pathname) !== null;

/** The sidebar (spec §2): the menu declaration filtered by role and by menu type, with a search that hides what does not match. */
export function AppMenu() {
  const registry = useRegistry();
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const getResourceLabel = useGetResourceLabel();
  const [search, setSearch] = useState('');
  const allowed = useVisibleMenu();
  const entries = matching(allowed, search, translate);
  const searching = search.trim() !== '';
  const { pathname } = useLocation();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // One group open at a time (spec §2), remembered; at first, the one holding the current page.
  const [stored, setExpanded] = useStore<string | undefined>('sidebar.group');
  const expanded = stored ?? groupOfPath(allowed, pathname);
  const scrollRef = useRememberedScroll();
  // Below md the sidebar closes as an entry opens (react-admin's menu items): a drawer over the page, or a sidebar taking a third of it.
  const belowMd = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const closeOnNavigate = useMemo(() => (belowMd ? () => setOpen(false) : undefined), [belowMd, setOpen]);
  const iconOf = (resource: string) => resourceIcon(registry.resources.find((candidate) => candidate.name === resource)?.menu.icon);
  return (
    <Box
      component="nav"
      ref={scrollRef}
      aria-label={translate('app.sidebar.label')}
      className={open ? 'RaMenu-open' : 'RaMenu-closed'}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
          transition: (theme) => theme.transitions.create('width'),
          pb: 2,
        },
        SIDEBAR_ENTRY_STYLES,
      ]}
    >
      {open && (
        <>
          <SidebarScope />
          <TextField
            size="small"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={translate('app.sidebar.search')}
            slotProps={{
              htmlInput: { 'aria-label': translate('app.sidebar.search'), type: 'search' },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ mx: 1.5, my: 1 }}
          />
        </>
      )}
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }} role="status">
          {translate('app.sidebar.no_match')}
        </Typography>
      )}
      {entries.map((entry) => {
        if (entry.key === 'home') {
          return (
            <MenuList key="home" aria-label={menuEntryLabel(entry, translate)} sx={{ py: 0 }}>
              <SidebarLink
                to={HOME_ROUTE}
                label={menuEntryLabel(entry, translate)}
                icon={HomeIcon}
                active={isActive(HOME_ROUTE, pathname)}
                iconsOnly={!open}
                onNavigate={closeOnNavigate}
              />
            </MenuList>
          );
        }
        const group = entry.key.slice('group:'.length);
        const Icon = GROUP_ICONS[group] ?? DEFAULT_GROUP_ICON;
        return (
          <MenuGroup
            key={entry.key}
            label={menuEntryLabel(entry, translate)}
            icon={<Icon />}
            // A search opens every group that still has entries.
            open={searching || expanded === entry.key}
            onToggle={() => setExpanded(expanded === entry.key ? '' : entry.key)}
            minified={!open && !isSmall}
          >
            {(entry.children ?? []).map((child) => {
              const to = child.to ?? '/';
              const common = { to, active: isActive(to, pathname), iconsOnly: !open, onNavigate: closeOnNavigate };
              return child.resource && !child.label ? (
                <SidebarLink key={child.key} {...common} label={getResourceLabel(child.resource, 2)} icon={iconOf(child.resource)} scrollToTop />
              ) : (
                <SidebarLink key={child.key} {...common} label={menuEntryLabel(child, translate)} icon={PageIcon} />
              );
            })}
          </MenuGroup>
        );
      })}
    </Box>
  );
}
