import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { itemNotFound } from '../http/apiError';
import type { RecordService } from '../records/recordService';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { CollectionChanges } from '../store/collection';
import { newRecordId } from '../store/newRecordId';
import type { StoredRecord } from '../store/readCollectionFile';
import { recordReached, type RecordScope } from '../scope/recordScope';

/**
 * What an action handler reads and writes. Records are looked up by resource model so a
 * soft-deleted record is missing everywhere; writes go to one collection in one step.
 */
export interface ActionContext {
  records: RecordService;
  model: RegistryModel;
  /** The resource of the model named `name` (an action's target); undefined when there is none. */
  resourceNamed(name: string): ResourceModel | undefined;
  /** The record, or undefined when it is missing or soft-deleted. */
  find(resource: ResourceModel, id: string): StoredRecord | undefined;
  /** The record; 404 NOT_FOUND when it is missing or soft-deleted. */
  get(resource: ResourceModel, id: string): StoredRecord;
  /** Every record of the resource that is not soft-deleted, in stored order. */
  all(resource: ResourceModel): readonly StoredRecord[];
  /** The changes of one action in one write. */
  write(resource: ResourceModel, changes: CollectionChanges): void;
  /** Current time as ISO text, for timestamps and history entries. */
  now(): string;
  /** `record` with the resource's `updatedAt` stamped (at `time`, default now). */
  touched(resource: ResourceModel, record: StoredRecord, time?: string): StoredRecord;
  /** A fresh id for a record of `resource`, also unlike the ids in `taken` (records about to be inserted). */
  newId(resource: ResourceModel, taken?: readonly unknown[]): string | number;
}

/**
 * The context over the record service's model, store and clock. Given the caller's
 * scope, the records of project-scoped resources outside it (another project, or outside
 * the contract chosen in the tree) are not there for the action (a bulk action sent another
 * project's ids finds none of them).
 */
export function createActionContext(records: RecordService, scopeOf?: () => RecordScope): ActionContext {
  const { model, store, now } = records.options;
  const byName = new Map(model.resources.map((resource) => [resource.name, resource]));
  const inView = (resource: ResourceModel, record: StoredRecord): boolean => {
    const projectScope = resource.projectScope;
    if (!projectScope || !scopeOf) return true;
    return recordReached(record, projectScope, scopeOf());
  };
  const visible = (resource: ResourceModel, record: StoredRecord): boolean => !isSoftDeleted(resource, record) && inView(resource, record);
  const find = (resource: ResourceModel, id: string): StoredRecord | undefined => {
    const record = store.collection(resource.name).get(id);
    return record && visible(resource, record) ? record : undefined;
  };
  const clock = (): string => now().toISOString();
  return {
    records,
    model,
    resourceNamed: (name) => byName.get(name),
    find,
    get(resource, id) {
      const record = find(resource, id);
      if (!record) throw itemNotFound();
      return record;
    },
    all: (resource) =>
      store
        .collection(resource.name)
        .all()
        .filter((record) => visible(resource, record)),
    write: (resource, changes) => store.collection(resource.name).apply(changes),
    now: clock,
    touched(resource, record, time = clock()) {
      const field = resource.timestamps.updatedAt;
      return field ? { ...record, [field]: time } : record;
    },
    newId(resource, taken = []) {
      const collection = store.collection(resource.name);
      return newRecordId([...collection.all().map((record) => record[collection.idField]), ...taken]);
    },
  };
}
