import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'ra-core';

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * The pencil at the end of a list row: the record's form in one click, while a click
 * elsewhere on the row opens its show page. The list renders it only for users who may
 * edit, so no row asks for permission on its own.
 */
export function RowEditButton(_props: { label: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  if (!record || !resource) return null;
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
