import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually, unexpectedConsoleErrors } from './support/appJourneys';
import { localeText } from './support/localeText';
import { readFixture } from './support/readFixture';
import { authorizationOf } from './support/signIn';

interface Task {
  _id: string;
  activityId: string;
  status: number;
  register?: string;
}
interface TaskStatus {
  status: number;
  name: string;
  explanationRequired: boolean;
}

const text = (key: string, values?: Record<string, string | number>) => localeText('en', key, values);
const task = readFixture<Task>('activity-task').find((candidate) => candidate.status === 2 && !candidate.register) as Task;
const blocking = readFixture<TaskStatus>('task-status').find((status) => status.explanationRequired) as TaskStatus;
const element = readFixture<{ _id: string }>('element')[0] as { _id: string };
const pendency = readFixture<{ _id: string }>('pendency')[0] as { _id: string };

/** Opens `hash` in English (the language the app keeps in local storage). */
async function openInEnglish(page: Page, appUrl: string, hash: string) {
  await page.goto(`${appUrl}${hash}`);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
}

/** Changes a field of a record through the generated edit call, as the edit form does. */
async function renameThroughApi(page: Page, appUrl: string, resource: string, id: string, field: string, value: string) {
  const headers = await authorizationOf(page);
  const read = await page.context().request.get(`${appUrl}api/${resource}/${id}`, { headers });
  const body = (await read.json()) as Record<string, unknown>;
  const record = (body.data ?? body) as Record<string, unknown>;
  const saved = await page.context().request.put(`${appUrl}api/${resource}/${id}`, { headers, data: { ...record, [field]: value } });
  expect(saved.status()).toBe(200);
}

const entries = (page: Page, kind?: string) => page.locator(kind ? `[data-testid="timeline-entry"][data-kind="${kind}"]` : '[data-testid="timeline-entry"]');

describe('the timelines in the browser', () => {
  const { withPage, url } = appJourneys();

  test('a task timeline: a status needing an explanation is refused without one and accepted with one; a record; both on the timeline; 390 px without sideways scroll', async () => {
    const session = await withPage('task-timeline', async (page) => {
      await openInEnglish(page, url(), `#/timeline/activity/${task.activityId}/task/${task._id}`);
      await page.getByRole('heading', { name: text('app.pages.timeline_activity_task.title'), level: 1 }).waitFor();
      await page.getByText(text('app.timeline.empty')).waitFor();

      await page.getByRole('button', { name: text('app.timeline.change_status') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#task-new-status').click();
      await page.getByRole('option', { name: new RegExp(`^${blocking.name}`) }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText(text('app.timeline.field_required', { field: 'justification' })).waitFor();
      expect(await entries(page).count()).toBe(0);

      await dialog.getByLabel(text('app.timeline.explanation')).fill('Waiting for scaffolding');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await eventually(() => dialog.count()).toBe(0);
      await eventually(() => page.getByTestId('task-status').innerText()).toBe(blocking.name);
      await entries(page, 'status').first().waitFor();
      await page.getByText('Waiting for scaffolding').first().waitFor();

      await page.getByTestId('task-record').fill('Torque checked: 45 Nm');
      await page.locator('section[aria-labelledby="task-work-heading"]').getByRole('button', { name: 'Save' }).first().click();
      await entries(page, 'record').first().waitFor();
      expect(await entries(page).count()).toBe(2);
      expect(await entries(page).first().getAttribute('data-kind')).toBe('record');

      // The chip of a kind keeps only its entries.
      await page.getByRole('button', { name: `${text('app.timeline.kinds.status')} (1)` }).click();
      await eventually(() => entries(page).count()).toBe(1);
      expect(await entries(page).first().getAttribute('data-kind')).toBe('status');

      await page.setViewportSize({ width: 390, height: 800 });
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [400])).toEqual([]);
  });

  test('the element and pendency timelines show the changes made through the generated forms; an unknown task goes to /forbidden', async () => {
    const session = await withPage('element-pendency-timeline', async (page) => {
      await openInEnglish(page, url(), '#/');
      await renameThroughApi(page, url(), 'element', element._id, 'description', 'Checked on site');
      await renameThroughApi(page, url(), 'pendency', pendency._id, 'name', 'Nameplate missing, reported');

      await openInEnglish(page, url(), `#/timeline/element/${element._id}`);
      await page.getByRole('heading', { name: text('app.pages.timeline_element.title'), level: 1 }).waitFor();
      await entries(page, 'updated').first().waitFor();
      await page.getByText('Checked on site').first().waitFor();

      await page.goto(`${url()}#/timeline/pendency/${pendency._id}`);
      await page.getByRole('heading', { name: text('app.pages.timeline_pendency.title'), level: 1 }).waitFor();
      await page.getByText('Nameplate missing, reported').first().waitFor();

      await page.goto(`${url()}#/timeline/activity/${task.activityId}/task/000000000000000000000000`);
      await eventually(() => page.evaluate(() => window.location.hash.split('?')[0])).toBe('#/forbidden');
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [404])).toEqual([]);
  });
});
