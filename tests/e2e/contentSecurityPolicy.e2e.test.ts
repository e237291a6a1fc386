import { describe, expect, test } from 'vitest';
import { appJourneys } from './support/appJourneys';
import { ptText } from './support/ptText';

describe('the app under its Content-Security-Policy', () => {
  const { withPage, url } = appJourneys();

  test('pages come with the security headers, styled and validating, with no violation', async () => {
    const session = await withPage('csp', async (page) => {
      const response = await page.goto(`${url()}#/discipline/create`);
      const headers = response?.headers() ?? {};
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(policy).not.toContain('unsafe-inline');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      // MUI's styles apply: the save button is drawn as a contained button, not a bare one.
      const save = page.getByRole('button', { name: ptText('ra.action.save') });
      await expect.poll(() => save.evaluate((button) => getComputedStyle(button).textTransform)).toBe('uppercase');
      // The form validates in the browser: an empty save shows the required message.
      await save.click();
      await expect.poll(() => page.getByText(ptText('FIELD_IS_REQUIRED')).count()).toBeGreaterThan(0);
    });
    expect(session.consoleErrors.filter((text) => /Content Security Policy|Refused to/.test(text))).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
