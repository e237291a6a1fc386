import { describe, expect, test } from 'vitest';
import { appJourneys, eventually, unexpectedConsoleErrors } from './support/appJourneys';
import { routeScreenshot } from './support/routeScreenshot';

const PER_PAGE = 200;
const drawnRows = 'tbody.datagrid-body > tr:not([aria-hidden])';

describe('a long page of a generated list (pt-BR, 1280 px)', () => {
  const { withPage, url } = appJourneys();

  test('draws the rows on screen only, keeps the page as tall as every row, and draws the last row once scrolled to', async () => {
    const session = await withPage('long-page', async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${url()}#/activities?perPage=${PER_PAGE}&page=1`);
      const table = page.locator('table:has(tbody.datagrid-body)');
      await eventually(() => table.getAttribute('aria-rowcount')).toBe(String(PER_PAGE + 1));
      // Once the windowing code is in, the rows below the screen give way to a spacer.
      await page.locator('tbody.datagrid-body > tr[aria-hidden]:last-child').waitFor();
      const drawn = await page.locator(drawnRows).count();
      expect(drawn).toBeGreaterThan(10);
      expect(drawn).toBeLessThan(PER_PAGE / 2);
      const rowHeight = (await page.locator(drawnRows).first().boundingBox())?.height ?? 0;
      expect(rowHeight).toBeGreaterThan(20);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(PER_PAGE * rowHeight);
      await routeScreenshot(page, 'activity-list-200-rows-1280-pt', 'pt', false);

      // Scrolled to the end, the last record is there, with its text, and the first is gone.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await eventually(() => page.locator(`${drawnRows}[aria-rowindex="${PER_PAGE + 1}"]`).count()).toBe(1);
      expect(await page.locator(`${drawnRows}[aria-rowindex="${PER_PAGE + 1}"] td.column-description`).innerText()).not.toBe('');
      expect(await page.locator(`${drawnRows}[aria-rowindex="2"]`).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

      // Selecting every row selects the whole page, not only the rows drawn.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('thead input[type="checkbox"]').first().check();
      await eventually(() => page.locator('.RaBulkActionsToolbar-topToolbar, [class*="RaBulkActionsToolbar"]').first().innerText()).toContain(String(PER_PAGE));

      // A drawn row opens its record, as on a short page.
      await page.locator(`${drawnRows} td.column-description`).nth(3).click();
      await eventually(async () => page.url()).toMatch(/#\/activities\/[^/]+\/show/);
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
  });
});
