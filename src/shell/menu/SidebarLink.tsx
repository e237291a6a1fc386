import { memo, type ComponentType } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LinkBase } from 'ra-core';

/** react-admin's menu item classes, so themes and styles written for its menu still apply. */
export const SIDEBAR_LINK_CLASSES = { root: 'RaMenuItemLink-root', active: 'RaMenuItemLink-active', icon: 'RaMenuItemLink-icon' } as const;

/** react-admin's menu item styles, made once for every entry. */
const LINK_STYLES: SxProps<Theme> = {
  color: 'text.secondary',
  [`&.${SIDEBAR_LINK_CLASSES.active}`]: { color: 'text.primary' },
  // As react-admin draws it: its icon keeps MUI's list icon colour (react-admin's own text.secondary for it is overwritten by a later rule).
  [`& .${SIDEBAR_LINK_CLASSES.icon}`]: { minWidth: (theme: Theme) => theme.spacing(5) },
};

export interface SidebarLinkProps {
  to: string;
  label: string;
  /** A component, not an element, so that an unchanged entry is not drawn again when the menu is. */
  icon: ComponentType;
  /** The current page is this entry's or below it. */
  active: boolean;
  /** The sidebar shows icons only: the label shows as a tooltip. */
  iconsOnly: boolean;
  /** A resource's list opens at its top rather than where it was left. */
  scrollToTop?: boolean;
  onNavigate?: () => void;
}

/**
 * One entry of the sidebar: react-admin's `MenuItemLink` as drawn, with what it decides per
 * item (the screen size, the sidebar's state, the active route, access) decided once by the
 * menu, and without its keyboard shortcuts, which the sidebar does not offer.
 */
export const SidebarLink = memo(function SidebarLink({ to, label, icon: Icon, active, iconsOnly, scrollToTop, onNavigate }: SidebarLinkProps) {
  const item = (
    <MenuItem
      component={LinkBase}
      to={to}
      {...(scrollToTop ? { state: { _scrollToTop: true } } : {})}
      onClick={onNavigate}
      // Every entry is reached with Tab, as react-admin's are.
      tabIndex={0}
      className={active ? `${SIDEBAR_LINK_CLASSES.root} ${SIDEBAR_LINK_CLASSES.active}` : SIDEBAR_LINK_CLASSES.root}
      sx={LINK_STYLES}
    >
      <ListItemIcon className={SIDEBAR_LINK_CLASSES.icon}>
        <Icon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </MenuItem>
  );
  return iconsOnly ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
});
