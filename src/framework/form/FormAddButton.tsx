import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { TranslatableString, type IconButtonProps } from '@rjsf/utils';

/** rjsf's add button with its text ("Add item" in the user's language), not a bare "+". */
export function FormAddButton({ uiSchema: _uiSchema, registry, iconType: _iconType, icon: _icon, color: _color, ...props }: IconButtonProps) {
  return (
    <Button {...props} variant="outlined" size="small" startIcon={<AddIcon />}>
      {registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}
