import { Edit } from 'react-admin';
import { useRecordContext } from 'ra-core';
import type { FieldErrorBody } from '../data/apiConventions';
import type { ResourceModel } from '../registry/types';
import { RecordNotFound } from './RecordNotFound';
import { SchemaFormInContext } from './SchemaFormInContext';
import { useCurrentResourceModel } from './useResourceModelOfContext';
import { useSavedRedirect } from './useSavedRedirect';
import { useServerErrorRouting } from './useServerErrorRouting';

function EditForm({ resource, serverErrors }: { resource: ResourceModel; serverErrors: FieldErrorBody[] }) {
  // The form takes its initial data once: wait for the record.
  const record = useRecordContext();
  return record ? <SchemaFormInContext resource={resource} serverErrors={serverErrors} /> : null;
}

/** The query of a missing record fails quietly: the page itself says "not found". */
const quietQuery = { onError: () => undefined, retry: false } as const;

/**
 * The edit view: saved only when the API accepts (pessimistic), so an error never loses
 * input; then the resource's toast. An unknown id shows "not found" with a way back.
 */
export function GeneratedEdit() {
  const resource = useCurrentResourceModel();
  const { serverErrors, onError } = useServerErrorRouting();
  const onSuccess = useSavedRedirect(resource, 'updated');
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError, onSuccess }}
      queryOptions={quietQuery}
      error={<RecordNotFound resource={resource.name} />}
      // The card keeps to the screen's width (a flex item grows to its widest content).
      sx={{ '& .RaEdit-card': { minWidth: 0 } }}
    >
      <EditForm resource={resource} serverErrors={serverErrors} />
    </Edit>
  );
}

export default GeneratedEdit;
