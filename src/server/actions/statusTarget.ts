import { enumChoices, propertySchema } from '../../framework/registry/schemaProperties';
import type { RegistryModel, ResourceModel, StatusAction } from '../../framework/registry/types';
import { ApiError } from '../http/apiError';
import type { StoredRecord } from '../store/readCollectionFile';
import { fieldRefusal, isBlank, requiredError, type Body } from './actionInputs';
import { sameValue } from './sameValue';
import { definedCode } from '../http/errorCodes';

type StatusValue = string | number | boolean;

/** The values the status field may hold: its schema's enum, else its value set's; undefined when neither says. */
function allowedValues(model: RegistryModel, resource: ResourceModel, field: string): StatusValue[] | undefined {
  const fromSchema = enumChoices(propertySchema(resource.schema, field)).map((choice) => choice.value);
  if (fromSchema.length > 0) return fromSchema;
  const setName = resource.valueSets?.[field];
  const set = setName === undefined ? undefined : model.valueSets?.[setName];
  return set?.values.map((entry) => entry.value);
}

/**
 * The status a call asks for: the action's fixed `value`, else `body[input]` (required).
 * It must be a value of the field, one of the action's `choices` and, with `transitions`,
 * reachable from the record's current status; otherwise 400 with the action's
 * `invalidError` (INVALID_STATUS). A value sent as text (`'2'`) becomes the field's own (`2`).
 */
export function statusTarget(model: RegistryModel, resource: ResourceModel, action: StatusAction, record: StoredRecord, body: Body): unknown {
  const requested = action.value ?? body[action.input];
  if (isBlank(requested)) throw fieldRefusal(resource, requiredError(action.input));

  const invalid = new ApiError(400, { error: definedCode(action.invalidError), message: action.invalidError });
  const allowed = allowedValues(model, resource, action.field);
  const target = allowed ? allowed.find((value) => sameValue(value, requested)) : requested;
  if (target === undefined || typeof target === 'object') throw invalid;
  if (action.choices && !action.choices.some((choice) => sameValue(choice, target))) throw invalid;
  if (action.transitions) {
    const reachable = action.transitions[String(record[action.field])] ?? [];
    if (!reachable.some((value) => sameValue(value, target))) throw invalid;
  }
  return target;
}
