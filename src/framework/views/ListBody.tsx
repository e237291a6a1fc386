import TableBody from '@mui/material/TableBody';
import { cloneElement, lazy, memo, Suspense, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { DatagridBody, DatagridClasses, type DatagridBodyProps } from 'react-admin';
import { RecordContextProvider, type RaRecord } from 'ra-core';
import { LIST_ROW_STYLES, ListRow } from './ListRow';
import { loadedWindowedRows, loadWindowedRows, WINDOW_FROM_ROWS } from './windowedRowsLoader';

/** Rows drawn while the windowing code loads: more than a tall screen holds. */
const FIRST_SCREEN_ROWS = 40;

// Loaded the first time a long page is asked for (see windowedRowsLoader): short pages never pay for it.
const LazyWindowedRows = lazy(() => loadWindowedRows().then((component) => ({ default: component })));

const defaultRow = <ListRow />;

/** The rows' look, given by the table body (one value, so the body's styles are not made again on each draw). */
const ROWS_SX = [LIST_ROW_STYLES];

/**
 * The table body of a generated list: react-admin's for a usual page; for a long one, only
 * the rows on screen are in the document, so 1 000 rows render as fast as 30. The table then
 * tells assistive technology how many rows it really has (`aria-rowcount`, `aria-rowindex`).
 * Memoized: the list's context changing around the same rows (react-admin stores the list's
 * parameters again after each navigation) leaves the rows as they are.
 */
export const ListBody = memo(function ListBody(props: DatagridBodyProps) {
  const rows = props.data?.length ?? 0;
  return rows < WINDOW_FROM_ROWS ? <DatagridBody row={defaultRow} {...props} sx={ROWS_SX} /> : <LongListBody {...props} />;
});

// MUI's Table treats its children by their muiName.
(ListBody as unknown as { muiName: string }).muiName = 'TableBody';

/** react-admin's DatagridBody, row for row, with the rows drawn by WindowedRows. */
function LongListBody({
  children,
  className,
  data = [],
  expand,
  hasBulkActions = false,
  hover,
  onToggleItem,
  resource,
  row = defaultRow,
  rowClick,
  rowSx,
  rowStyle,
  selectedIds,
  isRowSelectable,
  ...rest
}: DatagridBodyProps) {
  const body = useRef<HTMLTableSectionElement | null>(null);
  // Chosen once per body: the same component type on every render keeps the rows mounted.
  const [WindowedRows] = useState(() => loadedWindowedRows() ?? LazyWindowedRows);
  const records = data as RaRecord[];
  useLayoutEffect(() => {
    // The header row is row 1; the records are rows 2 to n + 1.
    body.current?.closest('table')?.setAttribute('aria-rowcount', String(records.length + 1));
  }, [records.length]);

  const rowKey = (index: number) => String(records[index]?.id ?? `row${index}`);
  const renderRow = (index: number, measure?: (element: Element | null) => void) => {
    const record = records[index]!;
    return (
      <RecordContextProvider value={record} key={rowKey(index)}>
        {cloneElement(
          row as ReactElement<Record<string, unknown>>,
          {
            ...(measure ? { ref: measure } : {}),
            'data-index': index,
            'aria-rowindex': index + 2,
            className: `${DatagridClasses.row} ${index % 2 === 0 ? DatagridClasses.rowEven : DatagridClasses.rowOdd}`,
            expand,
            hasBulkActions: hasBulkActions && !!selectedIds,
            hover,
            id: record.id ?? `row${index}`,
            onToggleItem,
            resource,
            rowClick,
            selectable: !isRowSelectable || isRowSelectable(record),
            selected: selectedIds?.includes(record.id),
            sx: rowSx?.(record, index),
            style: rowStyle?.(record, index),
          },
          children,
        )}
      </RecordContextProvider>
    );
  };
  const firstScreen = records.slice(0, FIRST_SCREEN_ROWS).map((_, index) => renderRow(index));
  return (
    <TableBody ref={body} className={['datagrid-body', className, DatagridClasses.tbody].filter(Boolean).join(' ')} {...rest} sx={ROWS_SX}>
      <Suspense fallback={firstScreen}>
        <WindowedRows count={records.length} rowKey={rowKey} renderRow={renderRow} body={body} />
      </Suspense>
    </TableBody>
  );
}
