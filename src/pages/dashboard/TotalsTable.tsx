import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';

/** One line of a card's numbers: its chart colour, its label (a link when `path` is set) and its count. */
export interface TotalsRow {
  key: string;
  label: string;
  color: string;
  count: number;
  path?: string;
}

export interface TotalsTableProps {
  /** The table's accessible name (the card's title). */
  label: string;
  /** Column headings (what is counted, the count); none: the table has no head. */
  head?: readonly [string, string];
  rows: readonly TotalsRow[];
  total: number;
  totalLabel: string;
}

/** A chart's numbers as text: what a screen reader reads and a keyboard follows (the chart is hidden from both). */
export function TotalsTable({ label, head, rows, total, totalLabel }: TotalsTableProps) {
  return (
    <Table size="small" aria-label={label}>
      {head && (
        <TableHead>
          <TableRow>
            <TableCell>{head[0]}</TableCell>
            <TableCell align="right">{head[1]}</TableCell>
          </TableRow>
        </TableHead>
      )}
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row">
              <Box
                component="span"
                aria-hidden
                sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', backgroundColor: row.color, mr: 1 }}
              />
              {row.path ? (
                <Link component={RouterLink} to={row.path}>
                  {row.label}
                </Link>
              ) : (
                row.label
              )}
            </TableCell>
            <TableCell align="right">{row.count}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row">
            {totalLabel}
          </TableCell>
          <TableCell align="right">{total}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
