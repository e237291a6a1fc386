/** How many children one level shows at once; the rest are reached through the element query. */
export const LEVEL_SIZE = 200;
