import type { ResourceModel } from '../../framework/registry/types';
import { propertySchema } from '../../framework/registry/schemaProperties';
import { sameValue } from '../actions/sameValue';
import { ApiError } from '../http/apiError';
import { definedCode } from '../http/errorCodes';

/** The refusal code of `field`: the `invalidError` of the status action that changes it. */
function errorOf(resource: ResourceModel, field: string): string {
  for (const action of resource.actions) {
    if (action.kind === 'status' && action.field === field) return action.invalidError;
  }
  return 'INVALID_STATUS';
}

/** The path of the first status action changing `field`, to name it in the refusal. */
function actionPathOf(resource: ResourceModel, field: string): string | undefined {
  return resource.actions.find((action) => action.kind === 'status' && action.field === field)?.path;
}

/**
 * The values a create starts the action-only fields at: the schema's default of each.
 * A create may omit them; sending another value is refused by `checkActionOnlyFields`.
 */
export function actionOnlyDefaults(resource: ResourceModel): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const field of resource.changedOnlyByActions ?? []) {
    const fallback = propertySchema(resource.schema, field)?.default;
    if (fallback !== undefined) defaults[field] = fallback;
  }
  return defaults;
}

/**
 * Refuses (400, the action's invalidError) a create or update whose body gives an
 * action-only field a value other than `current` (the stored value; on create the
 * default), so no write path skips the status transitions. Sending the value unchanged
 * (an edit form sends the whole record back) is accepted.
 */
export function checkActionOnlyFields(resource: ResourceModel, body: unknown, current: Readonly<Record<string, unknown>>): void {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
  const sent = body as Record<string, unknown>;
  for (const field of resource.changedOnlyByActions ?? []) {
    if (!(field in sent) || sameValue(sent[field], current[field])) continue;
    const error = definedCode(errorOf(resource, field));
    const path = actionPathOf(resource, field);
    throw new ApiError(400, {
      error,
      message: error,
      field,
      reason: `"${field}" changes only through its status action${path ? ` (${resource.api.path}/${path})` : ''}, which checks the allowed changes.`,
    });
  }
}
