import type { ToggleAction } from '../../framework/registry/types';
import type { ActionHandler } from './actionHandler';
import { fieldRefusal, typeError } from './actionInputs';

/**
 * Sets a boolean: from the body (`{active: true}`) or, with `valueIn: 'path'`, from the
 * `{value}` segment (`states/{id}/set-explanation-required/true`), which must read
 * `true` or `false`.
 */
export const toggleAction: ActionHandler<ToggleAction> = ({ records }, resource, action, { params, body }) => {
  const id = params.id ?? '';
  if (action.valueIn !== 'path') return records.toggle(resource, action, id, body);
  const value = params.value === 'true' ? true : params.value === 'false' ? false : undefined;
  // Look the record up first, so an unknown id answers 404 whatever the value.
  records.get(resource, id);
  if (value === undefined) throw fieldRefusal(resource, typeError(action.field, 'boolean'));
  return records.toggle(resource, action, id, { [action.field]: value });
};
