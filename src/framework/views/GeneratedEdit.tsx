import { Edit } from 'react-admin';
import { useRecordContext } from 'ra-core';
import type { FieldErrorBody } from '../data/apiConventions';
import { useRequestMeta } from '../data/RequestMetaContext';
import type { ResourceModel } from '../registry/types';
import type { GeneratedEditProps } from './generatedFormProps';
import { RecordNotFound } from './RecordNotFound';
import { SchemaFormInContext } from './SchemaFormInContext';
import { useCurrentResourceModel } from './useResourceModelOfContext';
import { useSavedRedirect } from './useSavedRedirect';
import { useServerErrorRouting } from './useServerErrorRouting';

function EditForm({ resource, serverErrors, backTo }: { resource: ResourceModel; serverErrors: FieldErrorBody[]; backTo?: string | undefined }) {
  // The form takes its initial data once: wait for the record, and start anew for another
  // one (the same page opened for the next record keeps its components otherwise).
  const record = useRecordContext();
  return record ? <SchemaFormInContext key={String(record.id)} resource={resource} serverErrors={serverErrors} {...(backTo ? { backTo } : {})} /> : null;
}

/** The query of a missing record fails quietly: the page itself says "not found". */
const quietQuery = { onError: () => undefined, retry: false } as const;

/**
 * The edit view: saved only when the API accepts (pessimistic), so an error never loses
 * input; then the resource's toast. An unknown id shows "not found" with a way back. The
 * record is the route's `:id` or the screen's `id`; its read and save send the calls'
 * `meta` of a RequestMetaProvider around it.
 */
export function GeneratedEdit({ id, title, backTo, actions }: GeneratedEditProps = {}) {
  const resource = useCurrentResourceModel();
  const meta = useRequestMeta();
  const { serverErrors, onError } = useServerErrorRouting();
  const onSuccess = useSavedRedirect(resource, 'updated', backTo);
  return (
    <Edit
      {...(id !== undefined ? { id } : {})}
      {...(title ? { title } : {})}
      {...(actions !== undefined ? { actions } : {})}
      mutationMode="pessimistic"
      mutationOptions={{ onError, onSuccess, ...(meta ? { meta } : {}) }}
      queryOptions={meta ? { ...quietQuery, meta } : quietQuery}
      error={<RecordNotFound resource={resource.name} />}
      // The card keeps to the screen's width (a flex item grows to its widest content).
      sx={{ '& .RaEdit-card': { minWidth: 0 } }}
    >
      <EditForm resource={resource} serverErrors={serverErrors} backTo={backTo} />
    </Edit>
  );
}

export default GeneratedEdit;
