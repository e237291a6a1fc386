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
  statusHistory?: unknown[];
  customHistory?: unknown[];
  elementChildrensValues?: { elementId: string; element?: string; isNotApplicable?: boolean }[];
}
interface TaskStatus {
  status: number;
  name: string;
  explanationRequired: boolean;
}

const text = (key: string, values?: Record<string, string | number>) => localeText('en', key, values);
const tasks = readFixture<Task>('activity-task');
const task = tasks.find((candidate) => candidate.status === 2 && !candidate.register && (candidate.statusHistory?.length ?? 0) > 0) as Task;
/** The fixture's own past of the task, on its timeline from the start. */
const pastStatuses = task.statusHistory?.length ?? 0;
const past = pastStatuses + (task.customHistory?.length ?? 0);
const checkedTask = tasks.find(
  (candidate) => candidate !== task && !candidate.register && candidate.elementChildrensValues?.some((element) => element.element && !element.isNotApplicable),
) as Task;
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
      await eventually(() => entries(page, 'status').count()).toBe(pastStatuses);

      await page.getByRole('button', { name: text('app.timeline.change_status') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#task-new-status').click();
      await page.getByRole('option', { name: new RegExp(`^${blocking.name}`) }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText(text('app.timeline.field_required', { field: 'justification' })).waitFor();
      expect(await entries(page).count()).toBe(past);

      await dialog.getByLabel(text('app.timeline.explanation')).fill('Waiting for scaffolding');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await eventually(() => dialog.count()).toBe(0);
      await eventually(() => page.getByTestId('task-status').innerText()).toBe(blocking.name);
      await entries(page, 'status').first().waitFor();
      await page.getByText('Waiting for scaffolding').first().waitFor();

      await page.getByTestId('task-record-new').fill('Torque checked: 45 Nm');
      await page.locator('section[aria-labelledby="task-records-heading"]').getByRole('button', { name: 'Save' }).click();
      await entries(page, 'record').first().waitFor();
      expect(await entries(page).count()).toBe(past + 2);
      expect(await entries(page).first().getAttribute('data-kind')).toBe('record');

      // The chip of a kind keeps only its entries.
      await page.getByRole('button', { name: `${text('app.timeline.kinds.status')} (${pastStatuses + 1})` }).click();
      await eventually(() => entries(page).count()).toBe(pastStatuses + 1);
      expect(await entries(page).first().getAttribute('data-kind')).toBe('status');

      await page.setViewportSize({ width: 390, height: 800 });
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [400])).toEqual([]);
  });

  test('a record deleted with a reason, the reason on the timeline; a justification deleted with a reason; an element checked as not applicable', async () => {
    const element = checkedTask.elementChildrensValues?.find((candidate) => candidate.element && !candidate.isNotApplicable) as {
      elementId: string;
      element: string;
    };
    const session = await withPage('task-records-elements', async (page) => {
      await openInEnglish(page, url(), `#/timeline/activity/${checkedTask.activityId}/task/${checkedTask._id}`);
      const records = page.locator('section[aria-labelledby="task-records-heading"]');
      await records.getByText(text('app.task_work.no_records')).waitFor();
      await page.getByTestId('task-record-new').fill('Reading taken on the wrong valve');
      await records.getByRole('button', { name: 'Save' }).click();
      await eventually(() => page.getByTestId('task-record').inputValue()).toBe('Reading taken on the wrong valve');

      await records.getByRole('button', { name: text('app.task_work.delete_record_number', { number: 1 }) }).click();
      const dialog = page.getByRole('dialog');
      const confirm = dialog.getByRole('button', { name: 'Delete' });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByTestId('deletion-reason').fill('Measured on the neighbouring valve');
      await confirm.click();
      await eventually(() => dialog.count()).toBe(0);
      await records.getByText(text('app.task_work.no_records')).waitFor();
      await page.getByTestId('timeline-note').filter({ hasText: 'Measured on the neighbouring valve' }).waitFor();
      expect(await entries(page).first().getAttribute('data-kind')).toBe('record');

      await page.getByTestId('task-justification').fill('Valve delivered late');
      await page.getByRole('button', { name: text('app.task_work.save_justification') }).click();
      await entries(page, 'justification').first().waitFor();
      await page.getByRole('button', { name: text('app.task_work.delete_justification') }).click();
      await dialog.getByTestId('deletion-reason').fill('Wrong task');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await eventually(() => dialog.count()).toBe(0);
      await eventually(() => page.getByTestId('task-justification').inputValue()).toBe('');
      await page.getByTestId('timeline-note').filter({ hasText: 'Wrong task' }).waitFor();

      const row = page.locator(`[data-testid="element-check"][data-element-id="${element.elementId}"]`);
      await row.getByRole('checkbox', { name: text('app.task_work.not_applicable') }).check();
      await row.getByRole('button', { name: text('app.task_work.save_element', { element: element.element }) }).click();
      await entries(page, 'elementCheck').first().waitFor();
      expect(await row.getByRole('checkbox', { name: text('app.task_work.not_applicable') }).isChecked()).toBe(true);

      await page.setViewportSize({ width: 390, height: 800 });
      await eventually(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
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
