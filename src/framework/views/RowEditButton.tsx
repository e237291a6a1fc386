import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import { createContext, useContext, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'ra-core';

/** The column's source: it names the cell's class (`column-row-edit`), the list's styles use it. */
export const ROW_EDIT_SOURCE = 'row-edit';

/** Whether the user may edit the list's records: asked once by the list, read by each row. */
export const RowEditAllowed = createContext(false);

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * The pencil of a list row: the record's form in one click, while a click elsewhere on the
 * row opens its show page. It shows over the row's end on hover or keyboard focus and
 * takes no width (the list's styles keep its column empty), so no list grows wider for it.
 */
export function RowEditButton(_props: { source: string; label: string; sortable: false }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const allowed = useContext(RowEditAllowed);
  if (!record || !resource || !allowed) return null;
  return (
    <IconButton
      component={Link}
      to={createPath({ resource, id: record.id, type: 'edit' })}
      aria-label={translate('ra.action.edit')}
      size="small"
      onClick={stopRowClick}
      className="row-edit"
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
}

/** The list's styles for the pencil: an empty column, the button over the row's end while the row is pointed at or focused. */
export const ROW_EDIT_STYLES = {
  '& tr': { position: 'relative' },
  [`& .column-${ROW_EDIT_SOURCE}`]: { width: 0, maxWidth: 0, padding: 0, border: 0, fontSize: 0, overflow: 'visible' },
  '& .row-edit': { position: 'absolute', right: 4, top: '50%', transform: 'translateY(-50%)', zIndex: 1, bgcolor: 'background.paper', boxShadow: 1, opacity: 0, pointerEvents: 'none' },
  '& tr:focus-within .row-edit': { opacity: 1, pointerEvents: 'auto' },
  '@media (hover: hover)': { '& tr:hover .row-edit': { opacity: 1, pointerEvents: 'auto' } },
} as const;
