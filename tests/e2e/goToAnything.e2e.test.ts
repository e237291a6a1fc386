import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { readFixture } from './support/readFixture';
import { seriousAxeViolations } from './support/resourceSteps/seriousAxeViolations';
import { toPhoneWidth } from './support/phoneWidth';
import { hashPath, waitForPage } from './support/shellRoutes';
import { saveScreenshot } from './support/saveScreenshot';

type Language = 'pt' | 'en' | 'es';
type GoToMessages = Record<'open' | 'title' | 'placeholder' | 'screens' | 'records' | 'no_match', string>;
const LANGUAGE_NAMES: Record<Language, string> = { pt: 'Português', en: 'English', es: 'Español' };

function messages(language: Language): GoToMessages {
  const file = join(process.cwd(), 'src', 'framework', 'locales', `${language}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { app: { go_to: GoToMessages } }).app.go_to;
}

const programs = readFixture<{ _id: string; code: string; name: string }>('program');
const [gas, refining] = programs;

/** The label of the palette's highlighted item, as its input names it to assistive technology. */
function highlighted(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const id = document.querySelector('[role="combobox"][aria-activedescendant]')?.getAttribute('aria-activedescendant');
    return (id && document.getElementById(id)?.querySelector('.MuiListItemText-primary')?.textContent) ?? null;
  });
}

/** Moves the highlight down with the arrow key to the item labelled `label`, then opens it with Enter. */
async function chooseByKeyboard(page: Page, label: string): Promise<void> {
  for (let step = 0; step < 30 && (await highlighted(page)) !== label; step++) await page.keyboard.press('ArrowDown');
  expect(await highlighted(page)).toBe(label);
  await page.keyboard.press('Enter');
}

/** A picture to look at, once the dialog's opening transition is over. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every((node) => getComputedStyle(node).opacity === '1'));
  await saveScreenshot(page, `go-to-anything-${name}`);
}

async function switchLanguage(page: Page, from: Language, to: Language): Promise<void> {
  await page
    .getByRole('button', { name: new RegExp(LANGUAGE_NAMES[from], 'i') })
    .first()
    .click();
  await page.getByRole('menuitem', { name: LANGUAGE_NAMES[to] }).click();
  await page.getByRole('button', { name: new RegExp(`^${messages(to).open}`) }).waitFor();
}

/** The open palette of `language`: its dialog and its search. */
function palette(page: Page, language: Language) {
  const dialog = page.getByRole('dialog', { name: messages(language).title });
  return { dialog, input: dialog.getByRole('combobox', { name: messages(language).placeholder }) };
}

describe('go to anything', () => {
  const { withPage, url } = appJourneys();

  test('an admin finds screens and records with Ctrl+K and the header button, by keyboard, in pt, en and es, at 1280 and 390 px', async () => {
    await withPage('go-to-anything-admin', async (page, session) => {
      await session.context.addInitScript({ content: readFileSync(join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js'), 'utf8') });
      await page.goto(`${url()}#/home`);
      await waitForPage(page, '/home');
      const pt = messages('pt');

      // Ctrl+K, then a screen by its name.
      await page.keyboard.press('Control+k');
      let { dialog, input } = palette(page, 'pt');
      await input.fill('discipl');
      await dialog
        .getByRole('group', { name: pt.screens })
        .getByRole('option', { name: /Disciplinas/ })
        .waitFor();
      await chooseByKeyboard(page, 'Disciplinas');
      await waitForPage(page, '/disciplines', 'Disciplinas');
      await dialog.waitFor({ state: 'hidden' });

      // The header's button, then a record by its representation.
      const searches: URL[] = [];
      const onRequest = (request: { url(): string }) => {
        const asked = new URL(request.url());
        if (asked.pathname.startsWith('/api/') && asked.searchParams.has('q')) searches.push(asked);
      };
      page.on('request', onRequest);
      await page.getByRole('button', { name: `${pt.open} Ctrl+K` }).click();
      await input.fill(gas!.name.slice(0, 10));
      // Named by the program's representation and its resource.
      await dialog
        .getByRole('group', { name: pt.records })
        .getByRole('option', { name: `${gas!.code} - ${gas!.name} Programa`, exact: true })
        .waitFor();
      page.off('request', onRequest);
      // One full-text search a resource: each list asked once for the text typed.
      const lists = searches.filter((asked) => asked.searchParams.get('q') === gas!.name.slice(0, 10)).map((asked) => asked.pathname);
      expect(lists.length).toBeGreaterThan(5);
      expect(new Set(lists).size).toBe(lists.length);
      await shoot(page, '1280-pt');
      // The palette's listbox, groups and options, and the header's button, as axe-core judges them.
      expect(await seriousAxeViolations(page)).toEqual([]);
      await chooseByKeyboard(page, `${gas!.code} - ${gas!.name}`);
      await eventually(async () => hashPath(page)).toBe(`/programs/${gas!._id}/show`);

      // English and Spanish, the language changed in the app: the palette speaks it at once.
      for (const [from, language] of [
        ['pt', 'en'],
        ['en', 'es'],
      ] as const) {
        await switchLanguage(page, from, language);
        await page.keyboard.press('Control+k');
        ({ dialog, input } = palette(page, language));
        await dialog
          .getByRole('group', { name: messages(language).screens })
          .getByRole('option')
          .first()
          .waitFor();
        expect(await input.evaluate((node) => node === document.activeElement), 'the search, named in the language, has the focus').toBe(true);
        await shoot(page, `1280-${language}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
      }

      // On a phone: an icon in the bar opens it on the whole screen.
      await toPhoneWidth(page);
      const es = messages('es');
      await page.getByRole('button', { name: `${es.open} (Ctrl+K)` }).click();
      ({ dialog, input } = palette(page, 'es'));
      await input.fill(refining!.name.slice(0, 8));
      await dialog
        .getByRole('group', { name: es.records })
        .getByRole('option', { name: new RegExp(refining!.name) })
        .first()
        .waitFor();
      const box = await dialog.boundingBox();
      expect(box, 'the palette fills the phone').toMatchObject({ x: 0, y: 0, width: 390, height: 800 });
      await shoot(page, '390-es');
      await chooseByKeyboard(page, `${refining!.code} - ${refining!.name}`);
      await eventually(async () => hashPath(page)).toBe(`/programs/${refining!._id}/show`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'pixels the page scrolls sideways with the search icon in the bar').toBeLessThanOrEqual(0);
      await shoot(page, '390-es-bar');
    });
  });

  test('a member is offered only the screens and records the guard lets them open', async () => {
    await withPage(
      'go-to-anything-member',
      async (page) => {
        const asked: string[] = [];
        page.on('request', (request) => asked.push(new URL(request.url()).pathname));
        await page.goto(`${url()}#/home`);
        await waitForPage(page, '/home');
        const pt = messages('pt');
        await page.keyboard.press('Control+k');
        const { dialog, input } = palette(page, 'pt');
        const screens = dialog.getByRole('group', { name: pt.screens });
        await screens.getByRole('option').first().waitFor();
        const offered = await screens.locator('.MuiListItemText-primary').allInnerTexts();
        expect(offered).toContain('Atividades');
        for (const adminOnly of ['Disciplinas', 'Programas', 'Usuários']) expect(offered).not.toContain(adminOnly);

        // A program's name finds nothing (programs are for admins), and no program list is asked.
        await input.fill(gas!.name.slice(0, 10));
        await dialog.getByRole('status').getByText(pt.no_match).waitFor();
        expect(asked.filter((path) => path.startsWith('/api/program'))).toEqual([]);

        // On a phone, by the bar's icon: an activity of the member's project, by the tag in its description, opened by keyboard.
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await toPhoneWidth(page);
        await page.getByRole('button', { name: `${pt.open} (Ctrl+K)` }).click();
        const [activity] = readFixture<{ _id: string; description: string }>('activity');
        await input.fill(activity!.description.split(' - ')[1]!);
        await dialog
          .getByRole('group', { name: pt.records })
          .getByRole('option', { name: new RegExp(activity!.description) })
          .waitFor();
        await shoot(page, '390-pt-member');
        await chooseByKeyboard(page, activity!.description);
        await eventually(async () => hashPath(page)).toBe(`/activities/${activity!._id}/show`);
      },
      { user: 'member' },
    );
  });
});
