import { Create } from 'react-admin';
import { SchemaFormInContext } from './SchemaFormInContext';
import { useCurrentResourceModel } from './useResourceModelOfContext';
import { useSavedRedirect } from './useSavedRedirect';
import { useServerErrorRouting } from './useServerErrorRouting';

/** The create view: the schema form inside react-admin's create flow, then the resource's toast and the new record's page. */
export function GeneratedCreate() {
  const resource = useCurrentResourceModel();
  const { serverErrors, onError } = useServerErrorRouting();
  const onSuccess = useSavedRedirect(resource, 'created');
  return (
    <Create mutationOptions={{ onError, onSuccess }} sx={{ '& .RaCreate-card': { minWidth: 0 } }}>
      <SchemaFormInContext resource={resource} serverErrors={serverErrors} />
    </Create>
  );
}

export default GeneratedCreate;
