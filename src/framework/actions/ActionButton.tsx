import type { MouseEvent, ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

export interface ActionButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: ButtonProps['color'];
  startIcon?: ReactNode;
}

/** The button of an action, in a toolbar or a list row; the click never opens the row's record. */
export function ActionButton({ label, onClick, disabled, color, startIcon }: ActionButtonProps) {
  const handleClick = (event: MouseEvent) => {
    event.stopPropagation();
    onClick();
  };
  return (
    <Button size="small" onClick={handleClick} disabled={disabled} color={color} startIcon={startIcon}>
      {label}
    </Button>
  );
}
