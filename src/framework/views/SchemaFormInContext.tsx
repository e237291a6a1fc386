import { useEffect, useState } from 'react';
import CardContent from '@mui/material/CardContent';
import { useRecordContext, useRedirect, useSaveContext } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { formDrafts } from '../auth/formDrafts';
import type { FieldErrorBody } from '../data/apiConventions';
import { SchemaForm } from '../form/SchemaForm';
import type { ResourceModel } from '../registry/types';

/**
 * The schema form wired to react-admin's save context (of a Create or an Edit). What the
 * user types is kept as the route's draft, so a session that ends mid-edit gives it back
 * after signing in again.
 */
export function SchemaFormInContext({ resource, serverErrors }: { resource: ResourceModel; serverErrors: FieldErrorBody[] }) {
  const { save, saving } = useSaveContext();
  const record = useRecordContext();
  const redirect = useRedirect();
  const route = useLocation().pathname;
  const [draft] = useState(() => formDrafts.take(route));
  useEffect(() => () => formDrafts.forget(route), [route]);
  const initial = draft ? { ...record, ...draft } : record;
  return (
    <CardContent>
      <SchemaForm
        resource={resource}
        {...(initial ? { defaultValue: initial } : {})}
        onSubmit={(data) => void save?.(data)}
        onCancel={() => redirect(record ? 'show' : 'list', resource.name, record?.id)}
        onChange={(data) => formDrafts.remember(route, data)}
        saving={saving ?? false}
        serverErrors={serverErrors}
      />
    </CardContent>
  );
}
