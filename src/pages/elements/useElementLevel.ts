import { ELEMENT_CHILDRENS, ELEMENT_TREE, type ElementLevel } from '../../contracts/elements';
import { useCall } from '../../framework/contracts/useCall';
import { LEVEL_SIZE } from './elementTree';

const FIRST_OF_LEVEL = { limit: LEVEL_SIZE };

/** A level as the tree shows it: loading, failed, or its elements. */
export type LevelState =
  | { isPending: true; error: null; data: undefined }
  | { isPending: false; error: Error; data: undefined }
  | { isPending: false; error: null; data: ElementLevel };

/** One level of the element tree, loaded when first shown: the roots (no parent), or an element's children; the first LEVEL_SIZE and how many in all. */
export function useElementLevel(parentId: string | undefined): LevelState {
  const roots = useCall(ELEMENT_TREE, { query: FIRST_OF_LEVEL }, { enabled: parentId === undefined });
  const children = useCall(ELEMENT_CHILDRENS, { params: { id: parentId ?? '' }, query: FIRST_OF_LEVEL }, { enabled: parentId !== undefined });
  const level = parentId === undefined ? roots : children;
  if (level.error) return { isPending: false, error: level.error, data: undefined };
  if (level.data === undefined) return { isPending: true, error: null, data: undefined };
  return { isPending: false, error: null, data: level.data.data };
}
