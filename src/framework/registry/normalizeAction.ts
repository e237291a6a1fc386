import type { AuthoredAction, AuthoredRefusal } from './resourceDefinitionFile';
import { declaredApi } from './apiSection';
import type { ActionDefinition, ActionRefusal } from './types';

function refusals(list: AuthoredRefusal[] | undefined): ActionRefusal[] | undefined {
  return list?.map((refusal) => ({ ...refusal, status: refusal.status ?? 400 }));
}

/** An authored action with every default filled in (method PUT, toggle value in the body ...). */
export function normalizeAction(action: AuthoredAction): ActionDefinition {
  const method = action.method ?? 'PUT';
  switch (action.kind) {
    case 'toggle':
      return { ...action, method, valueIn: action.valueIn ?? 'body' };
    case 'status': {
      const refuse = refusals(action.refuse);
      return {
        ...action,
        method,
        input: action.input ?? action.field,
        invalidError: action.invalidError ?? declaredApi().codes.invalidStatus,
        confirm: action.confirm ?? false,
        ...(refuse ? { refuse } : {}),
      };
    }
    case 'assign': {
      const refuse = refusals(action.refuse);
      return { ...action, method, ...(refuse ? { refuse } : {}) };
    }
    default:
      return { ...action, method } as ActionDefinition;
  }
}
