import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import Collapse from '@mui/material/Collapse';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { FLOATING_SUBMENU_HIDE_DELAY_MS } from './sidebarGroups';
import { SIDEBAR_ENTRY_STYLES, SIDEBAR_GROUP_CLASS } from './sidebarEntryStyles';

/** The floating submenu holds entries as the sidebar does, so it gives them their look too. */
const FLOATING_SUBMENU_STYLES: SxProps<Theme> = [{ minWidth: 220, py: 1 }, SIDEBAR_ENTRY_STYLES];

export interface MenuGroupProps {
  label: string;
  icon: ReactElement;
  /** Expanded in the full sidebar (one group at a time). */
  open: boolean;
  onToggle: () => void;
  /** The sidebar shows icons only: the entries float beside the group's icon. */
  minified: boolean;
  children: ReactNode;
}

/** One group of the sidebar: a heading that opens and closes it, or, minified, an icon with a floating submenu. */
export function MenuGroup({ label, icon, open, onToggle, minified, children }: MenuGroupProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keep = () => clearTimeout(hideTimer.current);
  const hideSoon = () => {
    keep();
    hideTimer.current = setTimeout(() => setAnchor(null), FLOATING_SUBMENU_HIDE_DELAY_MS);
  };
  useEffect(() => keep, []);

  if (minified) {
    return (
      <>
        <ListItemButton
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={anchor !== null}
          aria-controls={anchor ? id : undefined}
          onMouseEnter={(event) => {
            keep();
            setAnchor(event.currentTarget);
          }}
          onMouseLeave={hideSoon}
          onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setAnchor(null);
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        </ListItemButton>
        <Popper open={anchor !== null && anchor.isConnected} anchorEl={anchor} placement="right-start" sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}>
          <Paper id={id} elevation={8} onMouseEnter={keep} onMouseLeave={hideSoon} onClick={() => setAnchor(null)} sx={FLOATING_SUBMENU_STYLES}>
            <Typography variant="overline" component="p" sx={{ px: 2 }}>
              {label}
            </Typography>
            <MenuList aria-label={label} sx={{ py: 0 }}>
              {children}
            </MenuList>
          </Paper>
        </Popper>
      </>
    );
  }
  return (
    <>
      <button type="button" className={SIDEBAR_GROUP_CLASS} onClick={onToggle} aria-expanded={open} aria-controls={id}>
        <span>{label}</span>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </button>
      {/* A closed group renders no entries: the first page draws only what shows. */}
      <Collapse in={open} id={id} unmountOnExit>
        <MenuList aria-label={label} sx={{ py: 0 }}>
          {children}
        </MenuList>
      </Collapse>
    </>
  );
}
