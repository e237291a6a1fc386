import type { Theme } from '@mui/material/styles';
import { createContext, useContext, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'ra-core';

/** The column's source: it names the cell's class (`column-row-edit`), the list's styles use it. */
export const ROW_EDIT_SOURCE = 'row-edit';

/** Whether the user may edit the list's records: asked once by the list, read by each row. */
export const RowEditAllowed = createContext(false);

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** MUI's Edit icon (@mui/icons-material), drawn bare: a list draws one per row. */
const PENCIL_PATH = 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z';

/**
 * The pencil of a list row: the record's form in one click, while a click elsewhere on the
 * row opens its show page. It shows over the row's end on hover or keyboard focus and
 * takes no width (the list's styles keep its column empty), so no list grows wider for it.
 * A plain link drawn as MUI's small icon button by the list's styles (ROW_EDIT_STYLES): as
 * a component tree of its own (button base, ripple, icon) it cost a quarter of the rows' drawing.
 */
export function RowEditButton(_props: { source: string; label: string; sortable: false }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const allowed = useContext(RowEditAllowed);
  if (!record || !resource || !allowed) return null;
  return (
    <Link to={createPath({ resource, id: record.id, type: 'edit' })} aria-label={translate('ra.action.edit')} onClick={stopRowClick} className="row-edit">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={PENCIL_PATH} />
      </svg>
    </Link>
  );
}

const shade = (color: string) => `linear-gradient(${color}, ${color})`;

/** The list's styles for the pencil: an empty column, the button over the row's end while the row is pointed at or focused. */
export const ROW_EDIT_STYLES = {
  '& tr': { position: 'relative' },
  [`& .column-${ROW_EDIT_SOURCE}`]: { width: 0, maxWidth: 0, padding: 0, border: 0, fontSize: 0, overflow: 'visible' },
  '& .row-edit': {
    position: 'absolute',
    right: 4,
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 1,
    // MUI's small icon button.
    display: 'inline-flex',
    padding: '5px',
    borderRadius: '50%',
    color: 'action.active',
    bgcolor: 'background.paper',
    boxShadow: 1,
    opacity: 0,
    pointerEvents: 'none',
    outline: 0,
    '& svg': { width: 20, height: 20, fill: 'currentColor' },
    // The hover shade laid over the paper, the pencil staying opaque over the row's text; a
    // stronger one for keyboard focus, as MUI's ripple shows it.
    '&:hover': { backgroundImage: (theme: Theme) => shade(theme.palette.action.hover) },
    '&:focus-visible': { backgroundImage: (theme: Theme) => shade(theme.alpha(theme.palette.action.active, 0.15)) },
  },
  '& tr:focus-within .row-edit': { opacity: 1, pointerEvents: 'auto' },
  '@media (hover: hover)': { '& tr:hover .row-edit': { opacity: 1, pointerEvents: 'auto' } },
} as const;
