import { expect } from 'vitest';
import type { ResourceStep } from './types';

/** The list's table shows its default columns without a sideways scroll of its own (its box as wide as the table). */
export const listTableFits: ResourceStep = async ({ page, resource, width, language }) => {
  const overflow = await page.evaluate(() => {
    const box = document.querySelector('.RaList-content');
    const table = box?.querySelector('table');
    return box && table ? table.scrollWidth - box.clientWidth : 0;
  });
  expect(overflow, `pixels the ${resource.name} table scrolls sideways at ${width}px in ${language}`).toBeLessThanOrEqual(0);
};
