import { useEffect, useState } from 'react';
import CardContent from '@mui/material/CardContent';
import { useRecordContext, useRedirect, useSaveContext } from 'ra-core';
import { useLocation } from 'react-router-dom';
import { formDrafts } from '../auth/formDrafts';
import type { FieldErrorBody } from '../data/apiConventions';
import { SchemaForm } from '../form/SchemaForm';
import { useGrantWriter } from '../form/useGrantWriter';
import type { ResourceModel } from '../registry/types';

export interface SchemaFormInContextProps {
  resource: ResourceModel;
  serverErrors: FieldErrorBody[];
  /** Where cancel goes, instead of the record's page or the list. */
  backTo?: string;
}

/**
 * The schema form wired to react-admin's save context (of a Create or an Edit). What the
 * user types is kept as the address's draft (its path and query: one form may edit any
 * record by `?id=`), so a session that ends mid-edit gives it back after signing in again.
 * A resource with `grants` is filled as the signed-in user may (SchemaForm's `writer`).
 */
export function SchemaFormInContext({ resource, serverErrors, backTo }: SchemaFormInContextProps) {
  const { save, saving } = useSaveContext();
  const record = useRecordContext();
  const redirect = useRedirect();
  const { pathname, search } = useLocation();
  const route = pathname + search;
  const writer = useGrantWriter();
  const [draft] = useState(() => formDrafts.take(route));
  useEffect(() => () => formDrafts.forget(route), [route]);
  const initial = draft ? { ...record, ...draft } : record;
  return (
    <CardContent>
      <SchemaForm
        resource={resource}
        {...(initial ? { defaultValue: initial } : {})}
        onSubmit={(data) => void save?.(data)}
        onCancel={() => (backTo ? redirect(backTo) : redirect(record ? 'show' : 'list', resource.name, record?.id))}
        onChange={(data) => formDrafts.remember(route, data)}
        saving={saving ?? false}
        serverErrors={serverErrors}
        {...(writer ? { writer } : {})}
      />
    </CardContent>
  );
}
