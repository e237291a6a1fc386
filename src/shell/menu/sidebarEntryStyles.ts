import type { Theme } from '@mui/material/styles';
import type { SxRule } from '../../framework/views/sxRule';

/** react-admin's menu item classes, so themes and styles written for its menu still apply. */
export const SIDEBAR_LINK_CLASSES = {
  root: 'RaMenuItemLink-root',
  active: 'RaMenuItemLink-active',
  icon: 'RaMenuItemLink-icon',
  label: 'app-sidebar-label',
} as const;

/** The class of a group's heading (the button that opens and closes the group). */
export const SIDEBAR_GROUP_CLASS = 'app-sidebar-group';

/**
 * How the sidebar's entries and group headings look, given once by what holds them (the
 * sidebar, a group's floating submenu) rather than by each entry: an entry is a plain link,
 * drawn as MUI's menu item (react-admin's `MenuItemLink`) without a component of its own per
 * part, which made the menu the first screen's costliest part after the table.
 */
export const SIDEBAR_ENTRY_STYLES: SxRule = (theme: Theme) => {
  const interactive = {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    px: 2,
    border: 0,
    margin: 0,
    background: 'none',
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 0,
    '&:hover': { backgroundColor: theme.palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&:focus-visible': { backgroundColor: theme.palette.action.focus },
  } as const;
  return {
    [`& .${SIDEBAR_LINK_CLASSES.root}`]: {
      ...interactive,
      ...theme.typography.body1,
      // MUI's menu item: taller for a finger below sm (768 px in the sidebar's theme, see AppSidebar).
      minHeight: 48,
      py: '6px',
      whiteSpace: 'nowrap',
      color: theme.palette.text.secondary,
      [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
    },
    [`& .${SIDEBAR_LINK_CLASSES.active}`]: { color: theme.palette.text.primary },
    [`& .${SIDEBAR_LINK_CLASSES.icon}`]: { display: 'inline-flex', flexShrink: 0, minWidth: theme.spacing(5), color: theme.palette.action.active },
    [`& .${SIDEBAR_LINK_CLASSES.label}`]: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
    [`& .${SIDEBAR_GROUP_CLASS}`]: {
      ...interactive,
      ...theme.typography.overline,
      lineHeight: 2,
      py: 0.5,
      color: theme.palette.text.primary,
      // As MUI's list item text: a margin above and below the label.
      '& > span': { flexGrow: 1, my: 0.5 },
    },
  };
};
