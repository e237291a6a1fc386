/** How many children one level shows at once; the rest are reached through the element query. */
export const LEVEL_SIZE = 200;

/** The route of an element's timeline (spec §2). */
export function elementTimelinePath(elementId: string): string {
  return `/timeline/element/${encodeURIComponent(elementId)}`;
}
