import { useCallback, useState } from 'react';
import type { FicKind } from '../../contracts/fic';
import { FIC_SCREENS } from './ficKinds';
import { useFicImport } from './useFicImport';
import { NO_FILTERS, useFicList, type FicFilters } from './useFicList';

/** The page sizes a FIC list offers, the first by default. */
export const FIC_PAGE_SIZES = [25, 50, 100];

/**
 * The rules of a FIC import screen: the list with its filters and paging, the rows ticked
 * across pages or every row the filter matches (a filter change or a tick drops "every
 * row"), and the import of the choice, which clears it.
 *
 * @example
 * const screen = useFicImportController('fvi');
 * <Button disabled={screen.busy || screen.chosen === 0} onClick={screen.startImport} />
 */
export function useFicImportController(kind: FicKind) {
  const screen = FIC_SCREENS[kind];
  const [filters, setFilters] = useState<FicFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(FIC_PAGE_SIZES[0] ?? 25);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [allMatching, setAllMatching] = useState(false);
  const list = useFicList(screen, filters, page, pageSize);
  const { run, progress, report, closeReport } = useFicImport(screen);
  const { rows, count } = list;

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
  /** Ticks or clears every row of the page still to import. */
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

  return {
    screen,
    list,
    filters,
    changeFilters,
    page,
    setPage,
    pageSize,
    changePageSize: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    allMatching,
    selectAllMatching: () => setAllMatching(true),
    isSelected: (id: string) => allMatching || selected.has(id),
    /** How many rows the import would take. */
    chosen: allMatching ? count : selected.size,
    toggle,
    togglePage,
    clearSelection,
    startImport,
    progress,
    busy: progress !== null,
    report,
    closeReport,
  };
}
