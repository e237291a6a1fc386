import { describe, expect, test } from 'vitest';
import { appJourneys } from './support/appJourneys';
import { policyViolations } from './support/policyViolations';
import { ptText } from './support/ptText';

// Every generated form is also opened, filled, refused and saved under the policy by
// generatedResourceRecords (its noPolicyViolation step).
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
    expect(policyViolations(session.consoleErrors)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
