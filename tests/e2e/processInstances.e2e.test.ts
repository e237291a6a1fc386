import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { authorizationOf } from './support/signIn';

/*
 * Instantiation and instances (spec §2, §4, §7) as the global admin, in English: from the
 * process's show page, a template instantiated for every element a search matches, the
 * "process instantiated" toast and the instance list; the new instance's detail page with
 * its diagram coloured by step and a step's pendencies; cancelling it; no sideways scroll
 * at 390 px.
 */
const root = process.cwd();
type Messages = { app: { processInstances: Record<string, string> } };
const messages = (JSON.parse(readFileSync(join(root, 'src/locales/processInstances/en.json'), 'utf8')) as Messages).app.processInstances;
const TEMPLATE = '654a2af519846902f38c6e68';
const FIRST_ACTIVITY = 'Activity_7902c15';
const SEARCH = 'P-10';

async function inEnglish(page: Page, url: string): Promise<void> {
  await page.goto(`${url}#/home`);
  await page.locator('main').first().waitFor();
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
}

const hash = (page: Page) => page.evaluate(() => window.location.hash);

describe('process instances', () => {
  const journeys = appJourneys();

  test('a template instantiated for a searched set of elements; an instance opened with its steps, then cancelled', async () => {
    const session = await journeys.withPage('process-instances', async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await inEnglish(page, journeys.url());
      const api = `${journeys.url()}api/`;
      const headers = await authorizationOf(page);
      const matching = (await (await fetch(`${api}element/page?identifier=${SEARCH}&limit=0&collectionCount=true`, { headers })).json()) as {
        data: { count: number };
      };
      expect(matching.data.count).toBeGreaterThan(1);

      // From the process's show page to the instantiate page.
      await page.goto(`${journeys.url()}#/digital-process/${TEMPLATE}/show`);
      await page.reload();
      await page.getByTestId('show-link-instantiate').click();
      await eventually(() => hash(page)).toContain(`/instantiate-process/${TEMPLATE}`);
      await page.getByTestId('process-name').waitFor();
      await page.getByLabel(messages.search!).fill(SEARCH);
      const everyMatch = page.getByTestId('filtered-mode');
      await eventually(() => everyMatch.textContent()).toContain(`(${matching.data.count})`);
      await everyMatch.click();
      await page.getByRole('button', { name: messages.instantiate, exact: true }).click();
      await page.getByText(`Process instantiated for ${matching.data.count} elements`).waitFor();
      await eventually(() => hash(page)).toMatch(/#\/digital-process-instances/);

      // The newest instance, opened from its show page's link.
      const newest = (await (await fetch(`${api}digital-process-instance/page?limit=1&sort=createdAt&order=DESC`, { headers })).json()) as {
        data: { items: { _id: string; name: string }[] };
      };
      const instance = newest.data.items[0]!;
      expect(instance.name).toContain(SEARCH);
      await page.goto(`${journeys.url()}#/digital-process-instances/${instance._id}/show`);
      await page.getByTestId('show-link-details').click();
      await eventually(() => hash(page)).toContain(`/digital-process-instance-details/${instance._id}`);
      await eventually(() => page.getByTestId('instance-name').textContent()).toBe(instance.name);
      await page.getByTestId('media-size').waitFor();
      // The diagram colours each step's activity by its status (all not started yet).
      await page.locator(`[data-testid="instance-diagram"] .djs-element.step-not-started[data-element-id="${FIRST_ACTIVITY}"]`).waitFor();

      // A step opened reads its pendencies (none yet for a new instance).
      const stepCall = page.waitForResponse((response) => response.url().includes(`step-pendencies?instanceId=${instance._id}&step=`));
      await page.getByRole('button', { name: /^1\. / }).click();
      expect((await stepCall).status()).toBe(200);
      await page.getByText(messages.noPendencies!).waitFor();

      // Cancel: the status becomes Cancelled.
      await page.getByRole('button', { name: 'Cancel instance' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await eventually(() => page.getByTestId('instance-status').textContent()).toBe('Cancelled');
      const stored = (await (await fetch(`${api}digital-process-instance/${instance._id}`, { headers })).json()) as { data: { executionStatus: string } };
      expect(stored.data.executionStatus).toBe('CANCELLED');

      // At 390 px the page does not scroll sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
    expect(session.pageErrors).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
  });
});
