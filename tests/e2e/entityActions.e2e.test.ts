import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually, unexpectedConsoleErrors } from './support/appJourneys';
import { ptText } from './support/ptText';
import { readFixture } from './support/readFixture';
import { resourceText, valueText } from './support/resourceText';
import { authorizationOf } from './support/signIn';

interface Activity {
  _id: string;
  executionStatus?: number;
  isDeleted?: boolean;
}
interface Pendency {
  _id: string;
  publicId: string;
  status: string;
  isInternal?: boolean;
}
interface Plan {
  _id: string;
  name: string;
  disciplineId?: string;
  classId?: string;
  isStandard?: boolean;
}

/** The text shown by one field of a show page (react-admin marks each with `ra-field-<source>`). */
const showField = (page: Page, source: string) => page.locator(`.ra-field-${source}`).first();

/** The body of the first request matching `method` and `path`, once it is sent. */
function captureBody(page: Page, method: string, path: RegExp): () => unknown {
  let body: unknown;
  page.on('request', (request: Request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) body = request.postDataJSON();
  });
  return () => body;
}

/** A record of the demo API, read the way any caller reads it. */
async function apiRecord<T>(page: Page, path: string): Promise<T> {
  const response = await page.context().request.get(new URL(`api/${path}`, page.url()).toString(), { headers: await authorizationOf(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('entity actions in the browser (pt-BR)', () => {
  const { withPage, url } = appJourneys();

  test('activity: the manual status choice is restricted and the status the server answers is shown', async () => {
    const activity = readFixture<Activity>('activity').find((item) => (item.executionStatus ?? 0) === 0 && item.isDeleted !== true);
    if (!activity) throw new Error('fixtures/activity.json has no activity not started');
    const notStarted = valueText('activity-status', 0);
    const inProgress = valueText('activity-status', 2);

    const session = await withPage('activity-status', async (page) => {
      const sent = captureBody(page, 'PUT', new RegExp(`^/api/activity/${activity._id}/update-status$`));
      await page.goto(`${url()}#/activity/${activity._id}/show`);
      await expect.poll(() => showField(page, 'executionStatus').innerText()).toContain(notStarted);

      await page.getByRole('button', { name: resourceText('activity', 'actions.updateStatus'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: ptText('app.action.new_status') }).click();
      // Manual choice: not started, in progress, completed, cancelled, less the current one.
      const offered = await page.getByRole('listbox').getByRole('option').allInnerTexts();
      expect(offered.map((text) => text.trim())).toEqual([2, 3, 9].map((value) => valueText('activity-status', value)));
      await page.getByRole('option', { name: inProgress, exact: true }).click();
      await dialog.getByRole('button', { name: ptText('ra.action.confirm') }).click();
      await dialog.waitFor({ state: 'detached' });

      await eventually(() => showField(page, 'executionStatus').innerText()).toContain(inProgress);
      expect(sent()).toMatchObject({ executionStatus: 2 });
      expect(await apiRecord<Activity>(page, `activity/${activity._id}`)).toMatchObject({ executionStatus: 2 });
      await page.reload();
      await eventually(() => showField(page, 'executionStatus').innerText()).toContain(inProgress);
    });

    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
    expect(session.blockedRequests).toEqual([]);
  });

  test('pendency: cancelling needs a reason, the list shows the answered status, and a refusal keeps it', async () => {
    const pendencies = readFixture<Pendency>('pendency');
    const open = pendencies.find((item) => item.status === 'IN_PROGRESS' && item.isInternal !== false);
    const external = pendencies.find((item) => item.status === 'IN_PROGRESS' && item.isInternal === false);
    if (!open || !external) throw new Error('fixtures/pendency.json needs internal and external pendencies in progress');
    const cancelled = valueText('pendency-status', 'CANCELLED');
    const inProgress = valueText('pendency-status', 'IN_PROGRESS');
    const changeStatus = resourceText('pendency', 'actions.changeStatus');
    const reasonLabel = resourceText('pendency', 'fields.reasonForCancellation');

    const session = await withPage('pendency-cancel', async (page) => {
      const sent = captureBody(page, 'PUT', new RegExp(`^/api/pendency/${open._id}/change-status$`));
      await page.goto(`${url()}#/pendency/${open._id}/show`);
      await expect.poll(() => showField(page, 'status').innerText()).toContain(inProgress);

      await page.getByRole('button', { name: changeStatus, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: ptText('app.action.new_status') }).click();
      await page.getByRole('option', { name: cancelled, exact: true }).click();
      // The reason appears for a cancellation and may not stay empty.
      const reason = dialog.getByRole('textbox', { name: reasonLabel });
      await dialog.getByRole('button', { name: ptText('ra.action.confirm') }).click();
      await dialog.getByText(ptText('FIELD_IS_REQUIRED')).first().waitFor();
      expect(sent()).toBeUndefined();
      await reason.fill('Duplicada da pendência aberta na inspeção anterior');
      await dialog.getByRole('button', { name: ptText('ra.action.confirm') }).click();
      await dialog.waitFor({ state: 'detached' });

      await eventually(() => showField(page, 'status').innerText()).toContain(cancelled);
      expect(sent()).toMatchObject({ nextStatus: 'CANCELLED', reasonForCancellation: 'Duplicada da pendência aberta na inspeção anterior' });

      await page.goto(`${url()}#/pendency?filter=${encodeURIComponent(JSON.stringify({ publicId: open.publicId }))}`);
      const row = page.getByRole('row').filter({ hasText: open.publicId });
      await eventually(() => row.innerText()).toContain(cancelled);

      // An external pendency is refused: the error dialog says why and nothing changes.
      await page.goto(`${url()}#/pendency/${external._id}/show`);
      await expect.poll(() => showField(page, 'status').innerText()).toContain(inProgress);
      await page.getByRole('button', { name: changeStatus, exact: true }).click();
      await dialog.getByRole('combobox', { name: ptText('app.action.new_status') }).click();
      await page.getByRole('option', { name: valueText('pendency-status', 'COMPLETED'), exact: true }).click();
      await dialog.getByRole('button', { name: ptText('ra.action.confirm') }).click();
      const errorDialog = page.getByRole('alertdialog');
      await errorDialog.getByRole('heading', { name: ptText('USER_WITHOUT_PERMISSION') }).waitFor();
      await errorDialog.getByRole('button', { name: ptText('errors.return') }).click();
      await errorDialog.waitFor({ state: 'detached' });
      expect(await apiRecord<Pendency>(page, `pendency/${external._id}`)).toMatchObject({ status: 'IN_PROGRESS' });
    });

    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [400])).toEqual([]);
    expect(session.blockedRequests).toEqual([]);
  });

  test('preservation plan: setting one as standard clears the others of its discipline and class only', async () => {
    const plans = readFixture<Plan>('preservation-plan');
    const sameGroup = (a: Plan, b: Plan) => a.disciplineId === b.disciplineId && a.classId === b.classId;
    const current = plans.find((plan) => plan.isStandard === true && plans.some((other) => other !== plan && sameGroup(plan, other)));
    const chosen = current && plans.find((plan) => plan !== current && sameGroup(plan, current) && plan.isStandard !== true);
    const elsewhere = current && plans.find((plan) => plan.isStandard === true && !sameGroup(plan, current));
    if (!current || !chosen || !elsewhere)
      throw new Error('fixtures/preservation-plan.json needs two plans of one discipline and class, one standard, and another standard plan');
    const setStandard = resourceText('preservation-plan', 'actions.setStandard');

    const session = await withPage('plan-standard', async (page) => {
      await page.goto(`${url()}#/preservation-plan/${chosen._id}/show`);
      await showField(page, 'name').getByText(chosen.name).waitFor();
      await page.getByRole('button', { name: setStandard, exact: true }).click();
      // The flag is set, so the button goes.
      await page.getByRole('button', { name: setStandard, exact: true }).waitFor({ state: 'detached' });

      expect(await apiRecord<Plan>(page, `preservation-plan/${chosen._id}`)).toMatchObject({ isStandard: true });
      expect(await apiRecord<Plan>(page, `preservation-plan/${current._id}`)).toMatchObject({ isStandard: false });
      expect(await apiRecord<Plan>(page, `preservation-plan/${elsewhere._id}`)).toMatchObject({ isStandard: true });

      // The plan that lost the flag offers the action again.
      await page.goto(`${url()}#/preservation-plan/${current._id}/show`);
      await showField(page, 'name').getByText(current.name).waitFor();
      await page.getByRole('button', { name: setStandard, exact: true }).waitFor();
    });

    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
    expect(session.blockedRequests).toEqual([]);
  });
});
