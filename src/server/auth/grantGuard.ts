import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { PROJECT_LEVEL } from '../../productSession';
import { currentActor } from '../audit/auditActor';
import type { Collection, CollectionChange } from '../store/collection';
import { checkGrants, type ProjectsOf } from './grantRules';
import { projectsOfRecord } from './projectView';

/**
 * The store's guard for a resource with `grants`: every change of its records made inside
 * a signed-in request, by whatever route (CRUD, an action, a hand-written call), passes
 * checkGrants for the caller. Changes made outside a request (start-up, seeding) are the
 * server's own.
 */
export function grantGuard(
  resource: ResourceModel,
  model: RegistryModel,
  collectionOf: (name: string) => Collection,
): (changes: readonly CollectionChange[]) => void {
  const byName = new Map(model.resources.map((candidate) => [candidate.name, candidate]));
  const projectsOf: ProjectsOf = (name, id) => {
    const target = byName.get(name);
    const record = target && collectionOf(name).get(id);
    if (!target || !record) return undefined;
    return target.projectScope ? projectsOfRecord(record, target.projectScope.field) : [];
  };
  return (changes) => {
    const actor = currentActor();
    if (!actor) return;
    const writer = { userId: actor.userId, roles: actor.roles ?? [], scopes: { [PROJECT_LEVEL]: actor.projectIds ?? [] } };
    for (const change of changes) checkGrants(resource, change, writer, projectsOf);
  };
}
