import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useId } from 'react';

export interface TemplateAndFileProps {
  onTemplate: () => void;
  onFile: (file: File) => void;
  busy: boolean;
}

/** The two first steps of every import: download the template, choose the filled workbook. */
export function TemplateAndFile({ onTemplate, onFile, busy }: TemplateAndFileProps) {
  const translate = useTranslate();
  const inputId = useId();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
      <Button variant="outlined" onClick={onTemplate}>
        {translate('app.imports.template')}
      </Button>
      <Button variant="contained" component="label" htmlFor={inputId} disabled={busy}>
        {translate('app.imports.choose_file')}
        <input
          id={inputId}
          hidden
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Button>
    </Stack>
  );
}
