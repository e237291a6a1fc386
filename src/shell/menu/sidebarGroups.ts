import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BuildIcon from '@mui/icons-material/Build';
import BusinessIcon from '@mui/icons-material/Business';
import FolderIcon from '@mui/icons-material/Folder';
import PeopleIcon from '@mui/icons-material/People';
import StorageIcon from '@mui/icons-material/Storage';

/** The icon of a menu group when the sidebar is minified (`menu.group` of the definitions, plus `scope`). */
export const GROUP_ICONS: Readonly<Record<string, ComponentType<SvgIconProps>>> = {
  scope: AccountTreeIcon,
  operations: BuildIcon,
  registers: StorageIcon,
  organisation: BusinessIcon,
  access: PeopleIcon,
};
export const DEFAULT_GROUP_ICON = FolderIcon;

/** Spec §9: a floating submenu stays 250 ms after the pointer leaves it. */
export const FLOATING_SUBMENU_HIDE_DELAY_MS = 250;

/** The group whose entries hold the current path (its longest matching entry), to open it at first. */
export function groupOfPath<T extends { key: string; children?: readonly { to?: string }[] }>(groups: readonly T[], pathname: string): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const group of groups) {
    for (const child of group.children ?? []) {
      const to = child.to;
      if (to && (pathname === to || pathname.startsWith(`${to}/`)) && to.length > (best?.length ?? 0)) best = { key: group.key, length: to.length };
    }
  }
  return best?.key;
}
