/**
 * The names of the product's own menu icons, which its definitions may name in `menu.icon` over
 * the engine's. Node reads the names (the check); the browser's map of their components
 * (productBrowserApplication.ts) is typed by them, so the two cannot part.
 */
export const PRODUCT_ICON_NAMES = [
  'AccountTree',
  'Assignment',
  'Build',
  'Business',
  'Checklist',
  'Engineering',
  'Inventory',
  'ListAlt',
  'PlaylistAddCheck',
  'Style',
  'Task',
  'Widgets',
] as const;

/** One of the product's own menu icons. */
export type ProductIconName = (typeof PRODUCT_ICON_NAMES)[number];
