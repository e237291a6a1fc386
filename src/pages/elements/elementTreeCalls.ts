/** An element as the hierarchy calls answer it (src/server/elements): the record with its derived path and counts. */
export interface ElementNode {
  _id: string;
  identifier: string;
  name: string;
  tree: string;
  childrenCount: number;
  descendantsCount: number;
  commissionableItemsCount: number;
}

export interface ElementLevel {
  items: ElementNode[];
  count: number;
}

/** How many children one level shows at once; the rest are reached through the element query. */
export const LEVEL_SIZE = 200;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isNode = (value: unknown): value is ElementNode =>
  isObject(value) && typeof value._id === 'string' && typeof value.identifier === 'string' && typeof value.childrenCount === 'number' && typeof value.descendantsCount === 'number';

/** Reads one level of the tree; throws for any other shape, so a changed server shows an error, not a wrong tree. */
export function parseElementLevel(data: unknown): ElementLevel {
  if (!isObject(data) || !Array.isArray(data.items) || typeof data.count !== 'number' || !data.items.every(isNode)) {
    throw new Error('The element tree answered a payload of an unexpected shape');
  }
  return { items: data.items, count: data.count };
}

/** The API path of one level: the roots, or an element's children. */
export function levelPath(parentId: string | undefined): string {
  return parentId === undefined ? 'element/tree' : `element/${encodeURIComponent(parentId)}/childrens`;
}

/** The route of an element's timeline (spec §2). */
export function elementTimelinePath(elementId: string): string {
  return `/timeline/element/${encodeURIComponent(elementId)}`;
}

/** Reads an element's details (details-with-childrens): the element with its path and counts. */
export function parseElementDetails(data: unknown): ElementNode {
  const element = isObject(data) ? data.element : undefined;
  if (!isNode(element)) throw new Error('The element details answered a payload of an unexpected shape');
  return element;
}
