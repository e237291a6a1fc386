import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { filterParam, type ResourceModel } from '../../../../src/framework/registry/types';
import { createRefusesBadInput } from './createRefusesBadInput';
import { fillEntry } from './fillEntry';
import { isSessionCall } from './sessionCalls';
import type { ResourceStep } from './types';
import { validRecordPlan, type FormEntry } from './validRecordPlan';
import { waitForList } from './waitForList';
import { waitForShow } from './waitForShow';

const SAVE = /^(Salvar|Save|Guardar)$/;
const DELETE = /^(Excluir|Delete|Eliminar)$/;

/** Says, in the test's output, which part of the journey a resource skips and why. */
function skipped(resource: ResourceModel, what: string, why: string): void {
  console.warn(`[generated] ${resource.name}: ${what} skipped: ${why}`);
}

/** The next answer of the API to a `method` call (any path under /api/). */
function apiAnswer(page: Page, methods: string[]): Promise<Response> {
  return page.waitForResponse(
    (response) => methods.includes(response.request().method()) && new URL(response.url()).pathname.startsWith('/api/') && !isSessionCall(response.url()),
    { timeout: 15_000 },
  );
}

/** The texts of the list filtered on `param` = `value`, once it has loaded ('' when it shows no record). */
async function filteredList(page: Page, appUrl: string, resource: ResourceModel, param: string, value: string): Promise<string> {
  await page.goto(`${appUrl}#/${resource.route}?filter=${encodeURIComponent(JSON.stringify({ [param]: value }))}`);
  await waitForList(page);
  const content = page.locator('.RaList-content');
  return (await content.count()) > 0 ? content.innerText() : '';
}

/** Clicks Save in the form toolbar and answers the API's reply to the write it sends. */
async function save(page: Page, methods: string[], what: string): Promise<Response> {
  const toolbar = page.getByTestId('form-toolbar');
  const answer = apiAnswer(page, methods);
  await toolbar.getByRole('button', { name: SAVE }).click();
  return answer.catch(async () => {
    const shown = await toolbar
      .getByRole('status')
      .innerText()
      .catch(() => '');
    const errors = await page.locator('.Mui-error').allInnerTexts();
    throw new Error(`${what}: nothing was sent. Toolbar: ${shown || 'no message'}; fields in error: ${errors.filter(Boolean).join(' | ') || 'none'}`);
  });
}

/**
 * The record's life as a user lives it, built from the model alone: the create form
 * refuses an empty save, then takes a valid record typed and picked field by field
 * (`validRecordPlan`), which its show page and the filtered list then show; the edit form
 * saves a changed value, which the show page shows; the one delete dialog (naming the
 * record, red confirm, the reason where the resource asks for one) removes it from the
 * list. Resources without create, edit or delete skip those parts; a schema no generic
 * record satisfies is skipped with its reason printed.
 */
export const createEditDelete: ResourceStep = async (context) => {
  const { page, session, appUrl, resource, apiFailures } = context;
  if (!resource.operations.includes('create')) return;
  const errorsBefore = session.pageErrors.length;
  // From the create form's opening on: what it asks for as it opens is checked with the rest.
  const failuresBefore = apiFailures.length;
  await createRefusesBadInput(context);
  const plan = validRecordPlan(resource, Date.now().toString(36).toUpperCase().slice(-6));
  if ('skip' in plan) return skipped(resource, 'a valid record, edit, delete', plan.skip);
  for (const entry of plan.entries) await fillEntry(page, entry);
  const created = await save(page, ['POST'], `${resource.name} create`);
  expect(created.status(), `${resource.name} create: ${await created.text()}`).toBeLessThan(300);
  expect(apiFailures.slice(failuresBefore), 'API calls that failed').toEqual([]);

  // The text the journey follows: a top-level typed text, the one a text filter searches if any.
  const texts = plan.entries.filter(
    (entry): entry is Extract<FormEntry, { kind: 'type' }> => entry.kind === 'type' && entry.inputType === 'text' && !/[.[]/.test(entry.field),
  );
  const filter = resource.list.filters.find((candidate) => candidate.kind === 'text' && texts.some((text) => text.field === candidate.field));
  const followed = texts.find((text) => text.field === filter?.field) ?? texts[0];

  const hasShow = resource.operations.includes('show');
  let id: string | undefined;
  if (hasShow) {
    await page.waitForURL((url) => /\/show(\?.*)?$/.test(url.hash));
    id = decodeURIComponent(new URL(page.url()).hash.split('/')[2] ?? '');
    await waitForShow(page);
    if (followed && resource.show.fields.includes(followed.field)) {
      await expect
        .poll(() => page.locator('.show-page').innerText(), { message: `${resource.name}: the new record's ${followed.field} on its show page` })
        .toContain(followed.value);
    }
  } else {
    skipped(resource, 'show of the new record', 'the resource has no show page');
  }
  if (filter && followed) {
    expect(
      await filteredList(page, appUrl, resource, filterParam(filter), followed.value),
      `${resource.name}: the new record in the list filtered by ${filter.field}`,
    ).toContain(followed.value);
  } else {
    skipped(resource, 'the new record in the list', 'no text filter on a typed field');
  }
  if (id === undefined) return skipped(resource, 'edit, delete', 'no show page to reach the new record from');

  let shownValue = followed?.value;
  if (resource.operations.includes('edit') && followed) {
    await page.goto(`${appUrl}#/${resource.route}/${encodeURIComponent(id)}`);
    const input = page.locator(`[id="${followed.id}"]`);
    await expect.poll(() => input.inputValue(), { message: `${resource.name}: the edit form shows the saved ${followed.field}` }).toBe(followed.value);
    await input.fill(followed.edited);
    const updated = await save(page, ['PUT', 'PATCH'], `${resource.name} edit`);
    expect(updated.status(), `${resource.name} edit: ${await updated.text()}`).toBeLessThan(300);
    await page.waitForURL((url) => /\/show(\?.*)?$/.test(url.hash));
    await waitForShow(page);
    if (resource.show.fields.includes(followed.field)) {
      await expect
        .poll(() => page.locator('.show-page').innerText(), { message: `${resource.name}: the edited ${followed.field} on the show page` })
        .toContain(followed.edited);
    }
    shownValue = followed.edited;
  } else if (!resource.operations.includes('edit')) {
    skipped(resource, 'edit', 'the resource has no edit operation');
  } else {
    skipped(resource, 'edit', 'no typed text field to change');
  }

  if (!resource.operations.includes('delete')) return skipped(resource, 'delete', 'the resource has no delete operation');
  await page.goto(`${appUrl}#/${resource.route}/${encodeURIComponent(id)}/show`);
  await waitForShow(page);
  await page.locator('.show-page').getByRole('button', { name: DELETE }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const title = (await dialog.getByRole('heading').first().innerText()).trim();
  expect(title, 'the delete dialog names the record').toMatch(/".+"/);
  if (shownValue && resource.recordRepresentation.includes(`{${followed?.field}}`)) expect(title, 'the delete dialog names this record').toContain(shownValue);
  const reason = dialog.getByRole('textbox');
  expect(await reason.count(), 'a reason field only where the resource asks for one').toBe(resource.softDelete ? 1 : 0);
  if (resource.softDelete) await reason.fill('Registro de teste');
  const confirm = dialog.getByRole('button').last();
  expect(await confirm.getAttribute('class'), 'the confirm button is red').toContain('MuiButton-colorError');
  const deleted = apiAnswer(page, ['DELETE', 'PUT', 'POST']);
  await confirm.click();
  expect((await deleted).status(), `${resource.name} delete`).toBeLessThan(300);
  await dialog.waitFor({ state: 'detached' });
  if (filter && shownValue) {
    await expect
      .poll(() => filteredList(page, appUrl, resource, filterParam(filter), shownValue), { message: `${resource.name}: the deleted record left the list` })
      .not.toContain(shownValue);
  }
  expect(session.pageErrors.slice(errorsBefore), 'uncaught page errors').toEqual([]);
};
