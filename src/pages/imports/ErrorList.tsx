import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { saveBlob } from '../../framework/data/saveBlob';
import type { ImportErrorLine } from '../../contracts/imports';
import { errorListCsv } from './errorListCsv';

/** The errors of a refused import, the first ones shown and all of them downloadable as CSV. */
export function ErrorList({ lines, fileName }: { lines: readonly ImportErrorLine[]; fileName: string }) {
  const translate = useTranslate();
  const headers: [string, string, string] = [translate('app.imports.line'), translate('app.imports.identifier'), translate('app.imports.message')];
  return (
    <Stack spacing={1} sx={{ alignItems: 'start' }}>
      <Alert severity="error" sx={{ width: '100%', boxSizing: 'border-box' }}>
        {translate('app.imports.not_imported', { smart_count: lines.length })}
        <ul>
          {lines.slice(0, 10).map((line, index) => (
            <li key={index}>{[line.line, line.identifier, line.message].filter((part) => part !== undefined && part !== '').join(' · ')}</li>
          ))}
        </ul>
      </Alert>
      <Button variant="outlined" onClick={() => saveBlob(errorListCsv(lines, headers), fileName)}>
        {translate('app.imports.download_errors')}
      </Button>
    </Stack>
  );
}
