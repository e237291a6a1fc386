import Button from '@mui/material/Button';
import { useRecordContext, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import type { ResourceModel } from '../registry/types';

/** The record's path for a link: `{id}` filled with its id, encoded. */
export function linkPath(path: string, id: unknown): string {
  return path.replaceAll('{id}', encodeURIComponent(String(id)));
}

/** The `show.links` of a resource: one button each, opening its hand-written page for the record. */
export function ShowLinks({ resource }: { resource: ResourceModel }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <>
      {(resource.show.links ?? []).map((link) => (
        <Button key={link.name} component={Link} to={linkPath(link.path, record.id)} size="small" data-testid={`show-link-${link.name}`}>
          {translate(`resources.${resource.name}.links.${link.name}`)}
        </Button>
      ))}
    </>
  );
}
