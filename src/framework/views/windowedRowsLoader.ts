import type { ComponentType } from 'react';
import type { WindowedRowsProps } from './WindowedRows';

/** From this many rows a page draws only the rows on screen; below it every row is drawn, as react-admin does. */
export const WINDOW_FROM_ROWS = 101;

let loaded: ComponentType<WindowedRowsProps> | undefined;

/**
 * The windowing code (it holds the windowing library), fetched the first time a long page is
 * asked for: by the address, before its rows arrive, or by the rows themselves.
 */
export function loadWindowedRows(): Promise<ComponentType<WindowedRowsProps>> {
  return import('./WindowedRows').then((module) => (loaded = module.default));
}

/** The windowing component once its code is here, so a long page draws its rows at once instead of through Suspense. */
export function loadedWindowedRows(): ComponentType<WindowedRowsProps> | undefined {
  return loaded;
}
