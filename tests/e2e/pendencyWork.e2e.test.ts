import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually, unexpectedConsoleErrors } from './support/appJourneys';
import { ptText } from './support/ptText';
import { readFixture } from './support/readFixture';
import { resourceText, valueText } from './support/resourceText';
import { authorizationOf } from './support/signIn';

interface PlanTask {
  _id: string;
  planId: string;
  taskId: string;
  order: number;
}
interface Task {
  _id: string;
  description: string;
}

const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const EVENT = '64b76bee4c7ba99ed17e4629';
/** The plan with the most tasks in the fixtures. */
const PLAN = '64f7dee8a830149821930c37';

/** The text shown by one field of a show page (react-admin marks each with `ra-field-<source>`). */
const showField = (page: Page, source: string) => page.locator(`.ra-field-${source}`).first();

/** A call to the demo API with the page's session, the way any caller makes it. */
async function apiCall(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<Record<string, unknown>> {
  const response = await page
    .context()
    .request.fetch(new URL(`api/${path}`, page.url()).toString(), { method, headers: await authorizationOf(page), ...(data === undefined ? {} : { data }) });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('pendency and preservation-plan work in the browser (pt-BR)', () => {
  const { withPage, url } = appJourneys();

  test('a new pendency shows its public code; the status moves through the dialog, a refused move shows its message, cancelling needs a reason', async () => {
    const changeStatus = resourceText('pendency', 'actions.changeStatus');
    const session = await withPage('pendency-work-status', async (page) => {
      await page.goto(`${url()}#/home`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const created = await apiCall(page, 'POST', 'pendency/create', {
        name: 'Parafuso do flange ausente',
        classification: 'IMPEDITIVE',
        events: [EVENT],
        projectId: UTGCA,
      });
      expect(created).toMatchObject({ status: 'DRAFT', publicId: expect.stringMatching(/^PND-\d{6}$/) });
      const id = String(created._id);

      await page.goto(`${url()}#/pendency/${id}/show`);
      await eventually(() => showField(page, 'publicId').innerText()).toContain(String(created.publicId));
      await eventually(() => showField(page, 'status').innerText()).toContain(valueText('pendency-status', 'DRAFT'));

      // DRAFT → AWAITING_EVALUATION is allowed.
      await page.getByRole('button', { name: changeStatus, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: ptText('app.action.new_status') }).click();
      await page.getByRole('option', { name: valueText('pendency-status', 'AWAITING_EVALUATION'), exact: true }).click();
      await dialog.getByRole('button', { name: ptText('ra.action.confirm') }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => showField(page, 'status').innerText()).toContain(valueText('pendency-status', 'AWAITING_EVALUATION'));

      // Someone else starts it meanwhile: the move the page still offers (AWAITING_EVALUATION → AWAITING_INFORMATION) is refused.
      await apiCall(page, 'PUT', `pendency/${id}/change-status`, { nextStatus: 'IN_PROGRESS' });
      await page.getByRole('button', { name: changeStatus, exact: true }).click();
      await dialog.getByRole('combobox', { name: ptText('app.action.new_status') }).click();
      await page.getByRole('option', { name: valueText('pendency-status', 'AWAITING_INFORMATION'), exact: true }).click();
      await dialog.getByRole('button', { name: ptText('ra.action.confirm') }).click();
      const errorDialog = page.getByRole('alertdialog');
      await errorDialog.getByRole('heading', { name: ptText('INVALID_STATUS') }).waitFor();
      await errorDialog.getByRole('button', { name: ptText('errors.return') }).click();
      await errorDialog.waitFor({ state: 'detached' });
      expect(await apiCall(page, 'GET', `pendency/${id}`)).toMatchObject({ status: 'IN_PROGRESS' });

      // Cancelling asks for the reason before anything is sent.
      await page.reload();
      await eventually(() => showField(page, 'status').innerText()).toContain(valueText('pendency-status', 'IN_PROGRESS'));
      await page.getByRole('button', { name: changeStatus, exact: true }).click();
      await dialog.getByRole('combobox', { name: ptText('app.action.new_status') }).click();
      await page.getByRole('option', { name: valueText('pendency-status', 'CANCELLED'), exact: true }).click();
      await dialog.getByRole('button', { name: ptText('ra.action.confirm') }).click();
      await dialog.getByText(ptText('FIELD_IS_REQUIRED')).first().waitFor();
      await dialog.getByRole('textbox', { name: resourceText('pendency', 'fields.reasonForCancellation') }).fill('Aberta em duplicidade');
      await dialog.getByRole('button', { name: ptText('ra.action.confirm') }).click();
      await dialog.waitFor({ state: 'detached' });
      await eventually(() => showField(page, 'status').innerText()).toContain(valueText('pendency-status', 'CANCELLED'));
      expect(await apiCall(page, 'GET', `pendency/${id}`)).toMatchObject({ status: 'CANCELLED', reasonForCancellation: 'Aberta em duplicidade' });
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [400])).toEqual([]);
  });

  test('/preservation-plan-tasks/{id}: the tasks in order with their frequencies; a project admin moves one and the order is saved; no sideways scroll at 390 px', async () => {
    const descriptions = new Map(readFixture<Task>('task').map((task) => [task._id, task.description]));
    const planTasks = readFixture<PlanTask>('preservation-plan-task')
      .filter((task) => task.planId === PLAN)
      .sort((a, b) => a.order - b.order);
    const names = planTasks.map((task) => descriptions.get(task.taskId) ?? '');
    expect(names.length).toBeGreaterThan(1);
    const session = await withPage(
      'preservation-plan-tasks',
      async (page) => {
        await page.goto(`${url()}#/preservation-plan-tasks/${PLAN}`);
        await page.getByRole('heading', { name: ptText('app.pages.preservation_plan_tasks.title'), level: 1 }).waitFor();
        const shown = page.getByTestId('plan-task-name');
        await eventually(() => shown.allInnerTexts()).toEqual(names);
        await page
          .getByText(`${ptText('app.preservationPlanTasks.warehouse')}:`)
          .first()
          .waitFor();

        await page.getByRole('button', { name: ptText('app.preservationPlanTasks.moveDown', { name: names[0] ?? '' }) }).click();
        const moved = [names[1], names[0], ...names.slice(2)];
        await eventually(() => shown.allInnerTexts()).toEqual(moved);
        await page.reload();
        await eventually(() => page.getByTestId('plan-task-name').allInnerTexts()).toEqual(moved);

        await page.setViewportSize({ width: 390, height: 800 });
        await eventually(() => scrollsSideways(page)).toBe(false);
      },
      { user: 'project-admin' },
    );
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
  });
});
