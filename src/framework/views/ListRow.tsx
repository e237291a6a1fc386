import { tableCellClasses } from '@mui/material/TableCell';
import TableRow, { tableRowClasses } from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import { Children, forwardRef, isValidElement, useCallback, type HTMLAttributes, type MouseEvent, type ReactElement } from 'react';
import { DatagridClasses, DatagridRow, type DatagridRowProps } from 'react-admin';
import { useGetPathForRecordCallback, useNavigate, useRecordContext, useResourceContext, useResourceDefinition, useTranslate, type RaRecord } from 'ra-core';
import { ROW_CHECKBOX_STYLES, RowCheckbox } from './RowCheckbox';
import type { SxRule } from './sxRule';

/** What a cell reads of its field, as react-admin's DatagridCell does. */
interface CellFieldProps {
  source?: string;
  textAlign?: 'left' | 'center' | 'right' | 'justify';
  cellClassName?: string;
}

/** MUI's classes of a small body cell: the table's rules (LIST_ROW_STYLES) and the list's own (per column) select them. */
const CELL_CLASS = `${tableCellClasses.root} ${tableCellClasses.body} ${tableCellClasses.sizeSmall}`;

const ALIGN_CLASSES: Readonly<Record<NonNullable<CellFieldProps['textAlign']>, string>> = {
  left: tableCellClasses.alignLeft,
  center: tableCellClasses.alignCenter,
  right: tableCellClasses.alignRight,
  justify: tableCellClasses.alignJustify,
};

/** One cell of a row, react-admin's DatagridCell as drawn (its classes and alignment), a plain cell rather than a styled one per cell. */
function ListCell({ field }: { field: ReactElement<CellFieldProps> }) {
  const { source, textAlign, cellClassName } = field.props;
  const align = textAlign ?? (field.type as { textAlign?: CellFieldProps['textAlign'] }).textAlign;
  const classes = [CELL_CLASS, align && ALIGN_CLASSES[align], `column-${source}`, DatagridClasses.rowCell, cellClassName].filter(Boolean).join(' ');
  return <td className={classes}>{field}</td>;
}

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as Promise<unknown> | undefined)?.then === 'function';

/** react-admin's row (DatagridRow) without an expand panel, the row, its cells and selection box plain elements drawn by the table's rules. */
const PlainListRow = forwardRef<HTMLTableRowElement, DatagridRowProps>(function PlainListRow(props, ref) {
  const {
    children,
    className,
    hasBulkActions = false,
    hover = true,
    id,
    onToggleItem,
    record: recordOverride,
    rowClick,
    selected = false,
    style,
    selectable = true,
    expand: _expand,
    ...rest
  } = props;
  const translate = useTranslate();
  const record = useRecordContext<RaRecord>({ record: recordOverride });
  const resource = useResourceContext(props);
  const definition = useResourceDefinition(props);
  const navigate = useNavigate();
  const getPathForRecord = useGetPathForRecordCallback();
  if (!record || !resource) throw new Error('A list row is drawn inside a record and a resource');
  const rowId = id ?? record.id;

  const toggleSelection = useCallback(
    (event: MouseEvent) => {
      if (!selectable || !onToggleItem) return;
      onToggleItem(rowId, event);
      event.stopPropagation();
    },
    [rowId, onToggleItem, selectable],
  );
  const open = useCallback(
    async (event: MouseEvent) => {
      const chosen = typeof rowClick === 'function' ? rowClick(record.id, resource, record) : rowClick;
      const link = isPromise(chosen) ? await chosen : chosen;
      if (link === 'toggleSelection') return toggleSelection(event);
      const path = await getPathForRecord({ record, resource, link: link as Parameters<typeof getPathForRecord>[0]['link'] });
      if (path === false || path == null) return;
      navigate(path, { state: { _scrollToTop: true } });
    },
    [record, resource, rowClick, navigate, toggleSelection, getPathForRecord],
  );

  const classes = [
    className,
    selectable && DatagridClasses.selectable,
    (rowClick ?? (definition.hasShow || definition.hasEdit)) && DatagridClasses.clickableRow,
  ]
    .filter(Boolean)
    .join(' ');
  const cells = (
    <>
      {hasBulkActions && (
        <td className={`${CELL_CLASS} ${tableCellClasses.paddingCheckbox}`}>
          <RowCheckbox
            label={translate('ra.action.select_row', { _: 'Select this row' })}
            checked={selectable && selected}
            disabled={!selectable}
            onClick={toggleSelection}
          />
        </td>
      )}
      {Children.map(children, (field, index) =>
        isValidElement<CellFieldProps>(field) ? <ListCell key={`${String(rowId)}-${field.props.source ?? index}`} field={field} /> : null,
      )}
    </>
  );
  // A row given its own `sx` (the list's rowSx) is MUI's; otherwise a plain row with MUI's classes, drawn by the table body's rules.
  return rest.sx ? (
    <TableRow ref={ref} className={classes} style={style} hover={hover} onClick={open} {...rest}>
      {cells}
    </TableRow>
  ) : (
    <tr
      ref={ref}
      className={[tableRowClasses.root, hover && tableRowClasses.hover, classes].filter(Boolean).join(' ')}
      style={style}
      onClick={open}
      {...(rest as HTMLAttributes<HTMLTableRowElement>)}
    >
      {cells}
    </tr>
  );
});

/**
 * A generated list's row: react-admin's DatagridRow, same props, classes and behaviour
 * (row click, selection with shift for a range), drawn with plain elements rather than a
 * styled component per row, cell and box (each kept its styles in memory; a list draws
 * hundreds); a row with an expand panel is react-admin's own.
 */
export const ListRow = forwardRef<HTMLTableRowElement, DatagridRowProps>(function ListRow(props, ref) {
  return props.expand ? <DatagridRow ref={ref} {...props} /> : <PlainListRow ref={ref} {...props} />;
});

/** The theme's own rules for a MUI component's root (react-admin's narrows the selection box's column), as MUI applies them. */
function themeRootRules(theme: Theme, component: 'MuiTableCell' | 'MuiTableRow', ownerState: object): object {
  const root: unknown = theme.components?.[component]?.styleOverrides?.root;
  const rules: unknown = typeof root === 'function' ? (root as (props: { theme: Theme; ownerState: object }) => unknown)({ theme, ownerState }) : root;
  return rules && typeof rules === 'object' ? rules : {};
}

/**
 * How the rows look, given once by the table body: rows and cells as MUI's (a small table's) and
 * the selection boxes (RowCheckbox). The cells' rules weigh no more than one class
 * (`:where`), so the list's own rules for a column and react-admin's still win, as over MUI's.
 */
export const LIST_ROW_STYLES: SxRule = (theme: Theme) => ({
  '& :where(tr.MuiTableRow-root)': {
    color: 'inherit',
    display: 'table-row',
    verticalAlign: 'middle',
    outline: 0,
    ...themeRootRules(theme, 'MuiTableRow', { hover: true }),
  },
  '& :where(tr.MuiTableRow-hover:hover)': { backgroundColor: theme.palette.action.hover },
  '& :where(td.MuiTableCell-body)': {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
    ...themeRootRules(theme, 'MuiTableCell', { variant: 'body', size: 'small' }),
  },
  '& :where(td.MuiTableCell-paddingCheckbox)': { width: 24, padding: '0 12px 0 16px' },
  // MUI's small table: the box in the first column without its padding, so rows stay short.
  '& td.MuiTableCell-sizeSmall.MuiTableCell-paddingCheckbox > *': { padding: 0 },
  '& :where(td.MuiTableCell-alignCenter)': { textAlign: 'center' },
  '& :where(td.MuiTableCell-alignRight)': { textAlign: 'right', flexDirection: 'row-reverse' },
  '& :where(td.MuiTableCell-alignJustify)': { textAlign: 'justify' },
  ...ROW_CHECKBOX_STYLES(theme),
});
