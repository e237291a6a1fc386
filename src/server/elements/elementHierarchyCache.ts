import type { ResourceModel } from '../../framework/registry/types';
import { isSoftDeleted } from '../../framework/query/isSoftDeleted';
import type { DemoStore } from '../store/createStore';
import { hierarchyIndex, type HierarchyIndex } from './hierarchyIndex';

/**
 * The hierarchy index of `resource`'s records, rebuilt on the first read after any change
 * of its collection: reads between writes share one build, and no count is ever kept
 * apart from the records it counts.
 */
export function elementHierarchyCache(store: DemoStore, resource: ResourceModel, children: string): () => HierarchyIndex {
  const collection = store.collection(resource.name);
  let index: HierarchyIndex | undefined;
  collection.subscribe(() => {
    index = undefined;
  });
  return () => {
    index ??= hierarchyIndex(
      collection.all().filter((record) => !isSoftDeleted(resource, record)),
      { idField: resource.api.idField, children },
    );
    return index;
  };
}
