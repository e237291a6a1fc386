import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';

/** The endpoints an open-BIM supplier implements (spec §2), a fixed list: method, path, what it answers. */
const SUPPLIER_ENDPOINTS = [
  { method: 'GET', path: '/projects', key: 'projects' },
  { method: 'GET', path: '/projects/{projectId}', key: 'project' },
  { method: 'GET', path: '/projects/{projectId}/items', key: 'items' },
  { method: 'GET', path: '/projects/{projectId}/items/{itemId}', key: 'item' },
  { method: 'GET', path: '/projects/{projectId}/data', key: 'data' },
] as const;

/** The supplier endpoints of the open-BIM page. */
export function OpenBimSupplierTable() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h6" component="h2">
        {translate('docs.open_bim.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{translate('docs.open_bim.text')}</Typography>
      <TableContainer sx={{ mb: 3 }}>
        <Table size="small" aria-label={translate('docs.open_bim.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('docs.open_bim.method')}</TableCell>
              <TableCell>{translate('docs.open_bim.path')}</TableCell>
              <TableCell>{translate('docs.open_bim.answer')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {SUPPLIER_ENDPOINTS.map((endpoint) => (
              <TableRow key={endpoint.path}>
                <TableCell>{endpoint.method}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{endpoint.path}</TableCell>
                <TableCell>{translate(`docs.open_bim.endpoints.${endpoint.key}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
