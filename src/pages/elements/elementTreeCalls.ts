import { ELEMENT_CHILDRENS, ELEMENT_DETAILS, ELEMENT_TREE, type ElementLevel, type ElementNode } from '../../contracts/elements';
import { callRequest } from '../../framework/contracts/callRequest';
import type { HttpClient } from '../../framework/data/httpClient';

/** How many children one level shows at once; the rest are reached through the element query. */
export const LEVEL_SIZE = 200;

/** One level of the tree: the roots, or an element's children (the first LEVEL_SIZE, and how many in all). */
export async function fetchElementLevel(http: HttpClient, parentId: string | undefined): Promise<ElementLevel> {
  const query = { limit: LEVEL_SIZE };
  const answer =
    parentId === undefined ? await callRequest(http, ELEMENT_TREE, { query }) : await callRequest(http, ELEMENT_CHILDRENS, { params: { id: parentId }, query });
  return answer.data;
}

/** An element with its path and counts (its details, without its children). */
export async function fetchElementNode(http: HttpClient, id: string): Promise<ElementNode> {
  return (await callRequest(http, ELEMENT_DETAILS, { params: { id }, query: { limit: 0 } })).data.element;
}

/** The route of an element's timeline (spec §2). */
export function elementTimelinePath(elementId: string): string {
  return `/timeline/element/${encodeURIComponent(elementId)}`;
}
