import { Create } from 'react-admin';
import { SchemaFormInContext } from './SchemaFormInContext';
import { useCurrentResourceModel } from './useResourceModelOfContext';
import { useServerErrorRouting } from './useServerErrorRouting';

/** The create view: the schema form inside react-admin's create flow, then the new record's page. */
export function GeneratedCreate() {
  const resource = useCurrentResourceModel();
  const { serverErrors, onError } = useServerErrorRouting();
  return (
    <Create redirect={resource.operations.includes('show') ? 'show' : 'list'} mutationOptions={{ onError }}>
      <SchemaFormInContext resource={resource} serverErrors={serverErrors} />
    </Create>
  );
}

export default GeneratedCreate;
