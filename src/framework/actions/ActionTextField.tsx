import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';

export interface ActionTextFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  required: boolean;
  /** Message key of the error to show under the field. */
  error?: string;
  autoFocus?: boolean;
}

/** A free text of an action dialog (a reason, a justification): a textarea with its required marker and error. */
export function ActionTextField({ label, placeholder, value, onChange, required, error, autoFocus }: ActionTextFieldProps) {
  const translate = useTranslate();
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required={required}
      error={error !== undefined}
      helperText={error === undefined ? undefined : translate(error, { _: error })}
      multiline
      minRows={3}
      fullWidth
      autoFocus={autoFocus}
    />
  );
}
