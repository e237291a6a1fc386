import { describe, expect, test } from 'vitest';
import { pageKey } from '../../src/framework/pages/pageKey';
import { eventually } from './support/appJourneys';
import { REFERENCE_LANGUAGE } from './support/referenceLanguage';
import { resourceSession, type Language } from './support/resourceSession';
import { seriousAxeViolations } from './support/resourceSteps/seriousAxeViolations';
import { routeScreenshot } from './support/routeScreenshot';
import { goToRoute, hashPath, publicPlaceholders, readMessage, sampleOf, titledPages } from './support/shellRoutes';

const LANGUAGES: Language[] = ['pt', 'en', 'es'];
const WIDTHS = [1280, 390];

/** Every hand-written route of spec §2, in three languages at two widths: titled, fitting the screen, and (in the reference language) with nothing serious for axe-core. */
describe('the hand-written routes: titled, fitting the screen, accessible, in three languages at two widths', () => {
  const { appUrl, pageAt } = resourceSession();
  for (const width of WIDTHS) {
    for (const language of LANGUAGES) {
      test(`${width} px, ${language}`, async () => {
        const { page } = await pageAt(width, language);
        const found: string[] = [];
        const routes = [...titledPages().map((row) => ({ row, public: false })), ...publicPlaceholders().map((row) => ({ row, public: true }))];
        for (const { row, public: isPublic } of routes) {
          const before = found.length;
          const path = sampleOf(row.path);
          if (isPublic) await page.goto(`${appUrl()}#${path}`);
          else await goToRoute(page, path);
          const title = readMessage(language, `app.pages.${pageKey(row.path)}.title`) ?? '';
          // The documentation pages load swagger-ui on arrival: on a loaded machine that takes more than the usual wait.
          await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 30_000 });
          expect(hashPath(page), row.path).toBe(path);
          await eventually(() => page.title(), `${row.path}: the tab's title`).toBe(`Certificare - ${title}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 0) found.push(`${row.path}: the page scrolls ${overflow}px sideways`);
          if (language === REFERENCE_LANGUAGE) for (const violation of await seriousAxeViolations(page)) found.push(`${row.path}: ${violation}`);
          await routeScreenshot(page, `route-${pageKey(row.path)}-${width}-${language}`, language, found.length > before);
        }
        expect(found, `pages at ${width}px in ${language} that scroll sideways or carry serious axe violations`).toEqual([]);
      });
    }
  }
});
