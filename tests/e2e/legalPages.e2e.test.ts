import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { resourceSession, type Language } from './support/resourceSession';
import { REFERENCE_LANGUAGE } from './support/referenceLanguage';
import { seriousAxeViolationsIn } from './support/resourceSteps/seriousAxeViolations';
import { readMessage } from './support/shellRoutes';
import { saveScreenshot } from './support/saveScreenshot';
import { LANGUAGES } from './support/languagesAt';

interface DocsMessages {
  docs: { privacy: Record<string, string | { title: string; text: string }> };
}
const docsMessages = (language: Language) =>
  JSON.parse(readFileSync(join(process.cwd(), 'src', 'locales', 'docs', `${language}.json`), 'utf8')) as DocsMessages;

describe('the privacy notice and the licences', () => {
  const { appUrl, pageAt } = resourceSession();

  for (const language of LANGUAGES) {
    test(`in ${language}: the privacy notice shows its date and every section${language === REFERENCE_LANGUAGE ? ', with no serious axe violation' : ''}`, async () => {
      const { page } = await pageAt(390, language);
      await page.goto(`${appUrl()}#/policy-privacy`);
      await page.getByRole('heading', { level: 1, name: readMessage(language, 'app.pages.policy_privacy.title') ?? '', exact: true }).waitFor();
      const { privacy } = docsMessages(language).docs;
      await page.getByText(String(privacy.updated), { exact: true }).waitFor();
      const sections = Object.values(privacy).flatMap((entry) => (typeof entry === 'object' ? [entry.title] : []));
      expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(sections);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolationsIn(page, language)).toEqual([]);
      await saveScreenshot(page, `policy-privacy-390-${language}`, { fullPage: true });
    });

    test(`in ${language}: the licences list every package of the build with its licence text${language === REFERENCE_LANGUAGE ? ', with no serious axe violation' : ''}`, async () => {
      const { page } = await pageAt(1280, language);
      await page.goto(`${appUrl()}#/licenses`);
      await page.getByRole('heading', { level: 1, name: readMessage(language, 'app.pages.licenses.title') ?? '', exact: true }).waitFor();
      const entries = page.locator('main li summary');
      await entries.first().waitFor();
      const names = (await entries.allTextContents()).map((text) => text.split(' ')[0]);
      // The first page's packages and those of pages loaded on demand (swagger-ui) alike.
      expect(names).toEqual(expect.arrayContaining(['react', 'react-dom', '@mui/material', 'swagger-ui-react']));
      const react = page.locator('main li details').filter({ has: page.locator('summary strong', { hasText: /^react$/ }) });
      await react.locator('summary').click();
      await react.getByText(/Permission is hereby granted/).waitFor();
      expect(await seriousAxeViolationsIn(page, language)).toEqual([]);
    });
  }
});
