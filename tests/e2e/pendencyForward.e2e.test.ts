import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually, unexpectedConsoleErrors } from './support/appJourneys';
import { ptText } from './support/ptText';
import { readFixture } from './support/readFixture';
import { resourceText, valueText } from './support/resourceText';
import { authorizationOf } from './support/signIn';

interface Template {
  _id: string;
  name: string;
  steps: { _id: string; name: string; tasks: string[] }[];
}
interface Pendency {
  _id: string;
  status: string;
  isInternal?: boolean;
}

const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const EVENT = '64b76bee4c7ba99ed17e4629';
const TASKS_IN_ALL_STEPS = 'DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS';
const NEW_TASK = 'Conferir o lacre da válvula de alívio';

/** A template whose every step has tasks, with a second step to empty. */
const template = readFixture<Template>('digital-process').find((t) => t.steps.length > 1 && t.steps.every((step) => step.tasks.length > 0));
const external = readFixture<Pendency>('pendency').find((p) => p.isInternal === false && ['DRAFT', 'AWAITING_EVALUATION'].includes(p.status));

/** A call to the demo API with the page's session. */
async function apiCall(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<unknown> {
  const response = await page
    .context()
    .request.fetch(new URL(`api/${path}`, page.url()).toString(), { method, headers: await authorizationOf(page), ...(data === undefined ? {} : { data }) });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: unknown }).data;
}

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('forwarding a pendency through a digital process (pt-BR)', () => {
  const { withPage, url } = appJourneys();

  test('from the pendency, pick a process, empty a step (refused and marked), type a new task for it, forward: back on /pendencies, the pendency in progress', async () => {
    if (!template || !external) throw new Error('the fixtures lack a template with tasks in every step or an open external pendency');
    const [, second] = template.steps;
    const session = await withPage(
      'pendency-forward',
      async (page) => {
        await page.goto(`${url()}#/home`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // An external pendency: the page says why it cannot be forwarded, with no form.
        await page.goto(`${url()}#/pendencies/${external._id}/forward`);
        await page.getByTestId('forward-refused').waitFor();
        await expect(page.getByTestId('forward-submit').count()).resolves.toBe(0);

        const created = (await apiCall(page, 'POST', 'pendency/create', {
          name: 'Válvula de alívio sem lacre',
          classification: 'IMPEDITIVE',
          events: [EVENT],
          projectId: UTGCA,
        })) as { _id: string; publicId: string };
        await page.goto(`${url()}#/pendency/${created._id}/show`);
        await page.getByRole('link', { name: resourceText('pendency', 'actions.forward'), exact: true }).click();
        await eventually(() => Promise.resolve(page.url())).toContain(`#/pendencies/${created._id}/forward`);
        await page.getByRole('heading', { name: ptText('app.pages.pendencies_forward.title'), level: 1 }).waitFor();
        await eventually(() => page.getByTestId('forward-pendency').innerText()).toContain(created.publicId);

        await page.getByTestId('forward-process').click();
        await page.getByRole('option', { name: template.name, exact: true }).click();
        const steps = page.getByTestId('forward-step');
        await eventually(() => steps.count()).toBe(template.steps.length);
        const step = page.locator(`[data-testid="forward-step"][data-step-id="${second?._id ?? ''}"]`);
        await eventually(() => step.getByTestId('forward-task').count()).toBe(second?.tasks.length ?? 0);
        // The model, read-only, with the step the pendency starts in highlighted.
        await eventually(() => page.locator('[data-testid="forward-diagram"] .forward-current').count()).toBe(1);

        // Every task of the second step removed: Forward refuses in the browser and marks the step.
        while ((await step.getByTestId('forward-task').count()) > 0) await step.getByTestId('forward-task').first().locator('.MuiChip-deleteIcon').click();
        await page.getByTestId('forward-submit').click();
        await page.getByTestId('forward-empty-steps').getByText(ptText(TASKS_IN_ALL_STEPS)).waitFor();
        await eventually(() => step.getAttribute('data-empty')).toBe('true');
        await eventually(() => page.locator('[data-testid="forward-diagram"] .forward-empty').count()).toBe(1);
        expect(await apiCall(page, 'GET', `pendency/${created._id}`)).toMatchObject({ status: 'DRAFT' });

        // A task typed here fills the step; it exists only in the page until Forward.
        await step.getByTestId('forward-new-task').fill(NEW_TASK);
        await step.getByRole('button', { name: ptText('app.pendencyForward.createTask') }).click();
        await step.getByText(ptText('app.pendencyForward.newTask', { name: NEW_TASK })).waitFor();
        await eventually(() => page.getByTestId('forward-empty-steps').count()).toBe(0);

        await page.setViewportSize({ width: 390, height: 800 });
        await eventually(() => scrollsSideways(page)).toBe(false);
        await page.setViewportSize({ width: 1280, height: 800 });

        await page.getByTestId('forward-submit').click();
        await eventually(() => Promise.resolve(new URL(page.url()).hash.split('?')[0])).toBe('#/pendencies');
        await page.getByText(ptText('app.pendencyForward.forwarded')).first().waitFor();

        const tasks = (await apiCall(page, 'GET', `task/page?limit=10&description=${encodeURIComponent(NEW_TASK)}`)) as { items: { _id: string }[] };
        expect(tasks.items).toHaveLength(1);
        const instances = (await apiCall(page, 'GET', 'digital-process-instance/page?limit=1000')) as {
          items: { pendencyId?: string; steps: { _id: string; tasks: string[] }[] }[];
        };
        const instance = instances.items.find((item) => item.pendencyId === created._id);
        expect(instance?.steps.find((s) => s._id === second?._id)?.tasks).toEqual([tasks.items[0]?._id]);

        // The list shows it in progress.
        await page.goto(`${url()}#/pendencies?filter=${encodeURIComponent(JSON.stringify({ publicId: created.publicId }))}`);
        await eventually(() => page.locator('tr', { hasText: created.publicId }).first().innerText()).toContain(valueText('pendency-status', 'IN_PROGRESS'));
      },
      { user: 'project-admin' },
    );
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
  });
});
