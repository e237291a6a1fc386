import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { API_DOCUMENTATION_ROUTES } from '../../src/pages/docs/apiDocumentationRoutes';
import { pageKey } from '../../src/framework/pages/pageKey';
import { eventually } from './support/appJourneys';
import { resourceSession, type Language } from './support/resourceSession';
import { REFERENCE_LANGUAGE } from './support/referenceLanguage';
import { seriousAxeViolationsIn } from './support/resourceSteps/seriousAxeViolations';
import { routeScreenshot } from './support/routeScreenshot';
import { readMessage } from './support/shellRoutes';
import { saveScreenshot } from './support/saveScreenshot';
import { LANGUAGES } from './support/languagesAt';

const METHOD_ORDER = (a: string, b: string) => a.localeCompare(b, 'en');
const cspViolations = (texts: string[]) => texts.filter((text) => /Content Security Policy|Refused to|EvalError/.test(text));

/** The phone width every page must fit. */
const PHONE_WIDTH = 390;

/** How long swagger-ui may take to draw the document's operations. */
const SWAGGER_RENDER_MS = 45_000;
/** Where "try it out" is tried: on a drawing the sweep already made (a drawing costs seconds). */
const TRY_IT_OUT = { language: REFERENCE_LANGUAGE, path: '/api-documentation' };

/**
 * The documentation pages drawn in each language. swagger-ui draws a document the same in
 * every language (its own texts are English) and a drawing costs seconds of a core: the
 * reference language gets every page; the others the page that holds the app's own
 * translated text besides its title (the open-BIM suppliers' table). The other pages' titles
 * in those languages are the locale files', which the translation check holds complete.
 */
const DRAWN: Record<Language, readonly string[]> = {
  // "Try it out" last: the operation it opens and closes is drawn again on each later document.
  pt: Object.keys(API_DOCUMENTATION_ROUTES).sort((a, b) => Number(a === TRY_IT_OUT.path) - Number(b === TRY_IT_OUT.path)),
  en: ['/api-documentation-open-bim'],
  es: ['/api-documentation-open-bim'],
};

/**
 * The page axe-core judges on the phone too: the open-BIM page's own table takes another
 * layout there. swagger-ui's document is the same elements at both widths, and axe over its
 * hundreds of operations costs seconds of a core each time.
 */
const PHONE_AXE_PATH = '/api-documentation-open-bim';

/** How long the first page may take: the app starts again after the language is set (a reload), on a loaded machine. */
const COLD_START_MS = 30_000;

describe('the API documentation pages', () => {
  const { appUrl, pageAt } = resourceSession();

  for (const language of LANGUAGES) {
    const tried = language === TRY_IT_OUT.language ? ', and "try it out" calls the demo API with the signed-in user\'s token and gets 200' : '';
    test(`in ${language}, ${DRAWN[language].join(' and ')}: swagger-ui lists the operations of each tag sorted and collapsed, under the page's policy, fitting a phone${language === REFERENCE_LANGUAGE ? ', with no serious axe violation' : ''}${tried}`, async () => {
      const { page, session } = await pageAt(1280, language);
      const found: string[] = [];
      for (const path of DRAWN[language]) {
        await page.goto(`${appUrl()}#${path}`);
        const title = readMessage(language, `app.pages.${pageKey(path)}.title`) ?? '';
        await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: COLD_START_MS });
        await eventually(() => page.title(), `${path}: the tab's title`).toBe(`Certificare - ${title}`);
        // swagger-ui renders some 200 operations on arrival: on a loaded two-core machine that takes longer than the usual wait.
        await page.locator('.opblock').first().waitFor({ timeout: SWAGGER_RENDER_MS });
        expect(await page.locator('.opblock.is-open').count(), `${path}: operations start collapsed`).toBe(0);
        // swagger-ui's stylesheet applies: a GET badge is drawn in its colour, not as bare text.
        const badge = page.locator('.opblock-get .opblock-summary-method').first();
        expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
        // swagger-ui renders its list virtually: the tags and operations in view, in order.
        const sections = await page.locator('.swagger-ui .opblock-tag, .swagger-ui .opblock').evaluateAll((elements) => {
          const groups: { path: string; method: string }[][] = [];
          for (const element of elements) {
            if (element.classList.contains('opblock-tag')) groups.push([]);
            else
              groups.at(-1)?.push({
                path: element.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '',
                method: (element.querySelector('.opblock-summary-method')?.textContent ?? '').toLowerCase(),
              });
          }
          return groups;
        });
        expect(sections.flat().length, `${path}: operations listed`).toBeGreaterThan(5);
        for (const operations of sections) {
          const sorted = [...operations].sort((a, b) => METHOD_ORDER(a.path, b.path) || METHOD_ORDER(a.method, b.method));
          expect(operations, `${path}: operations in alphabetical order`).toEqual(sorted);
        }
        if (path === '/api-documentation-open-bim') await page.getByRole('table', { name: readDocsText(language) }).waitFor();
        for (const violation of await seriousAxeViolationsIn(page, language)) found.push(`${path}: ${violation}`);
        await saveScreenshot(page, `api-docs-${pageKey(path)}-${language}`);
        // On a phone, the same page (swagger-ui draws it once; a second drawing costs seconds): it never scrolls sideways.
        await page.setViewportSize({ width: PHONE_WIDTH, height: 900 });
        try {
          await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 0) found.push(`${path} at ${PHONE_WIDTH}px: the page scrolls ${overflow}px sideways`);
          if (path === PHONE_AXE_PATH)
            for (const violation of await seriousAxeViolationsIn(page, language)) found.push(`${path} at ${PHONE_WIDTH}px: ${violation}`);
          await routeScreenshot(page, `route-${pageKey(path)}-${PHONE_WIDTH}-${language}`, language, found.length > 0);
        } finally {
          await page.setViewportSize({ width: 1280, height: 900 });
        }
        if (language === TRY_IT_OUT.language && path === TRY_IT_OUT.path) await tryItOut(page);
      }
      expect(found).toEqual([]);
      expect(cspViolations(session.consoleErrors)).toEqual([]);
      expect(session.pageErrors).toEqual([]);
    }, 240_000);
  }
});

/** Expands one operation, tries it out and sees the demo API answer 200 to the signed-in user's token; closes it. */
async function tryItOut(page: Page): Promise<void> {
  const operation = page.locator('#operations-discipline-get_discipline_page');
  await operation.locator('.opblock-summary-control').click({ timeout: SWAGGER_RENDER_MS });
  await operation.getByRole('button', { name: 'Try it out' }).click();
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/discipline/page');
  await operation.getByRole('button', { name: 'Execute' }).click();
  const request = await sent;
  expect((await request.allHeaders()).authorization).toMatch(/^Bearer .+/);
  await eventually(() => operation.locator('.live-responses-table tbody .response-col_status').first().textContent()).toContain('200');
  // Closed again: swagger-ui keeps an operation's state for the next document it draws.
  await operation.locator('.opblock-summary-control').click();
  await page.locator('.opblock.is-open').waitFor({ state: 'detached' });
}

/** The open-BIM supplier table's name in `language` (src/locales/docs). */
function readDocsText(language: Language): string {
  const messages = JSON.parse(readFileSync(join(process.cwd(), 'src', 'locales', 'docs', `${language}.json`), 'utf8')) as {
    docs: { open_bim: { title: string } };
  };
  return messages.docs.open_bim.title;
}
