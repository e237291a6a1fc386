import type { Theme } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { DatagridClasses } from 'react-admin';

/** MUI's checkbox icons (its internal CheckBox and CheckBoxOutlineBlank), drawn bare. */
const CHECKED_PATH = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const BLANK_PATH = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

/** The class of a row's selection box; its look is given once by the table body (LIST_ROW_STYLES). */
export const ROW_CHECKBOX_CLASS = 'list-row-checkbox';

// The box is controlled: a click asks the list to select the row (with the shift key for a range), the list answers with `checked`.
const keepControlled = () => undefined;

interface RowCheckboxProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  onClick: (event: MouseEvent<HTMLInputElement>) => void;
}

/**
 * A row's selection box, drawn as MUI's primary checkbox: a native check box (named, reached
 * with Tab, toggled with Space) under MUI's icon. MUI's own is a tree of components (button
 * base, ripple, icon) each with its styles kept in memory; a list draws one per row.
 */
export function RowCheckbox({ label, checked, disabled, onClick }: RowCheckboxProps) {
  const state = [checked && 'Mui-checked', disabled && 'Mui-disabled'].filter(Boolean).join(' ');
  return (
    <span className={`select-item ${DatagridClasses.checkbox} ${ROW_CHECKBOX_CLASS} ${state}`}>
      <input type="checkbox" aria-label={label} checked={checked} disabled={disabled} onClick={onClick} onChange={keepControlled} />
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={checked ? CHECKED_PATH : BLANK_PATH} />
      </svg>
    </span>
  );
}

/** How the boxes look (MUI's primary checkbox), for the rules of what holds them (LIST_ROW_STYLES). */
export const ROW_CHECKBOX_STYLES = (theme: Theme) => ({
  [`& .${ROW_CHECKBOX_CLASS}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    verticalAlign: 'middle',
    padding: '9px',
    borderRadius: '50%',
    cursor: 'pointer',
    color: theme.palette.text.secondary,
    WebkitTapHighlightColor: 'transparent',
    '& input': { position: 'absolute', top: 0, left: 0, width: '100%', height: '100%', margin: 0, padding: 0, opacity: 0, cursor: 'inherit', zIndex: 1 },
    '& svg': { width: '1em', height: '1em', fontSize: theme.typography.pxToRem(24), fill: 'currentColor', flexShrink: 0, userSelect: 'none' },
    '&:hover': {
      backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    // Keyboard focus shows as MUI's does: a shade of the box's colour around it.
    '&:has(input:focus-visible)': { backgroundColor: theme.alpha(theme.palette.text.secondary, 0.18) },
    '&.Mui-checked': { color: theme.palette.primary.main },
    '&.Mui-checked:has(input:focus-visible)': { backgroundColor: theme.alpha(theme.palette.primary.main, 0.18) },
    '&.Mui-disabled': { color: theme.palette.action.disabled, cursor: 'default' },
  },
});
