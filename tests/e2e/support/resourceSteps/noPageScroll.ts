import { expect } from 'vitest';
import type { ResourceStep } from './types';

/** The page never scrolls sideways (only the table may) and the list's actions stay in view. */
export const noPageScroll: ResourceStep = async ({ page, width }) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'pixels the page scrolls sideways').toBeLessThanOrEqual(0);
  const actions = await page
    .locator('.list-page .MuiToolbar-root a, .list-page .MuiToolbar-root button')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ text: node.textContent ?? node.getAttribute('aria-label') ?? '', right: node.getBoundingClientRect().right })),
    );
  expect(
    actions.filter((action) => action.right > width),
    'list actions out of view',
  ).toEqual([]);
};
