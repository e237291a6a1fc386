import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { parseChangelog } from '../../src/pages/changelog/parseChangelog';
import { badgeCatalogue } from '../../src/pages/style/badgeCatalogue';
import { appJourneys } from './support/appJourneys';
import { resourceSession, type Language } from './support/resourceSession';
import { seriousAxeViolationsIn } from './support/resourceSteps/seriousAxeViolations';
import { goToRoute, hashPath, readMessage, registryModel, waitForPage } from './support/shellRoutes';
import { saveScreenshot } from './support/saveScreenshot';
import { LANGUAGES, widthsIn } from './support/languagesAt';

const model = registryModel();
const changelog = parseChangelog(readFileSync(join(process.cwd(), 'CHANGELOG.md'), 'utf8'));

type Messages = { [key: string]: string | Messages };

/** `app.<feature>.<key>` from the feature's file (`src/locales/<feature>/<lang>.json`), failing loudly when missing. */
function message(feature: string, language: Language, key: string): string {
  let node: string | Messages | undefined = JSON.parse(readFileSync(join(process.cwd(), 'src', 'locales', feature, `${language}.json`), 'utf8')) as Messages;
  for (const part of ['app', feature, ...key.split('.')]) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message ${key} in src/locales/${feature}/${language}.json`);
  return node;
}

const title = (language: Language, page: 'changelog' | 'style') => readMessage(language, `app.pages.${page}.title`) ?? '';

/** What fits the screen and (in the reference language) passes axe, or what does not, as lines naming the page and width. */
async function fitAndAxe(page: Page, name: string, language: Language): Promise<string[]> {
  const found: string[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (overflow > 0) found.push(`${name}: the page scrolls ${overflow}px sideways`);
  for (const violation of await seriousAxeViolationsIn(page, language)) found.push(`${name}: ${violation}`);
  return found;
}

describe('/changelog and /style as a global admin at 1280 and 390 px, in three languages on the phone', () => {
  const { pageAt } = resourceSession();

  for (const language of LANGUAGES) {
    test(`in ${language}: /changelog shows every version of CHANGELOG.md with its kinds of change and entries`, async () => {
      const found: string[] = [];
      for (const width of widthsIn(language)) {
        const { page } = await pageAt(width, language);
        await goToRoute(page, '/changelog');
        await waitForPage(page, '/changelog', title(language, 'changelog'));
        await page.getByRole('heading', { level: 1, name: title(language, 'changelog'), exact: true }).waitFor();
        await page.getByText(message('changelog', language, 'intro'), { exact: true }).waitFor();
        const versions = changelog.releases.map((release) =>
          release.version === 'Unreleased' ? message('changelog', language, 'unreleased') : release.version,
        );
        expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(versions);
        // The kinds of change are chrome (translated); the entries stay as the file wrote them.
        const added = message('changelog', language, 'kind.added');
        expect(await page.getByRole('heading', { level: 3, name: added, exact: true }).count()).toBe(
          changelog.releases.filter((release) => release.sections.some((section) => section.heading === 'Added')).length,
        );
        const lastRelease = changelog.releases.at(-1);
        const lastEntry =
          lastRelease?.sections
            .at(-1)
            ?.entries.at(-1)
            ?.map((part) => part.text)
            .join('') ?? '';
        await page.getByText(lastEntry, { exact: true }).waitFor();
        const dates = await page.getByText(new RegExp(message('changelog', language, 'released').replace('%{date}', '.+'))).count();
        expect(dates, 'a date beside every released version').toBe(changelog.releases.filter((release) => release.date).length);
        found.push(...(await fitAndAxe(page, `/changelog ${width}px`, language)));
        await saveScreenshot(page, `changelog-${width}-${language}`, { fullPage: true });
      }
      expect(found).toEqual([]);
    });

    test(`in ${language}: /style shows the palette, the type scale, the buttons, a dialog, a popover, the global popup and every status badge`, async () => {
      const found: string[] = [];
      const text = (key: string) => message('style', language, key);
      for (const width of widthsIn(language)) {
        const { page } = await pageAt(width, language);
        await goToRoute(page, '/style');
        await waitForPage(page, '/style', title(language, 'style'));
        const sections = ['palette', 'typography', 'buttons', 'overlays', 'badges'].map((section) => text(`${section}.title`));
        expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(sections);
        // The palette is the theme's own (src/shell/appTheme.ts: primary #135cb0).
        await page.getByText('main #135cb0').first().waitFor();
        expect(await page.getByText(text('typography.sample'), { exact: true }).count(), 'one sample per step of the type scale').toBe(13);
        for (const variant of ['contained', 'outlined', 'text'])
          expect(await page.getByRole('button', { name: text(`buttons.${variant}`), exact: true }).count(), variant).toBe(2);

        // Every status label of every value set, in the page's language, in its colour.
        const { groups, colors } = badgeCatalogue(model);
        const shown = new Set((await page.locator('.StatusBadge-label').allTextContents()).map((label) => label.trim()));
        const missing = groups
          .flatMap((group) => (group.kind === 'valueSet' ? group.entries.map((entry) => entry.labels[language] ?? entry.key) : []))
          .filter((label) => !shown.has(label));
        expect(missing, 'status labels not shown').toEqual([]);
        for (const color of colors) expect(shown.has(color), `the ${color} badge`).toBe(true);

        found.push(...(await fitAndAxe(page, `/style ${width}px`, language)));
        await saveScreenshot(page, `style-${width}-${language}`, { fullPage: true });

        await page.getByRole('button', { name: text('overlays.open_dialog'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: text('overlays.dialog_title') });
        await dialog.getByText(text('overlays.dialog_text')).waitFor();
        found.push(...(await fitAndAxe(page, `/style dialog ${width}px`, language)));
        if (width === 390) await saveScreenshot(page, `style-dialog-${width}-${language}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });

        await page.getByRole('button', { name: text('overlays.open_popover'), exact: true }).click();
        const note = page.getByText(text('overlays.popover_text'), { exact: true });
        await note.waitFor();
        found.push(...(await fitAndAxe(page, `/style popover ${width}px`, language)));
        await page.keyboard.press('Escape');
        await note.waitFor({ state: 'hidden' });

        await page.getByRole('button', { name: text('overlays.popup.WARNING'), exact: true }).click();
        const popup = page.getByRole('alertdialog', { name: text('overlays.popup.WARNING') });
        await popup.getByText(text('overlays.popup_text')).waitFor();
        expect(await page.locator('[data-popup-type="WARNING"]').count(), "the product's popup, of the type asked").toBe(1);
        found.push(...(await fitAndAxe(page, `/style popup ${width}px`, language)));
        await page.keyboard.press('Escape');
        await popup.waitFor({ state: 'hidden' });
      }
      expect(found).toEqual([]);
    });
  }
});

describe('who may open them (spec §2: /changelog ADMIN only, /style every signed-in user)', () => {
  const { withPage, url } = appJourneys();

  for (const user of ['member', 'project-admin'] as const) {
    test(`${user}: /style opens, /changelog answers not-found`, async () => {
      const session = await withPage(
        `changelog-style-${user}`,
        async (page) => {
          await page.goto(`${url()}#/home`);
          await goToRoute(page, '/style');
          await waitForPage(page, '/style', title('pt', 'style'));
          await goToRoute(page, '/changelog');
          await waitForPage(page, '/not-found');
          expect(hashPath(page)).toBe('/not-found');
          expect(await page.getByText(message('changelog', 'pt', 'intro')).count()).toBe(0);
        },
        { user },
      );
      expect(session.pageErrors).toEqual([]);
    });
  }
});
