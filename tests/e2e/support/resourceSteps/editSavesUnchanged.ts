import { expect } from 'vitest';
import { firstRecordId } from './firstRecordId';
import type { ResourceStep } from './types';

/**
 * The edit form of the first record saves it unchanged with one click: the form accepts
 * what the API gave (whatever the schema: closed, nested lists ...) and the API takes it
 * back; the page then leaves the form.
 */
export const editSavesUnchanged: ResourceStep = async ({ page, session, appUrl, resource, apiFailures }) => {
  if (!resource.operations.includes('edit')) return;
  const id = await firstRecordId(appUrl, resource, page);
  if (id === undefined) return;
  const failuresBefore = apiFailures.length;
  const errorsBefore = session.pageErrors.length;
  await page.goto(`${appUrl}#/${resource.route}/${encodeURIComponent(id)}`);
  const toolbar = page.getByTestId('form-toolbar');
  await toolbar.waitFor();
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname.startsWith('/api/'), {
    timeout: 15_000,
  });
  await toolbar.getByRole('button', { name: /^(Salvar|Save|Guardar)$/ }).click();
  const status = (
    await saved.catch(async () => {
      const shown = await toolbar.getByRole('status').innerText();
      throw new Error(`the unchanged record was not sent: ${shown || 'no message'}`);
    })
  ).status();
  expect(status, 'the API takes the unchanged record back').toBe(200);
  await page.waitForURL((url) => !new RegExp(`#/${resource.route}/[^/?]+(\\?.*)?$`).test(url.hash));
  expect(apiFailures.slice(failuresBefore), 'API calls that failed').toEqual([]);
  expect(session.pageErrors.slice(errorsBefore), 'uncaught page errors').toEqual([]);
};
