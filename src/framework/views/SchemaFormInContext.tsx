import CardContent from '@mui/material/CardContent';
import { useRecordContext, useRedirect, useSaveContext } from 'ra-core';
import type { FieldErrorBody } from '../data/apiConventions';
import { SchemaForm } from '../form/SchemaForm';
import type { ResourceModel } from '../registry/types';

/** The schema form wired to react-admin's save context (of a Create or an Edit). */
export function SchemaFormInContext({ resource, serverErrors }: { resource: ResourceModel; serverErrors: FieldErrorBody[] }) {
  const { save, saving } = useSaveContext();
  const record = useRecordContext();
  const redirect = useRedirect();
  return (
    <CardContent>
      <SchemaForm
        resource={resource}
        {...(record ? { defaultValue: record } : {})}
        onSubmit={(data) => void save?.(data)}
        onCancel={() => redirect(record ? 'show' : 'list', resource.name, record?.id)}
        saving={saving ?? false}
        serverErrors={serverErrors}
      />
    </CardContent>
  );
}
