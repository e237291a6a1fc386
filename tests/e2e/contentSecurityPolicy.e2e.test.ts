import { describe, expect, test } from 'vitest';
import { editableFields } from '../../src/framework/form/buildFormSchema';
import { loadRegistryFromDir } from '../../src/framework/registry/loadRegistryFromDir';
import { appJourneys } from './support/appJourneys';
import { ptText } from './support/ptText';
import { authorizationOf } from './support/signIn';

const loaded = loadRegistryFromDir(process.cwd());
if (!loaded.ok) throw new Error('the registry of the project has faults: run npm run check');
const creatable = loaded.model.resources.filter((resource) => resource.operations.includes('create'));
const editable = loaded.model.resources.filter((resource) => resource.operations.includes('edit'));

const violations = (texts: string[]) => texts.filter((text) => /Content Security Policy|Refused to|EvalError|Form validation skipped|did not load/.test(text));

describe('the app under its Content-Security-Policy', () => {
  const { withPage, url } = appJourneys();

  test('pages come with the security headers, styled and validating, with no violation', async () => {
    const session = await withPage('csp', async (page) => {
      const response = await page.goto(`${url()}#/discipline/create`);
      const headers = response?.headers() ?? {};
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      // MUI's styles apply: the save button is drawn as a contained button, not a bare one.
      const save = page.getByRole('button', { name: ptText('ra.action.save') });
      await expect.poll(() => save.evaluate((button) => getComputedStyle(button).textTransform)).toBe('uppercase');
      // The form validates in the browser with its checks compiled at build time: an empty
      // save shows the required message, a pattern is checked as the user types.
      await save.click();
      await expect.poll(() => page.getByText(ptText('FIELD_IS_REQUIRED')).count()).toBeGreaterThan(0);
      await page.getByRole('textbox', { name: 'Identificador' }).fill('abc');
      await page.getByText(ptText('validation.pattern'), { exact: true }).waitFor();
    });
    expect(violations(session.consoleErrors)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });

  test(`every create form (${creatable.length}) validates under the policy`, async () => {
    const session = await withPage('csp-forms', async (page) => {
      for (const resource of creatable) {
        await page.goto(`${url()}#/${resource.name}/create`);
        const save = page.getByRole('button', { name: ptText('ra.action.save') });
        await save.waitFor();
        await save.click();
        const required = (resource.schema.required ?? []).some((field) => editableFields(resource).includes(field));
        if (required) await expect.poll(() => page.getByText(ptText('FIELD_IS_REQUIRED')).count(), { message: resource.name }).toBeGreaterThan(0);
      }
    });
    expect(violations(session.consoleErrors)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  }, 180_000);

  test(`every edit form (${editable.length}) opens a record and validates it under the policy`, async () => {
    const session = await withPage('csp-edit-forms', async (page) => {
      await page.goto(`${url()}#/home`);
      for (const resource of editable) {
        const listUrl = new URL(`api/${resource.api.list.path}`, url());
        listUrl.searchParams.set('limit', '1');
        listUrl.searchParams.set('skip', '0');
        const answer = (await (await page.context().request.get(listUrl.toString(), { headers: await authorizationOf(page) })).json()) as {
          data?: { items?: Record<string, unknown>[] } | Record<string, unknown>[];
        };
        const items = Array.isArray(answer.data) ? answer.data : (answer.data?.items ?? []);
        const id = items[0]?.[resource.api.idField];
        if (typeof id !== 'string' && typeof id !== 'number') continue;
        await page.goto(`${url()}#/${resource.name}/${encodeURIComponent(String(id))}`);
        const save = page.getByRole('button', { name: ptText('ra.action.save') });
        await save.waitFor();
        // Validation runs on the record as it is (the checks of each option of a oneOf
        // included): it saves and shows the record, or says what is wrong.
        await save.click();
        await Promise.race([page.waitForURL(/\/show(\?.*)?$/), page.locator('[aria-invalid="true"], [role="alertdialog"]').first().waitFor()]);
      }
    });
    expect(violations(session.consoleErrors)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  }, 180_000);
});
