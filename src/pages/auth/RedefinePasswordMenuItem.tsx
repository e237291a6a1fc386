import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import LockResetIcon from '@mui/icons-material/LockReset';
import { useTranslate } from 'ra-core';
import type { UserMenuItemProps } from '../../framework/pages/featureDeclarations';
import { useRedefinePassword } from './useRedefinePassword';

/** The user menu's "redefine password": asks, then has the reset mail sent. */
export function RedefinePasswordMenuItem({ close }: UserMenuItemProps) {
  const translate = useTranslate();
  const redefinePassword = useRedefinePassword();
  return (
    <MenuItem
      onClick={() => {
        close();
        redefinePassword();
      }}
    >
      <ListItemIcon>
        <LockResetIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('auth.user_menu.redefine_password')}</ListItemText>
    </MenuItem>
  );
}
