import { propertyNames, propertySchema, valueKind } from '../../framework/registry/schemaProperties';
import type { ResourceModel } from '../../framework/registry/types';
import type { StoredRecord } from '../store/readCollectionFile';
import type { ActionContext } from './actionContext';
import type { LinkSet } from './linkSet';
import { sameValue } from './sameValue';

export interface LinkResource {
  /** Resource holding one record per link (a plan's task with its order and frequencies). */
  resource: ResourceModel;
  /** Its field holding the owner's id. */
  owner: string;
  /** Its field holding the linked record's id. */
  target: string;
}

/** The schema defaults of a new record's top-level properties. */
function schemaDefaults(resource: ResourceModel): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const name of propertyNames(resource.schema)) {
    const node = propertySchema(resource.schema, name);
    if (node && node.default !== undefined) defaults[name] = node.default;
  }
  return defaults;
}

/** The largest `order` among `links`, 0 when none has one. */
function lastOrder(links: readonly StoredRecord[]): number {
  return links.reduce((max, link) => (typeof link.order === 'number' && link.order > max ? link.order : max), 0);
}

/**
 * Links kept as records of another resource (`{ownerId, targetId, order}`): linking creates
 * one (schema defaults, the next `order` when the schema has an integer `order`, the link
 * resource's timestamps), unlinking deletes every record of that pair. The owner record
 * itself does not change.
 */
export function resourceLinkSet(context: ActionContext, owner: StoredRecord, ownerId: unknown, link: LinkResource): LinkSet {
  const { resource, target } = link;
  const idField = resource.api.idField;
  const ordered = valueKind(propertySchema(resource.schema, 'order')) === 'integer';
  const { createdAt, updatedAt } = resource.timestamps;
  let current = context.all(resource).filter((record) => sameValue(record[link.owner], ownerId));
  const inserted: StoredRecord[] = [];
  const removed: string[] = [];
  const pairs = (id: unknown) => (record: StoredRecord) => sameValue(record[target], id);

  return {
    has: (id) => current.some(pairs(id)),
    add(id) {
      const time = context.now();
      const record: StoredRecord = {
        [idField]: context.newId(
          resource,
          inserted.map((item) => item[idField]),
        ),
        ...schemaDefaults(resource),
        [link.owner]: ownerId,
        [target]: id,
        ...(ordered ? { order: lastOrder(current) + 1 } : {}),
        ...(createdAt ? { [createdAt]: time } : {}),
        ...(updatedAt ? { [updatedAt]: time } : {}),
      };
      inserted.push(record);
      current = [...current, record];
    },
    remove(id) {
      const gone = current.filter(pairs(id));
      removed.push(...gone.map((record) => String(record[idField])));
      current = current.filter((record) => !pairs(id)(record));
    },
    save() {
      if (inserted.length > 0 || removed.length > 0) context.write(resource, { insert: inserted, remove: removed });
      return owner;
    },
  };
}
