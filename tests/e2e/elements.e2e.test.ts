import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';
import { localeText, type Language } from './support/localeText';
import { toPhoneWidth } from './support/phoneWidth';
import { readFixture } from './support/readFixture';
import { resourceLabel } from './support/resourceText';
import { authorizationOf } from './support/signIn';
import { switchLanguage } from './support/switchLanguage';
import { saveScreenshot } from './support/saveScreenshot';

interface Element {
  _id: string;
  identifier: string;
  elementTypeId: string;
  projectId: string;
  children?: string[];
}
interface TaskStatus {
  _id: string;
  name: string;
  explanationRequired: boolean;
}

const text = (key: string, values?: Record<string, string | number>) => localeText('en', key, values);
const elementTexts = (
  JSON.parse(readFileSync(join(process.cwd(), 'resources', 'element.resource.json'), 'utf8')) as { translations: { en: { actions: Record<string, string> } } }
).translations.en.actions;

const elements = readFixture<Element>('element');
const byId = new Map(elements.map((element) => [element._id, element]));
const parentOf = new Map(elements.flatMap((element) => (element.children ?? []).map((child) => [child, element._id] as const)));
const depthOf = (id: string): number => (parentOf.has(id) ? 1 + depthOf(parentOf.get(id) as string) : 0);
const descendants = (id: string): number => (byId.get(id)?.children ?? []).reduce((sum, child) => sum + 1 + descendants(child), 0);
/** The fixtures' deepest path, root first (five levels: system, subsystem, equipment, motor, sensor). */
const deepest = [...elements].sort((a, b) => depthOf(b._id) - depthOf(a._id))[0] as Element;
const chain: string[] = [];
for (let id: string | undefined = deepest._id; id !== undefined; id = parentOf.get(id)) chain.unshift(id);
const root = chain[0] as string;
const fifth = chain[4] as string;

/** Opens `hash` in English (the language the app keeps in local storage). */
async function openInEnglish(page: Page, appUrl: string, hash: string) {
  await page.goto(`${appUrl}${hash}`);
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
}

/** Creates an element through the API, as the create form does; answers its id. */
async function createElement(page: Page, appUrl: string, identifier: string): Promise<string> {
  const answer = await page.context().request.post(`${appUrl}api/element`, {
    headers: await authorizationOf(page),
    data: { identifier, name: `Element ${identifier}`, elementTypeId: deepest.elementTypeId, projectId: deepest.projectId },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { _id: string } }).data._id;
}

async function shot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}`);
}

const node = (page: Page, id: string) => page.locator(`[data-testid="element-node"][data-element-id="${id}"]`);

describe('the element screens in the browser', () => {
  const { withPage, url } = appJourneys();

  test("the fixtures' five-level tree opens level by level; a cycle gets the warning; a child added on the fifth level shows in the counts at once", async () => {
    expect(chain).toHaveLength(5);
    await withPage('element-hierarchy', async (page) => {
      await openInEnglish(page, url(), '#/elements-hierarchy');
      await page.getByRole('heading', { name: text('app.pages.elements_hierarchy.title'), level: 1 }).waitFor();
      const leaf = await createElement(page, url(), 'E2E-LEAF');

      for (const id of chain) await node(page, id).click();
      await eventually(() => page.getByTestId('element-path').innerText()).toBe(chain.map((id) => byId.get(id)?.identifier).join(' / '));
      expect(await page.getByTestId('element-children').innerText()).toBe('0');

      // Its grandparent as its child would close a loop: refused, listed under the warning.
      await page.getByRole('button', { name: elementTexts.addChildrens }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill(byId.get(chain[1] as string)?.identifier ?? '');
      await page.getByRole('option', { name: new RegExp(`^${byId.get(chain[1] as string)?.identifier ?? ''} `) }).click();
      // The list stays open for more choices: Escape closes it, not the dialog.
      await dialog.getByRole('combobox').press('Escape');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      const warning = page.getByRole('alertdialog', { name: elementTexts.addChildrensFailures });
      await warning.getByText(text('WOULD_CREATE_CYCLE')).waitFor();
      await warning.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: elementTexts.addChildrens }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox').fill('E2E-LEAF');
      await page.getByRole('option', { name: /^E2E-LEAF / }).click();
      await dialog.getByRole('combobox').press('Escape');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await eventually(() => page.getByTestId('element-children').innerText()).toBe('1');
      await eventually(() => node(page, fifth).getByTestId('element-children-count').innerText()).toBe('1 child');
      await node(page, fifth).click();
      await node(page, leaf).waitFor();

      // The root counts the new element below it.
      await node(page, root).click();
      await eventually(() => page.getByTestId('element-descendants').innerText()).toBe(String(descendants(root) + 1));
    });
  });

  test('the element query finds an element by its tag in en, pt and es and opens its timeline, fits a phone in each, and asks for no element named query', async () => {
    const target = byId.get(chain[2] as string) as Element;
    await withPage('element-query', async (page) => {
      // `/elements/query` is the page's own route, not an element whose id is `query`.
      const askedForQuery: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/element/query') askedForQuery.push(request.url());
      });
      await openInEnglish(page, url(), '#/elements/query');
      const heading = (language: Language) => page.getByRole('heading', { name: localeText(language, 'app.pages.elements_query.title'), level: 1 }).waitFor();
      // The tag typed once: the search outlasts each change of language.
      await heading('en');
      await eventually(() => page.locator('tbody tr').count()).toBeGreaterThan(1);
      await page.getByRole('textbox', { name: resourceLabel('element', 'en', 'fields', 'identifier') }).fill(target.identifier);
      for (const language of ['en', 'pt', 'es'] as const) {
        if (language !== 'en') await switchLanguage(page, language);
        await heading(language);
        await eventually(() => page.locator('tbody tr').count()).toBe(1);
        expect(await page.getByRole('textbox', { name: resourceLabel('element', language, 'fields', 'identifier') }).inputValue()).toBe(target.identifier);
        await shot(page, `element-query-1280-${language}`);
      }
      await page
        .locator('tbody tr')
        .getByRole('link', { name: localeText('es', 'app.elements.timeline') })
        .click();
      await page.getByRole('heading', { name: localeText('es', 'app.pages.timeline_element.title'), level: 1 }).waitFor();
      expect(new URL(page.url()).hash).toContain(`/timeline/element/${target._id}`);

      // Back from the timeline, the search is still there.
      await page.goBack();
      await heading('es');
      await eventually(() => page.locator('tbody tr').count()).toBe(1);
      await toPhoneWidth(page);
      for (const language of ['es', 'pt', 'en'] as const) {
        if (language !== 'es') await switchLanguage(page, language);
        await heading(language);
        await page.locator('.MuiList-root .MuiListItemText-root').first().waitFor();
        expect(await page.locator('.MuiList-root .MuiListItemText-root').count()).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await shot(page, `element-query-390-${language}`);
      }
      expect(askedForQuery).toEqual([]);
    });
  });

  test('the task status configuration saves the explanation-required flag at once', async () => {
    const status = readFixture<TaskStatus>('task-status').find((candidate) => !candidate.explanationRequired) as TaskStatus;
    await withPage('configurations', async (page) => {
      await openInEnglish(page, url(), '#/configurations/task-status');
      const toggle = page.getByLabel(text('app.configurations.explanationOf', { name: status.name }), { exact: true });
      await toggle.click();
      await eventually(async () => {
        const answer = await page.context().request.get(`${url()}api/states/${status._id}`, { headers: await authorizationOf(page) });
        return ((await answer.json()) as { data: TaskStatus }).data.explanationRequired;
      }).toBe(true);
      // The server has the flag before the browser has its answer: the switch follows once that arrives.
      await eventually(() => toggle.isChecked()).toBe(true);
    });
  });
});
