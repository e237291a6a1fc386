import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslate } from 'ra-core';
import { PREVIEW_PAGE, type ImportPreviewCall, type ImportRow, type PreviewPageCall, type RowsImportCall } from '../../contracts/imports';
import type { ImportDefinition } from '../../framework/import/importDefinition';
import { fieldLabelKey } from '../../framework/i18n/labelKeys';
import { TemplateAndFile } from './TemplateAndFile';
import { useImportTemplate } from './useImportTemplate';
import { usePreviewImport } from './usePreviewImport';

/** The calls of a previewed import: the upload, a page of the kept rows, the import. */
interface PreviewImportCalls {
  preview: ImportPreviewCall;
  page: PreviewPageCall;
  rows: RowsImportCall;
}

/**
 * Upload, preview, correct, import: the rows come back from the server with their errors
 * per column, a page at a time; the user edits cells or drops rows on any page, then
 * imports. The import checks the rows again and stores all of them or none (a refusal
 * comes back as errors in the table).
 */
export function PreviewImport({ resource, definition, calls }: { resource: string; definition: ImportDefinition; calls: PreviewImportCalls }) {
  const translate = useTranslate();
  const downloadTemplate = useImportTemplate(definition);
  const { state, rows, rowCount, fileError, busy, errorCount, upload, turnTo, edit, drop, runImport, rowError } = usePreviewImport(
    calls.preview,
    calls.page,
    calls.rows,
  );
  // Headers in the language on screen, once a drawing: the preview outlasts a change of language, the server's headers are in the upload's.
  const headers = new Map(
    (state.step === 'preview' ? state.columns : []).map((column) => {
      const label = translate(fieldLabelKey(resource, column.field), { _: column.header.replace(/\s*\*$/, '') });
      return [column.field, column.required ? `${label} *` : label];
    }),
  );
  return (
    <Stack spacing={2}>
      <TemplateAndFile onTemplate={() => void downloadTemplate()} onFile={(file) => void upload(file)} busy={busy} />
      {fileError && <Alert severity="error">{fileError}</Alert>}
      {state.step === 'done' && <Alert severity="success">{translate('app.imports.imported', { smart_count: state.count })}</Alert>}
      {state.step === 'preview' && (
        <>
          <Alert severity={errorCount > 0 ? 'warning' : 'info'}>
            {errorCount > 0
              ? translate('app.imports.rows_with_errors', { smart_count: errorCount, total: rowCount })
              : translate('app.imports.rows_ready', { smart_count: rowCount })}
          </Alert>
          <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Table size="small" aria-label={translate('app.imports.preview')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('app.imports.line')}</TableCell>
                  {state.columns.map((column) => (
                    <TableCell key={column.field} sx={{ whiteSpace: 'nowrap' }}>
                      {headers.get(column.field)}
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.line} data-line={row.line}>
                    <TableCell>{row.line}</TableCell>
                    {state.columns.map((column) => {
                      const error = row.errors.find((candidate) => candidate.field === column.field);
                      return (
                        // Wide enough for a ten-digit contract code or a tag whole in its cell.
                        <TableCell key={column.field} sx={{ minWidth: 160 }}>
                          <TextField
                            size="small"
                            value={row.values[column.field] ?? ''}
                            onChange={(event) => edit(row, column.field, event.target.value)}
                            error={error !== undefined}
                            helperText={error ? rowError(error) : undefined}
                            slotProps={{ htmlInput: { 'aria-label': `${headers.get(column.field)} ${translate('app.imports.line')} ${row.line}` } }}
                          />
                        </TableCell>
                      );
                    })}
                    <TableCell>
                      <IconButton aria-label={translate('app.imports.drop_row', { line: row.line })} onClick={() => drop(row)}>
                        <DeleteIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          {state.total > PREVIEW_PAGE.size && (
            <TablePagination
              component="div"
              count={state.total}
              page={state.page}
              rowsPerPage={PREVIEW_PAGE.size}
              rowsPerPageOptions={[]}
              onPageChange={(_, page) => void turnTo(page)}
              showFirstButton
              showLastButton
              labelDisplayedRows={({ from, to, count }) => translate('app.imports.page_rows', { from, to, count })}
              getItemAriaLabel={(type) => translate(`app.imports.page_${type}`)}
              disabled={busy}
            />
          )}
          {looseErrors(rows)}
          <Box>
            <Button variant="contained" disabled={busy || rowCount === 0} onClick={() => void runImport()}>
              {translate('app.imports.import')}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}

/** Errors not tied to a column (a rule of the whole record), listed under the table. */
function looseErrors(rows: readonly ImportRow[]) {
  const loose = rows.flatMap((row) => row.errors.filter((error) => error.field === '').map((error) => `${row.line}: ${error.message}`));
  return loose.length > 0 ? <Alert severity="error">{loose.join(' · ')}</Alert> : null;
}
