import { expect } from 'vitest';
import { isSessionCall } from './sessionCalls';
import type { ResourceStep } from './types';

/**
 * The create form refuses an empty save when the form has required fields: nothing is
 * sent, the count of fields in need of attention shows beside Save and the first field in
 * error has the focus. Then Cancel goes back.
 */
export const createRefusesBadInput: ResourceStep = async ({ page, session, appUrl, resource }) => {
  if (!resource.operations.includes('create')) return;
  const required = (resource.schema.required ?? []).filter(
    (field) => resource.form.fields.includes(field) && resource.schema.properties?.[field]?.readOnly !== true,
  );
  const errorsBefore = session.pageErrors.length;
  let posted = 0;
  const onRequest = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/') && !isSessionCall(request.url())) posted++;
  };
  page.on('request', onRequest);
  try {
    await page.goto(`${appUrl}#/${resource.route}/create`);
    const toolbar = page.getByTestId('form-toolbar');
    await toolbar.waitFor();
    if (required.length === 0) return;
    await toolbar.getByRole('button', { name: /^(Salvar|Save|Guardar)$/ }).click();
    await expect.poll(() => toolbar.getByRole('status').innerText(), { timeout: 10_000 }).toMatch(/\d/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), { timeout: 10_000 }).toBe('true');
    expect(posted, 'an invalid form sends nothing').toBe(0);
    expect(session.pageErrors.slice(errorsBefore), 'uncaught page errors').toEqual([]);
  } finally {
    page.off('request', onRequest);
  }
};
