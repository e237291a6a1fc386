import { Create } from 'react-admin';
import { useRequestMeta } from '../data/RequestMetaContext';
import type { GeneratedFormProps } from './generatedFormProps';
import { SchemaFormInContext } from './SchemaFormInContext';
import { useCurrentResourceModel } from './useResourceModelOfContext';
import { useSavedRedirect } from './useSavedRedirect';
import { useServerErrorRouting } from './useServerErrorRouting';

/**
 * The create view: the schema form inside react-admin's create flow, then the resource's
 * toast and the new record's page (or the screen's `backTo`). The save sends the calls'
 * `meta` of a RequestMetaProvider around it.
 */
export function GeneratedCreate({ title, backTo }: GeneratedFormProps = {}) {
  const resource = useCurrentResourceModel();
  const meta = useRequestMeta();
  const { serverErrors, onError } = useServerErrorRouting();
  const onSuccess = useSavedRedirect(resource, 'created', backTo);
  return (
    <Create mutationOptions={{ onError, onSuccess, ...(meta ? { meta } : {}) }} sx={{ '& .RaCreate-card': { minWidth: 0 } }} {...(title ? { title } : {})}>
      <SchemaFormInContext resource={resource} serverErrors={serverErrors} {...(backTo ? { backTo } : {})} />
    </Create>
  );
}

export default GeneratedCreate;
