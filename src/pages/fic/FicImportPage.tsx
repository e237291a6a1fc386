import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { AbortedNotice } from './AbortedNotice';
import { ListError } from './ListError';
import { ErrorReportDialog } from './ErrorReportDialog';
import { FicFiltersBar } from './FicFiltersBar';
import { FicProjectGate } from './FicProject';
import type { FicKind } from '../../contracts/fic';
import { PageFrame } from '../../framework/pages/PageFrame';
import { FIC_SCREENS } from './ficKinds';
import { FIC_PAGE_SIZES, useFicImportController } from './useFicImportController';
import { FicRowsTable } from './FicRowsTable';

/**
 * A FIC import screen (spec §2: FVI, FVM, preservation orders): the list with its filters,
 * rows ticked across pages or every row the filter matches, the import with its progress,
 * and what came of it (toasts, warnings, the error report).
 */
function FicImportScreen({ kind }: { kind: FicKind }) {
  const translate = useTranslate();
  const { screen, list, filters, changeFilters, page, setPage, pageSize, changePageSize, allMatching, chosen, busy, progress, report, closeReport, ...choice } =
    useFicImportController(kind);
  const title = translate(`app.pages.${screen.pageKey}.title`);
  const { rows, count } = list;

  return (
    <PageFrame title={title}>
      <Box sx={{ minWidth: 0 }}>
        <AbortedNotice screen={screen} />
        <FicFiltersBar filters={filters} onChange={changeFilters} />
        <Stack direction="row" useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ flex: '1 1 200px' }} aria-live="polite" data-testid="fic-selection">
            {translate(allMatching ? 'app.fic.selection.all' : 'app.fic.selection.some', { smart_count: chosen })}
          </Typography>
          <Button onClick={choice.selectAllMatching} disabled={busy || count === 0 || allMatching}>
            {translate('app.fic.selection.select_all', { smart_count: count })}
          </Button>
          <Button onClick={choice.clearSelection} disabled={busy || chosen === 0}>
            {translate('app.fic.selection.clear')}
          </Button>
          <Button variant="contained" onClick={choice.startImport} disabled={busy || chosen === 0}>
            {translate('app.fic.import')}
          </Button>
        </Stack>
        {progress && (
          <Stack spacing={0.5} sx={{ mb: 1 }} role="status">
            <LinearProgress
              variant={progress.total > 0 && progress.done > 0 ? 'determinate' : 'indeterminate'}
              value={progress.total > 0 ? (100 * progress.done) / progress.total : 0}
            />
            <Typography variant="body2">{translate('app.fic.progress', { done: progress.done, total: progress.total })}</Typography>
          </Stack>
        )}
        {list.error ? (
          <ListError error={list.error} />
        ) : list.isPending ? (
          <LinearProgress aria-label={translate('app.fic.loading')} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.fic.empty')}</Typography>
        ) : (
          <FicRowsTable rows={rows} grouped={kind === 'fvi'} isSelected={choice.isSelected} onToggle={choice.toggle} onTogglePage={choice.togglePage} />
        )}
        <TablePagination
          component="div"
          count={count}
          page={count === 0 ? 0 : page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={FIC_PAGE_SIZES}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => changePageSize(Number(event.target.value))}
          labelRowsPerPage={translate('app.fic.rows_per_page')}
          sx={{ overflowX: 'hidden' }}
        />
      </Box>
      {report && <ErrorReportDialog action="import" outcome={report} onClose={closeReport} />}
    </PageFrame>
  );
}

/** The screen, behind a project picker when the session is in Global. */
export function FicImportPage({ kind }: { kind: FicKind }) {
  return (
    <FicProjectGate pageKey={FIC_SCREENS[kind].pageKey}>
      <FicImportScreen kind={kind} />
    </FicProjectGate>
  );
}

export const FviImportPage = () => <FicImportPage kind="fvi" />;
export const FvmImportPage = () => <FicImportPage kind="fvm" />;
export const PreservationOrdersImportPage = () => <FicImportPage kind="op" />;
