import type { ActionTextInput, ResourceModel, StatusAction } from '../../framework/registry/types';
import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { ActionContext } from './actionContext';
import { fieldRefusal, isBlank, requiredError, typeError, type Body } from './actionInputs';
import { sameValue } from './sameValue';

export interface StatusTexts {
  reason?: string;
  note?: string;
}

/** A record of `requiredWhen.resource` whose `match` equals the target has `flag` true (a status that needs an explanation). */
function requiredByRecord(context: ActionContext, input: ActionTextInput, target: unknown): boolean {
  const rule = input.requiredWhen;
  const other = rule && context.resourceNamed(rule.resource);
  if (!rule || !other) return false;
  return context.all(other).some((record) => sameValue(record[rule.match], target) && record[rule.flag] === true);
}

/**
 * Whether the text is required for `target`. Without conditions a reason always is and a
 * note never is; with `requiredFor` or `requiredWhen`, only when one of them holds.
 */
function isRequired(context: ActionContext, input: ActionTextInput, target: unknown, byDefault: boolean): boolean {
  if (input.requiredFor === undefined && input.requiredWhen === undefined) return byDefault;
  return (input.requiredFor ?? []).some((value) => sameValue(value, target)) || requiredByRecord(context, input, target);
}

/**
 * The reason and note of a status change, trimmed. A required one left blank (or missing)
 * is a FIELD_IS_REQUIRED field error on its body key; both are reported at once.
 */
export function statusTexts(context: ActionContext, resource: ResourceModel, action: StatusAction, body: Body, target: unknown): StatusTexts {
  const errors: FieldErrorBody[] = [];
  const read = (input: ActionTextInput | undefined, byDefault: boolean): string | undefined => {
    if (!input) return undefined;
    const value = body[input.field];
    if (!isBlank(value) && typeof value !== 'string') {
      errors.push(typeError(input.field, 'string'));
      return undefined;
    }
    if (isBlank(value)) {
      if (isRequired(context, input, target, byDefault)) errors.push(requiredError(input.field));
      return undefined;
    }
    return (value as string).trim();
  };
  const reason = read(action.reason, true);
  const note = read(action.note, false);
  if (errors.length > 0) throw fieldRefusal(resource, ...errors);
  return { ...(reason === undefined ? {} : { reason }), ...(note === undefined ? {} : { note }) };
}
