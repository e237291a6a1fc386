import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useCallback, useState } from 'react';
import { Title } from 'react-admin';
import { AbortedNotice } from './AbortedNotice';
import { ListError } from './ListError';
import { ErrorReportDialog } from './ErrorReportDialog';
import { FicFiltersBar } from './FicFiltersBar';
import { FicProjectGate } from './FicProject';
import type { FicKind } from '../../contracts/fic';
import { FIC_SCREENS } from './ficKinds';
import { FicRowsTable } from './FicRowsTable';
import { useFicImport } from './useFicImport';
import { NO_FILTERS, useFicList, type FicFilters } from './useFicList';

const PAGE_SIZES = [25, 50, 100];

/**
 * A FIC import screen (spec §2: FVI, FVM, preservation orders): the list with its filters,
 * rows ticked across pages or every row the filter matches, the import with its progress,
 * and what came of it (toasts, warnings, the error report).
 */
function FicImportScreen({ kind }: { kind: FicKind }) {
  const screen = FIC_SCREENS[kind];
  const translate = useTranslate();
  const [filters, setFilters] = useState<FicFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 25);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const list = useFicList(screen, filters, page, pageSize);
  const { run, progress, report, closeReport } = useFicImport(screen);
  const title = translate(`app.pages.${screen.pageKey}.title`);
  const rows = list.data?.items ?? [];
  const count = list.data?.count ?? 0;

  const changeFilters = useCallback((next: FicFilters) => {
    setFilters(next);
    setPage(0);
    setAllMatching(false);
  }, []);
  const toggle = (id: string) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const togglePage = (select: boolean) => {
    setAllMatching(false);
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (row.isImported) continue;
        if (select) next.add(row._id);
        else next.delete(row._id);
      }
      return next;
    });
  };
  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const startImport = () => {
    const target = allMatching ? ({ mode: 'filter', filters, count } as const) : ({ mode: 'selection', ids: [...selected] } as const);
    setSelected(new Set());
    setAllMatching(false);
    void run(target);
  };
  const chosen = allMatching ? count : selected.size;
  const busy = progress !== null;

  return (
    <Card sx={{ mt: 2, minWidth: 0 }}>
      <Title title={title} />
      <CardContent sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <AbortedNotice screen={screen} />
        <FicFiltersBar filters={filters} onChange={changeFilters} />
        <Stack direction="row" useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ flex: '1 1 200px' }} aria-live="polite" data-testid="fic-selection">
            {translate(allMatching ? 'app.fic.selection.all' : 'app.fic.selection.some', { smart_count: chosen })}
          </Typography>
          <Button onClick={() => setAllMatching(true)} disabled={busy || count === 0 || allMatching}>
            {translate('app.fic.selection.select_all', { smart_count: count })}
          </Button>
          <Button onClick={clearSelection} disabled={busy || chosen === 0}>
            {translate('app.fic.selection.clear')}
          </Button>
          <Button variant="contained" onClick={startImport} disabled={busy || chosen === 0}>
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
        {list.isError ? (
          <ListError error={list.error} />
        ) : list.isPending ? (
          <LinearProgress aria-label={translate('app.fic.loading')} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{translate('app.fic.empty')}</Typography>
        ) : (
          <FicRowsTable rows={rows} grouped={kind === 'fvi'} isSelected={(id) => allMatching || selected.has(id)} onToggle={toggle} onTogglePage={togglePage} />
        )}
        <TablePagination
          component="div"
          count={count}
          page={count === 0 ? 0 : page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('app.fic.rows_per_page')}
          sx={{ overflowX: 'hidden' }}
        />
      </CardContent>
      {report && <ErrorReportDialog action="import" outcome={report} onClose={closeReport} />}
    </Card>
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
