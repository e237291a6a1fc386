import type { Identifier } from 'ra-core';
import type { ActionDefinition } from '../registry/types';
import type { ResourceSummary } from '../registry/resourceDetails';

/** What a caller hands to `runAction`. */
export interface ActionParams {
  /** Name of the action in the resource definition (`activate`, `updateStatus`). */
  action: string;
  /** The record's id; for `assign`, the target's id (the user or group). */
  id?: Identifier;
  /** New value of a toggle action's field. */
  value?: boolean;
  /** Body keys the dialog collected (`executionStatus`, `reasonForCancellation`, `taskIds` ...). */
  body?: Record<string, unknown>;
  /** Records of a bulk `assign`: each sends the action's `send` keys. */
  records?: readonly Record<string, unknown>[];
}

export interface ActionRequest {
  method: 'PUT' | 'POST';
  /** Path relative to the API root. */
  path: string;
  body: unknown;
}

const trim = (path: string): string => path.replace(/^\/+|\/+$/g, '');

/**
 * The path of an action: under the resource path, or from the API root when it starts with
 * `/`; `{id}`, `{targetId}` and `{value}` replaced.
 */
export function actionPath(resource: ResourceSummary, action: ActionDefinition, values: Record<string, string>): string {
  const filled = action.path.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name === 'targetId' ? 'id' : name];
    return value === undefined ? whole : encodeURIComponent(value);
  });
  return action.path.startsWith('/') ? trim(filled) : `${trim(resource.api.path)}/${trim(filled)}`;
}

/** The HTTP call of an action, as the resource definition declares it (method, path, body). */
export function actionRequest(resource: ResourceSummary, action: ActionDefinition, params: ActionParams): ActionRequest {
  const id = params.id === undefined ? '' : String(params.id);
  const body = params.body ?? {};
  switch (action.kind) {
    case 'toggle': {
      const value = String(params.value === true);
      return action.valueIn === 'path'
        ? { method: action.method, path: actionPath(resource, action, { id, value }), body: {} }
        : { method: action.method, path: actionPath(resource, action, { id }), body: { [action.field]: params.value === true } };
    }
    case 'status':
      return {
        method: action.method,
        path: actionPath(resource, action, { id }),
        body: action.idFrom ? { ...body, [action.idFrom]: id } : body,
      };
    case 'assign':
      return {
        method: action.method,
        path: actionPath(resource, action, { id }),
        body: (params.records ?? []).map((record) => Object.fromEntries(action.send.map((key) => [key, record[key]]))),
      };
    default:
      return { method: action.method, path: actionPath(resource, action, { id }), body };
  }
}
