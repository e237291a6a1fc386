import ListSubheader from '@mui/material/ListSubheader';
import HomeIcon from '@mui/icons-material/Home';
import { Menu } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useRegistry } from '../framework/registry/RegistryContext';
import type { RegistryModel } from '../framework/registry/types';
import { useAppSession } from './AppSessionContext';
import { visibleMenu, type MenuEntry } from './menuVisibility';

interface AppMenuEntry extends MenuEntry {
  /** A resource's name, for its menu item. */
  resource?: string;
  children?: readonly AppMenuEntry[];
}

/** The menu declaration: Home, then the resources grouped by `menu.group` in `menu.order`, each allowed to its list roles. */
export function menuEntries(registry: RegistryModel): AppMenuEntry[] {
  const groups = new Map<string, AppMenuEntry[]>();
  for (const resource of registry.resources) {
    if (resource.menu.hidden || !resource.operations.includes('list')) continue;
    const entry: AppMenuEntry = { key: resource.name, resource: resource.name, allow: resource.access.list };
    groups.set(resource.menu.group, [...(groups.get(resource.menu.group) ?? []), entry]);
  }
  return [{ key: 'home' }, ...[...groups].map(([group, children]) => ({ key: `group:${group}`, children }))];
}

/** The sidebar, filtered by the signed-in user's roles (spec §6). */
export function AppMenu() {
  const registry = useRegistry();
  const translate = useTranslate();
  const { store } = useAppSession();
  const entries = visibleMenu(menuEntries(registry), store.user()?.roles ?? []);
  return (
    <Menu>
      {entries.map((entry) =>
        entry.key === 'home' ? (
          <Menu.Item key="home" to="/home" primaryText={translate('app.home.title')} leftIcon={<HomeIcon />} />
        ) : (
          [
            <ListSubheader key={entry.key} component="div" sx={{ background: 'transparent', lineHeight: '32px' }}>
              {translate(`app.menu.${entry.key.slice('group:'.length)}`, { _: entry.key.slice('group:'.length) })}
            </ListSubheader>,
            ...(entry.children ?? []).map((child) => <Menu.ResourceItem key={child.key} name={child.resource ?? child.key} />),
          ]
        ),
      )}
    </Menu>
  );
}
