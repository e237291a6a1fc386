import { memo, type ComponentType } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { LinkBase } from 'ra-core';
import { SIDEBAR_LINK_CLASSES } from './sidebarEntryStyles';

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
 * One entry of the sidebar: react-admin's `MenuItemLink` as drawn (its classes; the look is
 * given once by the sidebar, see SIDEBAR_ENTRY_STYLES), a plain link with what react-admin
 * decides per item (the screen size, the sidebar's state, the active route, access) decided
 * once by the menu, and without its keyboard shortcuts, which the sidebar does not offer.
 */
export const SidebarLink = memo(function SidebarLink({ to, label, icon: Icon, active, iconsOnly, scrollToTop, onNavigate }: SidebarLinkProps) {
  const item = (
    <LinkBase
      to={to}
      role="menuitem"
      {...(scrollToTop ? { state: { _scrollToTop: true } } : {})}
      onClick={onNavigate}
      // Every entry is reached with Tab, as react-admin's are.
      tabIndex={0}
      className={active ? `${SIDEBAR_LINK_CLASSES.root} ${SIDEBAR_LINK_CLASSES.active}` : SIDEBAR_LINK_CLASSES.root}
    >
      <span className={SIDEBAR_LINK_CLASSES.icon}>
        <Icon />
      </span>
      <span className={SIDEBAR_LINK_CLASSES.label}>{label}</span>
    </LinkBase>
  );
  return iconsOnly ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
});
