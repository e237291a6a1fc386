import { Edit } from 'react-admin';
import { useRecordContext } from 'ra-core';
import type { FieldErrorBody } from '../data/apiConventions';
import type { ResourceModel } from '../registry/types';
import { SchemaFormInContext } from './SchemaFormInContext';
import { useCurrentResourceModel } from './useResourceModelOfContext';
import { useServerErrorRouting } from './useServerErrorRouting';

function EditForm({ resource, serverErrors }: { resource: ResourceModel; serverErrors: FieldErrorBody[] }) {
  // The form takes its initial data once: wait for the record.
  const record = useRecordContext();
  return record ? <SchemaFormInContext resource={resource} serverErrors={serverErrors} /> : null;
}

/** The edit view: saved only when the API accepts (pessimistic), so an error never loses input. */
export function GeneratedEdit() {
  const resource = useCurrentResourceModel();
  const { serverErrors, onError } = useServerErrorRouting();
  return (
    <Edit mutationMode="pessimistic" redirect={resource.operations.includes('show') ? 'show' : 'list'} mutationOptions={{ onError }}>
      <EditForm resource={resource} serverErrors={serverErrors} />
    </Edit>
  );
}

export default GeneratedEdit;
