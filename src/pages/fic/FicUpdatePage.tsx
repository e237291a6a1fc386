import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { useState } from 'react';
import { formatInstant } from '../../framework/formats/localeFormat';
import { PageFrame } from '../../framework/pages/PageFrame';
import { ErrorReportDialog } from './ErrorReportDialog';
import { FicProjectGate } from './FicProject';
import { LastUpdateBanner } from './LastUpdateBanner';
import { ListError } from './ListError';
import { useFicUpdates } from './useFicUpdates';

const PAGE_SIZE = 25;
/** The page's key in app.pages (its title). */
const PAGE_KEY = 'fic_fic_update';

/** Spec §2 "Activities to update in FIC": the list, the project's last update, and sending some or all to FIC. */
function FicUpdateScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { activities, lastUpdate, send, busy, report, showReport, closeReport } = useFicUpdates();
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const title = translate(`app.pages.${PAGE_KEY}.title`);
  const all = activities.rows;
  const rows = all.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const sendSelected = () => {
    const ids = [...selected];
    setSelected(new Set());
    void send(ids);
  };

  return (
    <PageFrame title={title}>
      <Box sx={{ minWidth: 0 }}>
        {lastUpdate && <LastUpdateBanner update={lastUpdate} onSeeErrors={() => showReport(lastUpdate)} />}
        <Stack direction="row" useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ flex: '1 1 200px' }} aria-live="polite">
            {translate('app.fic.selection.some', { smart_count: selected.size })}
          </Typography>
          <Button variant="outlined" onClick={sendSelected} disabled={busy || selected.size === 0}>
            {translate('app.fic.update.selected')}
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={busy || all.length === 0}>
            {translate('app.fic.update.all')}
          </Button>
        </Stack>
        {busy && <LinearProgress sx={{ mb: 1 }} aria-label={translate('app.fic.loading')} />}
        {activities.error ? (
          <ListError error={activities.error} />
        ) : activities.isPending ? (
          <LinearProgress aria-label={translate('app.fic.loading')} />
        ) : all.length === 0 ? (
          <Typography color="text.secondary">{translate('app.fic.update.empty')}</Typography>
        ) : (
          <TableContainer sx={{ overflowX: 'auto', maxWidth: '100%' }}>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{translate('app.fic.table.number')}</TableCell>
                  <TableCell>{translate('app.fic.table.tag')}</TableCell>
                  <TableCell>{translate('app.fic.table.description')}</TableCell>
                  <TableCell>{translate('app.fic.table.origin')}</TableCell>
                  <TableCell>{translate('app.fic.table.last_updated')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row._id} hover selected={selected.has(row._id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(row._id)}
                        onChange={() => toggle(row._id)}
                        slotProps={{ input: { 'aria-label': translate('app.fic.table.select_row', { number: row.externalId || row._id }) } }}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.externalId}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.tag}</TableCell>
                    <TableCell>{row.description}</TableCell>
                    <TableCell>{row.origin}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(row.lastUpdated, locale)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePagination
          component="div"
          count={all.length}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
          sx={{ overflowX: 'hidden' }}
        />
      </Box>
      {report && <ErrorReportDialog action="update" outcome={report} onClose={closeReport} />}
    </PageFrame>
  );
}

/** The screen, behind a project picker when the session is in Global. */
export function FicUpdatePage() {
  return (
    <FicProjectGate pageKey={PAGE_KEY}>
      <FicUpdateScreen />
    </FicProjectGate>
  );
}
