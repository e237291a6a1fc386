import type { FieldErrorBody } from '../../framework/data/apiConventions';
import type { LinkAction, ResourceModel } from '../../framework/registry/types';
import type { StoredRecord } from '../store/readCollectionFile';
import type { ActionContext } from './actionContext';
import type { ActionHandler } from './actionHandler';
import { fieldRefusal, isBlank, objectBody, requiredError, typeError } from './actionInputs';
import { fieldLinkSet } from './fieldLinkSet';
import type { LinkSet } from './linkSet';
import { resourceLinkSet } from './resourceLinkSet';
import { sameValue } from './sameValue';
import { wouldCreateCycle } from './wouldCreateCycle';

/** Codes of the ids a link or unlink call could not handle (the UI lists them in a warning). */
export const LINK_ERRORS = {
  notFound: 'NOT_FOUND',
  alreadyLinked: 'ALREADY_LINKED',
  itself: 'CANNOT_LINK_ITSELF',
  cycle: 'WOULD_CREATE_CYCLE',
  otherParent: 'HAS_ANOTHER_PARENT',
  notLinked: 'NOT_LINKED',
} as const;

export interface LinkFailure {
  id: string | number;
  error: string;
}

/** `body[input]` as a list of ids; anything else is a 400 at that key (or at the bad item). */
function idList(resource: ResourceModel, input: string, body: unknown): (string | number)[] {
  const list = objectBody(resource, body)[input];
  if (list === undefined || list === null) throw fieldRefusal(resource, requiredError(input));
  if (!Array.isArray(list)) throw fieldRefusal(resource, typeError(input, 'array'));
  const errors: FieldErrorBody[] = [];
  list.forEach((id: unknown, index) => {
    if ((typeof id !== 'string' && typeof id !== 'number') || isBlank(id)) errors.push(typeError(`${input}.${index}`, 'string'));
  });
  if (errors.length > 0) throw fieldRefusal(resource, ...errors);
  return list as (string | number)[];
}

function linkSetOf(context: ActionContext, resource: ResourceModel, action: LinkAction, record: StoredRecord): LinkSet {
  if ('field' in action.via) return fieldLinkSet(context, resource, record, action.via.field);
  const linkResource = context.resourceNamed(action.via.resource);
  // The registry check guarantees it; a model built by hand may not.
  if (!linkResource) throw new Error(`Action "${action.name}" of "${resource.name}" keeps links in an unknown resource "${action.via.resource}"`);
  return resourceLinkSet(context, record, record[resource.api.idField], { resource: linkResource, owner: action.via.owner, target: action.via.target });
}

/** The ids (as text) held in `field` by every record of `resource` but the owner. */
function childrenOfOthers(context: ActionContext, resource: ResourceModel, field: string, ownerId: unknown): Set<string> {
  const ids = new Set<string>();
  for (const other of context.all(resource)) {
    if (sameValue(other[resource.api.idField], ownerId)) continue;
    const links = other[field];
    if (Array.isArray(links)) for (const id of links as unknown[]) ids.add(String(id));
  }
  return ids;
}

/**
 * Links (`link`) or unlinks (`unlink`) the records of `target` named by `body[input]`.
 * Each id is handled on its own: an unknown id, one already linked (or not linked, to
 * unlink), the record itself, or one that would close a loop in a tree kept in a field is
 * listed as a failure while the others go through; so is, in such a tree, a record that
 * already has another parent (it is taken from there first). One write; answers 200 with
 * `{record, failures: [{id, error}]}`, the record being the owner after the change.
 */
export const linkAction: ActionHandler<LinkAction> = (context, resource, action, { params, body }) => {
  const record = context.get(resource, params.id ?? '');
  const ids = idList(resource, action.input, body);
  const recordId = record[resource.api.idField];
  const targetResource = context.resourceNamed(action.target);
  /** The target's stored id (a number stays a number), undefined when there is no such record. */
  const targetId = (id: string | number): unknown => (targetResource ? context.find(targetResource, String(id))?.[targetResource.api.idField] : undefined);
  const links = linkSetOf(context, resource, action, record);
  const sameResource = action.target === resource.name;
  const treeField = 'field' in action.via && sameResource ? action.via.field : undefined;

  // In a tree each record has one parent: the ids other records already hold in the field.
  const elsewhere = treeField && action.kind === 'link' ? childrenOfOthers(context, resource, treeField, recordId) : undefined;

  const refusalOf = (id: string | number): string | undefined => {
    if (action.kind === 'unlink') return links.has(id) ? undefined : LINK_ERRORS.notLinked;
    if (sameResource && sameValue(id, recordId)) return LINK_ERRORS.itself;
    if (links.has(id)) return LINK_ERRORS.alreadyLinked;
    if (treeField && wouldCreateCycle(context, resource, treeField, recordId, id)) return LINK_ERRORS.cycle;
    if (elsewhere?.has(String(id))) return LINK_ERRORS.otherParent;
    return undefined;
  };

  const failures: LinkFailure[] = [];
  for (const id of ids) {
    const stored = targetId(id);
    const error = stored === undefined ? LINK_ERRORS.notFound : refusalOf(id);
    if (error) failures.push({ id, error });
    else if (action.kind === 'link') links.add(stored);
    else links.remove(id);
  }
  return { record: links.save(), failures };
};
