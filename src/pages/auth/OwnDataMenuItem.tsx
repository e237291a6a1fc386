import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'ra-core';
import type { UserMenuItemProps } from '../../framework/pages/featureDeclarations';

// Loaded when opened: most sessions never open it.
const loadOwnDataDialog = () => import('./OwnDataDialog').then((m) => m.OwnDataDialog);

/** The user menu's "own data": the dialog to edit one's name, email and phone. */
export function OwnDataMenuItem({ close, openDialog }: UserMenuItemProps) {
  const translate = useTranslate();
  return (
    <MenuItem
      onClick={() => {
        close();
        openDialog(loadOwnDataDialog);
      }}
    >
      <ListItemIcon>
        <EditIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('auth.user_menu.own_data')}</ListItemText>
    </MenuItem>
  );
}
