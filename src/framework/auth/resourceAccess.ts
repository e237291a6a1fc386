import { canPerform, canRunAction, defaultWriters, rolesAllow } from '../registry/access';
import { manyReadOperation } from '../data/manyReadOperation';
import type { Operation } from '../registry/types';
import type { RegistrySummary } from '../registry/resourceDetails';
import type { AccessQuestion } from './createAuthProvider';

const OPERATIONS: readonly string[] = ['list', 'show', 'create', 'edit', 'delete', 'export'] satisfies Operation[];
/** react-admin's own action names that are another operation under another name. */
const ALIASES: Record<string, Operation> = { clone: 'create', read: 'show' };
/** Prefix of a resource action's name in `canAccess` (`action:update-status`). */
export const ACTION_PREFIX = 'action:';

/**
 * react-admin's `canAccess` over the resource definitions: an operation the resource does
 * not offer is refused; otherwise its allow list decides (`canPerform`), and
 * `action:<name>` asks about one of its actions (`canRunAction`). Unknown resources and
 * unknown actions are refused; react-admin's own extra actions are the declared default writers'.
 */
export function canAccessResource(model: RegistrySummary, { resource, action }: AccessQuestion, roles: readonly string[]): boolean {
  const definition = model.resources.find((r) => r.name === resource);
  if (!definition) return false;
  if (action.startsWith(ACTION_PREFIX)) {
    const declared = definition.actions.find((a) => a.name === action.slice(ACTION_PREFIX.length));
    return declared ? canRunAction(declared, roles) : false;
  }
  const operation = ALIASES[action] ?? action;
  if (!OPERATIONS.includes(operation)) return rolesAllow(defaultWriters(), roles);
  if (!definition.operations.includes(operation as Operation)) return false;
  return canPerform(definition.access, operation as Operation, roles);
}

/**
 * Whether `roles` may read records of `resource` by id, as a reference field asks for them:
 * the allow list the API checks on the call the data provider makes (`manyReadOperation`).
 * Screens aside: a role may read what it may not open.
 */
export function canReadReferences(model: RegistrySummary, resource: string, roles: readonly string[]): boolean {
  const definition = model.resources.find((r) => r.name === resource);
  return definition !== undefined && canPerform(definition.access, manyReadOperation(definition), roles);
}

/** Whether `roles` may list records of `resource`, as a reference filter's choices ask for them. */
export function canListReferences(model: RegistrySummary, resource: string, roles: readonly string[]): boolean {
  const definition = model.resources.find((r) => r.name === resource);
  return definition !== undefined && canPerform(definition.access, 'list', roles);
}
