import type { ResourceModel } from '../../framework/registry/types';
import type { StoredRecord } from '../store/readCollectionFile';
import type { ActionContext } from './actionContext';
import type { LinkSet } from './linkSet';
import { sameValue } from './sameValue';

/** Links kept as an array of ids on the record (`children`): order kept, no duplicates; `updatedAt` stamped on save. */
export function fieldLinkSet(context: ActionContext, resource: ResourceModel, record: StoredRecord, field: string): LinkSet {
  const stored = record[field];
  let ids: unknown[] = Array.isArray(stored) ? [...(stored as unknown[])] : [];
  let changed = false;
  const has = (id: unknown): boolean => ids.some((linked) => sameValue(linked, id));
  return {
    has,
    add(id) {
      if (has(id)) return;
      ids.push(id);
      changed = true;
    },
    remove(id) {
      ids = ids.filter((linked) => !sameValue(linked, id));
      changed = true;
    },
    save() {
      if (!changed) return record;
      const updated = context.touched(resource, { ...record, [field]: ids });
      context.write(resource, { replace: [updated] });
      return updated;
    },
  };
}
