import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'ra-core';
import type { FicListRow } from '../../contracts/fic';

export interface FicRowsTableProps {
  rows: readonly FicListRow[];
  /** Whether a row is ticked (every row, when all rows matching the filter are). */
  isSelected(id: string): boolean;
  onToggle(id: string): void;
  onTogglePage(select: boolean): void;
  /** FVI rows are groups: show how many of their items there are. */
  grouped: boolean;
}

/** One page of a FIC list with a tick box per row still to import; the table scrolls inside its box on a narrow screen. */
export function FicRowsTable({ rows, isSelected, onToggle, onTogglePage, grouped }: FicRowsTableProps) {
  const translate = useTranslate();
  const open = rows.filter((row) => !row.isImported);
  const ticked = open.filter((row) => isSelected(row._id)).length;
  return (
    <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" aria-label={translate('app.fic.table.label')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={open.length > 0 && ticked === open.length}
                indeterminate={ticked > 0 && ticked < open.length}
                disabled={open.length === 0}
                onChange={(event) => onTogglePage(event.target.checked)}
                slotProps={{ input: { 'aria-label': translate('app.fic.table.select_page') } }}
              />
            </TableCell>
            <TableCell>{translate('app.fic.table.number')}</TableCell>
            <TableCell>{translate('app.fic.table.tag')}</TableCell>
            <TableCell>{translate('app.fic.table.description')}</TableCell>
            <TableCell>{translate('app.fic.table.discipline')}</TableCell>
            <TableCell>{translate('app.fic.table.status')}</TableCell>
            {grouped && <TableCell>{translate('app.fic.table.items')}</TableCell>}
            <TableCell>{translate('app.fic.table.imported')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row._id} hover selected={isSelected(row._id)} data-testid="fic-row">
              <TableCell padding="checkbox">
                <Checkbox
                  checked={!row.isImported && isSelected(row._id)}
                  disabled={row.isImported}
                  onChange={() => onToggle(row._id)}
                  slotProps={{ input: { 'aria-label': translate('app.fic.table.select_row', { number: row.number }) } }}
                />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.number}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.tag}</TableCell>
              <TableCell>{row.description}</TableCell>
              <TableCell>{row.discipline || '—'}</TableCell>
              <TableCell>{translate(`app.fic.status.${row.status}`, { _: row.status })}</TableCell>
              {grouped && (
                <TableCell>
                  {translate('app.fic.table.imported_of', { imported: row.activities.filter((item) => item.isImported).length, total: row.activities.length })}
                </TableCell>
              )}
              <TableCell>
                {row.isImported ? (
                  <Chip size="small" color="success" label={row.importedIntoProject ?? translate('app.fic.table.yes')} />
                ) : (
                  <Chip size="small" variant="outlined" label={translate('app.fic.table.no')} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
