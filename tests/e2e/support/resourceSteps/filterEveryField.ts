import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { enumChoices, fieldSchema } from '../../../../src/framework/registry/schemaProperties';
import { filterParam, type FilterDefinition, type ResourceModel } from '../../../../src/framework/registry/types';
import { valueSetOf } from '../../../../src/framework/registry/valueSetEntry';
import type { ResourceStep } from './types';
import { openList, waitForList } from './waitForList';

const RAW_ID = /^[0-9a-f]{24}$/i;

/** The filter values in the list's address (its `filter` query parameter): a filter shown but not yet set is not there. */
function appliedFilter(url: string): Record<string, unknown> {
  const query = new URL(url).hash.split('?')[1] ?? '';
  const filter = new URLSearchParams(query).get('filter');
  return filter ? (JSON.parse(filter) as Record<string, unknown>) : {};
}

/** How many values a select filter must offer: the value set's (and its 'All'), else the schema's, else yes / no. */
function expectedChoices(resource: ResourceModel, filter: FilterDefinition): number {
  if (filter.kind === 'boolean') return 2;
  const set = valueSetOf(resource, filter.field);
  if (set) return set.values.length + (set.all ? 1 : 0);
  return enumChoices(fieldSchema(resource.schema, filter.field)).length;
}

/** The filter's input, shown first through "Add filter" when it is not always on. */
async function showFilter(page: Page, source: string): Promise<Locator> {
  const container = page.locator(`.filter-field[data-source="${source}"]`);
  if ((await container.count()) === 0) {
    await page.locator('.add-filter').first().click();
    const choice = page.locator(`li[data-key="${source}"]`);
    // The menu closes with a transition: clicking the filter before it is gone would be
    // refused (its backdrop takes the click) and retried only after a pause. A click that
    // lands while the menu is still opening on a loaded machine can be lost: it is made again.
    for (let attempt = 1; ; attempt += 1) {
      await choice.click();
      const closed = await choice.waitFor({ state: 'detached', timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      // A click that was taken shows the filter (the item checked) even while its menu closes.
      if (closed || (await choice.getAttribute('aria-checked').catch(() => null)) === 'true') break;
      if (attempt === 3) throw new Error(`the "Add filter" menu stayed open after ${attempt} clicks on ${source}`);
    }
  }
  await container.waitFor();
  return container;
}

/** The texts of the open listbox's options, the empty "clear" option left out. */
async function openOptions(page: Page): Promise<string[]> {
  const listbox = page.locator('[role="listbox"]');
  await listbox.waitFor();
  await expect.poll(() => listbox.locator('[role="option"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  return listbox.locator('[role="option"]:not([data-value=""])').allInnerTexts();
}

/** Uses one filter the way a user would, and checks what it offers. */
async function tryFilter(page: Page, resource: ResourceModel, filter: FilterDefinition): Promise<void> {
  const source = filter.kind === 'dateRange' ? (filter.from ?? `${filter.field}From`) : filterParam(filter);
  const container = await showFilter(page, source);
  const where = `${resource.name} filter ${source}`;
  switch (filter.kind) {
    case 'enum':
    case 'boolean': {
      await container.locator('[role="combobox"]').click();
      const options = await openOptions(page);
      expect(options.length, `${where}: values offered`).toBe(expectedChoices(resource, filter));
      expect(
        options.filter((text) => text.trim() === ''),
        `${where}: blank values`,
      ).toEqual([]);
      await page.locator('[role="listbox"] [role="option"]:not([data-value=""])').last().click();
      break;
    }
    case 'reference': {
      // ArrowDown opens the options whether or not focus already opened them (a click would toggle).
      await container.locator('input').first().focus();
      await page.keyboard.press('ArrowDown');
      const options = await openOptions(page);
      expect(
        options.filter((text) => RAW_ID.test(text.trim())),
        `${where}: records offered by their raw id`,
      ).toEqual([]);
      await page.locator('[role="listbox"] [role="option"]').first().click();
      break;
    }
    case 'dateRange':
      await container.locator('input').first().fill('2025-01-01');
      break;
    case 'number':
      await container.locator('input').first().fill('1');
      break;
    default:
      await container.locator('input').first().fill('a');
      if (filter.matchType)
        await expect.poll(() => container.locator('button[aria-haspopup="menu"]').count(), { message: `${where}: match type option` }).toBe(1);
  }
  await expect.poll(() => Object.keys(appliedFilter(page.url())), { timeout: 10_000, message: `${where}: not applied` }).toContain(source);
  await waitForList(page);
}

/** Every declared filter offers its values (selects are never blank) and filters the list with no API failure. */
export const filterEveryField: ResourceStep = async ({ page, appUrl, resource, apiFailures, session }) => {
  for (const filter of resource.list.filters) {
    const failuresBefore = apiFailures.length;
    // Five rows: the rows are the other sweeps' to check, and a filter needs none to be tried.
    await openList(page, appUrl, resource.name, { perPage: 5 });
    await tryFilter(page, resource, filter);
    expect(apiFailures.slice(failuresBefore), `${resource.name} filter ${filter.field}: API failures`).toEqual([]);
    // Off the list (to the lightest page there is), so the next filter starts on a fresh one.
    await page.goto(`${appUrl}#/not-found`);
  }
  expect(session.pageErrors, 'uncaught page errors').toEqual([]);
};
