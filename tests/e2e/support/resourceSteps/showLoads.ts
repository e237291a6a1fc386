import { expect } from 'vitest';
import { firstRecordId } from './firstRecordId';
import type { ResourceStep } from './types';
import { waitForShow } from './waitForShow';

const RAW_ID = /^[0-9a-f]{24}$/i;

/**
 * The show page of the first record opens with no API failure and no page error, shows no
 * raw id among its values unless the definition lists the id, and its delete dialog names
 * the record and asks for the reason when the resource keeps deleted records (then is
 * cancelled: nothing is deleted).
 */
export const showLoads: ResourceStep = async ({ page, session, appUrl, resource, apiFailures }) => {
  if (!resource.operations.includes('show')) return;
  const id = await firstRecordId(appUrl, resource, page);
  if (id === undefined) return;
  const failuresBefore = apiFailures.length;
  const errorsBefore = session.pageErrors.length;
  await page.goto(`${appUrl}#/${resource.route}/${encodeURIComponent(id)}/show`);
  await waitForShow(page);
  expect(apiFailures.slice(failuresBefore), 'API calls that failed').toEqual([]);
  expect(session.pageErrors.slice(errorsBefore), 'uncaught page errors').toEqual([]);
  if (!resource.show.fields.includes(resource.api.idField)) {
    const values = await page.locator('.show-page .RaLabeled-root > :not(.RaLabeled-label)').allInnerTexts();
    expect(
      values.map((text) => text.trim()).filter((text) => RAW_ID.test(text)),
      'raw ids shown on the show page',
    ).toEqual([]);
  }
  if (!resource.operations.includes('delete')) return;
  const deleteButton = page.locator('.show-page').getByRole('button', { name: /^(Excluir|Delete|Eliminar)$/ });
  if ((await deleteButton.count()) === 0) return;
  await deleteButton.click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const title = (await dialog.getByRole('heading').first().innerText()).trim();
  expect(title, 'the delete dialog names the record').toMatch(/".+"/);
  expect(await dialog.getByRole('textbox').count(), 'a reason field only where the resource asks for one').toBe(resource.softDelete ? 1 : 0);
  await dialog.getByRole('button').first().click();
  await dialog.waitFor({ state: 'detached' });
};
