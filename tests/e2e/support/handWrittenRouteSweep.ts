import { expect, test } from 'vitest';
import { pageKey } from '../../../src/framework/pages/pageKey';
import { API_DOCUMENTATION_ROUTES } from '../../../src/pages/docs/apiDocumentationRoutes';
import { eventually } from './appJourneys';
import { REFERENCE_LANGUAGE } from './referenceLanguage';
import { LANGUAGES_AT } from './languagesAt';
import { resourceSession } from './resourceSession';
import { seriousAxeViolations } from './resourceSteps/seriousAxeViolations';
import { routeScreenshot } from './routeScreenshot';
import { goToRoute, hashPath, publicPlaceholders, readMessage, sampleOf, titledPages } from './shellRoutes';

/**
 * Every hand-written route of spec §2 at `width`, in the width's languages (LANGUAGES_AT: all
 * three on the phone, Portuguese on the desktop): titled, fitting the screen, and (in the
 * reference language) with nothing serious for axe-core. One file a
 * width (handWrittenRoutes1280, handWrittenRoutes390), so that the workers balance. The API
 * documentation pages are apiDocumentation.e2e.test.ts's, at both widths: swagger-ui takes
 * seconds of a core to draw one, so each is drawn once a language.
 */
export function describeHandWrittenRoutes(width: number): void {
  const { appUrl, pageAt } = resourceSession();
  for (const language of LANGUAGES_AT.get(width) ?? []) {
    test(`${width} px, ${language}`, async () => {
      const { page } = await pageAt(width, language);
      const found: string[] = [];
      const routes = [...titledPages().map((row) => ({ row, public: false })), ...publicPlaceholders().map((row) => ({ row, public: true }))].filter(
        ({ row }) => !(row.path in API_DOCUMENTATION_ROUTES),
      );
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
