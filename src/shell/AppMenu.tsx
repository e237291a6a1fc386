import ListSubheader from '@mui/material/ListSubheader';
import HomeIcon from '@mui/icons-material/Home';
import { Menu } from 'react-admin';
import { useTranslate } from 'ra-core';
import { useRegistry } from '../framework/registry/RegistryContext';

/** The sidebar: Home, then the resources grouped by their `menu.group`, in `menu.order`. */
export function AppMenu() {
  const registry = useRegistry();
  const translate = useTranslate();
  const groups = new Map<string, string[]>();
  for (const resource of registry.resources) {
    if (resource.menu.hidden || !resource.operations.includes('list')) continue;
    groups.set(resource.menu.group, [...(groups.get(resource.menu.group) ?? []), resource.name]);
  }
  return (
    <Menu>
      <Menu.Item to="/home" primaryText={translate('app.home.title')} leftIcon={<HomeIcon />} />
      {[...groups].map(([group, names]) => [
        <ListSubheader key={`group-${group}`} component="div" sx={{ background: 'transparent', lineHeight: '32px' }}>
          {translate(`app.menu.${group}`, { _: group })}
        </ListSubheader>,
        ...names.map((name) => <Menu.ResourceItem key={name} name={name} />),
      ])}
    </Menu>
  );
}
