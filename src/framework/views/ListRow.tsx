import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import { Children, forwardRef, isValidElement, useCallback, type MouseEvent, type ReactElement } from 'react';
import { DatagridCell, DatagridClasses, DatagridRow, type DatagridRowProps } from 'react-admin';
import {
  useGetPathForRecordCallback,
  useNavigate,
  useRecordContext,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type RaRecord,
} from 'ra-core';

/** MUI's checkbox icons (its internal CheckBox and CheckBoxOutlineBlank), drawn bare. */
const CHECKED_PATH = 'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const BLANK_PATH = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

/** The class of a row's selection box; its look is given once by the table body (LIST_ROW_STYLES). */
export const ROW_CHECKBOX_CLASS = 'list-row-checkbox';

// The box is controlled: a click asks the list to select the row (with the shift key for a range), the list answers with `checked`.
const keepControlled = () => undefined;

interface RowCheckboxProps {
  label: string;
  checked: boolean;
  disabled: boolean;
  onClick: (event: MouseEvent<HTMLInputElement>) => void;
}

/**
 * A row's selection box, drawn as MUI's primary checkbox: a native check box (named, reached
 * with Tab, toggled with Space) under MUI's icon. MUI's own is a tree of components (button
 * base, ripple, icon) each with its styles kept in memory; a list draws one per row.
 */
function RowCheckbox({ label, checked, disabled, onClick }: RowCheckboxProps) {
  const state = [checked && 'Mui-checked', disabled && 'Mui-disabled'].filter(Boolean).join(' ');
  return (
    <span className={`select-item ${DatagridClasses.checkbox} ${ROW_CHECKBOX_CLASS} ${state}`}>
      <input type="checkbox" aria-label={label} checked={checked} disabled={disabled} onClick={onClick} onChange={keepControlled} />
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={checked ? CHECKED_PATH : BLANK_PATH} />
      </svg>
    </span>
  );
}

const isPromise = (value: unknown): value is Promise<unknown> => typeof (value as Promise<unknown> | undefined)?.then === 'function';

/** react-admin's row (DatagridRow) without an expand panel, its selection box drawn by RowCheckbox. */
const PlainListRow = forwardRef<HTMLTableRowElement, DatagridRowProps>(function PlainListRow(props, ref) {
  const { children, className, hasBulkActions = false, hover = true, id, onToggleItem, record: recordOverride, rowClick, selected = false, style, selectable = true, expand: _expand, ...rest } = props;
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

  const classes = [className, selectable && DatagridClasses.selectable, (rowClick ?? (definition.hasShow || definition.hasEdit)) && DatagridClasses.clickableRow].filter(Boolean).join(' ');
  return (
    <TableRow ref={ref} className={classes} style={style} hover={hover} onClick={open} {...rest}>
      {hasBulkActions && (
        <TableCell padding="checkbox">
          <RowCheckbox label={translate('ra.action.select_row', { _: 'Select this row' })} checked={selectable && selected} disabled={!selectable} onClick={toggleSelection} />
        </TableCell>
      )}
      {Children.map(children, (field, index) => {
        if (!isValidElement<{ source?: string }>(field)) return null;
        const source = field.props.source;
        return <DatagridCell key={`${String(rowId)}-${source ?? index}`} className={`column-${source} ${DatagridClasses.rowCell}`} record={record} field={field as ReactElement} resource={resource} />;
      })}
    </TableRow>
  );
});

/**
 * A generated list's row: react-admin's DatagridRow, same props, classes and behaviour
 * (row click, selection with shift for a range), with a lighter selection box; a row with an
 * expand panel is react-admin's own.
 */
export const ListRow = forwardRef<HTMLTableRowElement, DatagridRowProps>(function ListRow(props, ref) {
  return props.expand ? <DatagridRow ref={ref} {...props} /> : <PlainListRow ref={ref} {...props} />;
});

/** How the rows' selection boxes look (MUI's primary checkbox), given by the table body. */
export const LIST_ROW_STYLES = (theme: Theme) => ({
  [`& .${ROW_CHECKBOX_CLASS}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    verticalAlign: 'middle',
    padding: '9px',
    borderRadius: '50%',
    cursor: 'pointer',
    color: theme.palette.text.secondary,
    WebkitTapHighlightColor: 'transparent',
    '& input': { position: 'absolute', top: 0, left: 0, width: '100%', height: '100%', margin: 0, padding: 0, opacity: 0, cursor: 'inherit', zIndex: 1 },
    '& svg': { width: '1em', height: '1em', fontSize: theme.typography.pxToRem(24), fill: 'currentColor', flexShrink: 0, userSelect: 'none' },
    '&:hover': { backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity), '@media (hover: none)': { backgroundColor: 'transparent' } },
    // Keyboard focus shows as MUI's does: a shade of the box's colour around it.
    '&:has(input:focus-visible)': { backgroundColor: theme.alpha(theme.palette.text.secondary, 0.18) },
    '&.Mui-checked': { color: theme.palette.primary.main },
    '&.Mui-checked:has(input:focus-visible)': { backgroundColor: theme.alpha(theme.palette.primary.main, 0.18) },
    '&.Mui-disabled': { color: theme.palette.action.disabled, cursor: 'default' },
  },
});
