import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, unexpectedConsoleErrors } from './support/appJourneys';
import { ptText } from './support/ptText';
import { readFixture } from './support/readFixture';
import { saveScreenshot } from './support/saveScreenshot';

interface Activity {
  _id: string;
  description: string;
  origin: string;
}
interface ActivityType {
  _id: string;
  name: string;
}

const UNKNOWN_ID = 'ffffffffffffffffffffffff';
/** A value each kind of input takes as typed. */
const TYPED_SAMPLE: Record<string, string> = { text: 'Longe', 'datetime-local': '2025-03-04T10:30', date: '2025-03-04', number: '42' };

/** "1 campo precisa de atenção" / "3 campos precisam de atenção": the singular or the plural half. */
function needAttention(count: number): string {
  const [one, many] = ptText('forms.errors.summary', { smart_count: count }).split(' |||| ');
  return (count === 1 ? one : many) ?? '';
}

function apiWrite(request: Request, method: string, path: RegExp): boolean {
  return request.method() === method && path.test(new URL(request.url()).pathname);
}

/** Keeps a screenshot of the page as an artifact of the run. */
async function keepScreenshot(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, `${name}`);
}

async function isInViewport(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return false;
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  }, selector);
}

describe('forms, show pages and dialogs in the browser (pt-BR)', () => {
  const { withPage, url } = appJourneys();

  test('an invalid save scrolls to the first field in error, focuses it and says how many need attention', async () => {
    const session = await withPage('forms-invalid-save', async (page) => {
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (apiWrite(request, 'POST', /^\/api\/activity$/)) posts.push(request);
      });
      await page.goto(`${url()}#/activity/create`);
      const description = page.getByRole('textbox', { name: 'Descrição', exact: true });
      // A description of spaces is no description.
      await description.fill('    ');
      await page.mouse.wheel(0, 5000);
      await page.waitForFunction(() => window.scrollY > 0 || document.scrollingElement!.scrollTop > 0);

      await page.getByRole('button', { name: ptText('ra.action.save') }).click();
      await page.getByRole('status').getByText(needAttention(1)).waitFor();
      await expect.poll(() => description.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await isInViewport(page, '#root_description')).toBe(true);
      expect(await description.getAttribute('aria-invalid')).toBe('true');
      await page.getByText(ptText('FIELD_IS_REQUIRED'), { exact: true }).first().waitFor();
      expect(posts).toHaveLength(0);
      await keepScreenshot(page, 'activity-create-invalid');
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
  });

  test('one click on Save submits or shows every error, also right after typing an invalid value', async () => {
    const stamp = Date.now().toString(36).toUpperCase().slice(-6);
    const session = await withPage('forms-one-click', async (page) => {
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (apiWrite(request, 'POST', /^\/api\/discipline$/)) posts.push(request);
      });
      await page.goto(`${url()}#/discipline/create`);
      const name = page.getByRole('textbox', { name: 'Nome' });
      const identifier = page.getByRole('textbox', { name: 'Identificador' });
      const save = page.getByRole('button', { name: ptText('ra.action.save') });
      await name.fill(`Disciplina ${stamp}`);
      // The field typed last is invalid and still focused: the press on Save blurs it, its
      // message appears, and the same click still lands on Save.
      await identifier.pressSequentially('abc');
      const saveBox = await save.boundingBox();
      await save.click();
      await page.getByRole('status').getByText(needAttention(1)).waitFor();
      await page.getByText(ptText('validation.pattern'), { exact: true }).waitFor();
      expect(await save.boundingBox()).toEqual(saveBox);
      expect(posts).toHaveLength(0);

      // Invalid, then valid: the message clears as the user types, and one click saves.
      await identifier.fill(`E2E-${stamp}`);
      const created = page.waitForRequest((request) => apiWrite(request, 'POST', /^\/api\/discipline$/));
      await save.click();
      await created;
      await page.waitForURL(/#\/disciplines\/[^/?]+\/show(\?.*)?$/);
      await page.getByText('Disciplina criada', { exact: true }).waitFor();
      expect(posts).toHaveLength(1);
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
  });

  test('a record of a closed schema (additionalProperties: false) is edited and saved', async () => {
    const [type] = readFixture<ActivityType>('activity-type');
    if (!type) throw new Error('fixtures/activity-type.json is empty');
    const session = await withPage('forms-closed-schema-edit', async (page) => {
      await page.goto(`${url()}#/activity-type/${type._id}`);
      const name = page.getByRole('textbox', { name: 'Nome' });
      await expect.poll(() => name.inputValue()).toBe(type.name);
      await name.fill(`${type.name} (revisado)`);
      const saved = page.waitForResponse((response) => apiWrite(response.request(), 'PUT', new RegExp(`^/api/activity-type/${type._id}$`)));
      await page.getByRole('button', { name: ptText('ra.action.save') }).click();
      expect((await saved).status()).toBe(200);
      await page.waitForURL(/#\/activity-type\/[^/?]+\/show(\?.*)?$/);
      await page.getByText('Tipo de atividade salvo', { exact: true }).waitFor();
      await page.getByText(`${type.name} (revisado)`, { exact: true }).first().waitFor();
      // No technical id row on the show page.
      expect(await page.getByText(type._id, { exact: true }).count()).toBe(0);
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
  });

  test('the delete dialog names the record, says the consequence and asks for the motive of a soft delete', async () => {
    const activity = readFixture<Activity>('activity').find((record) => record.origin === 'MANUAL');
    if (!activity) throw new Error('fixtures/activity.json has no manual activity');
    const session = await withPage('forms-delete-dialog', async (page) => {
      await page.goto(`${url()}#/activity/${activity._id}/show`);
      await page.getByText(activity.description, { exact: true }).first().waitFor();
      await keepScreenshot(page, 'activity-show');
      await page.getByRole('button', { name: ptText('ra.action.delete'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: ptText('forms.delete.title', { name: 'Atividade', record: activity.description }) });
      await dialog.getByText(ptText('forms.delete.softConsequence')).waitFor();
      const confirm = dialog.getByRole('button', { name: ptText('forms.delete.confirm') });
      expect(await confirm.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)$/);
      await keepScreenshot(page, 'activity-delete-dialog');

      await confirm.click();
      await dialog.getByText(ptText('FIELD_IS_REQUIRED')).waitFor();
      await dialog.getByRole('textbox', { name: ptText('app.action.reason') }).fill('Criada em duplicidade');
      const deleted = page.waitForRequest((request) => apiWrite(request, 'PUT', new RegExp(`^/api/activity/${activity._id}/delete$`)));
      await confirm.click();
      expect((await deleted).postDataJSON()).toEqual({ reasonForDeletion: 'Criada em duplicidade' });
      await page.waitForURL(/#\/activities(\?.*)?$/);
      await page.getByText('Atividade excluída', { exact: true }).waitFor();
    });
    expect(session.pageErrors).toEqual([]);
    // The refresh after the delete asks once more for the record, which is gone.
    expect(unexpectedConsoleErrors(session, [404])).toEqual([]);
  });

  test('a long form leaves its far fields undrawn until they near the screen; each is still reached and keeps what was typed', async () => {
    const session = await withPage('forms-far-fields', async (page) => {
      // A phone held sideways: the activity form is several screens long.
      await page.setViewportSize({ width: 844, height: 390 });
      await page.goto(`${url()}#/activity/create`);
      await page.getByRole('textbox', { name: 'Descrição', exact: true }).waitFor();
      // The first field the user types in (not a search box) that the browser has not drawn.
      const inputs = page.locator('form .form-field input:not([role="combobox"]):not([type="hidden"]):not([type="checkbox"])');
      const farIndex = await inputs.evaluateAll((elements) => elements.findIndex((input) => !input.checkVisibility({ contentVisibilityAuto: true })));
      expect(farIndex).toBeGreaterThan(0);
      const farInput = inputs.nth(farIndex);
      const drawn = () => farInput.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
      // Reached like any field: focusing it brings it to the screen, drawn.
      await farInput.focus();
      await expect.poll(drawn).toBe(true);
      expect(await isInViewport(page, `#${await farInput.getAttribute('id')}`)).toBe(true);
      const typed = TYPED_SAMPLE[(await farInput.getAttribute('type')) ?? 'text'] ?? TYPED_SAMPLE.text!;
      await farInput.fill(typed);
      await page.keyboard.press('Tab');
      // Back at the top, the field still holds what was typed.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('textbox', { name: 'Descrição', exact: true }).focus();
      expect(await farInput.inputValue()).toBe(typed);
      await keepScreenshot(page, 'activity-create-844x390-top');
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [])).toEqual([]);
  });

  test('an unknown record shows "not found" in the page with a way back to the list', async () => {
    const session = await withPage('forms-not-found', async (page) => {
      for (const path of [`#/discipline/${UNKNOWN_ID}/show`, `#/discipline/${UNKNOWN_ID}`]) {
        await page.goto(`${url()}${path}`);
        await page.getByRole('heading', { name: ptText('forms.show.notFound.title') }).waitFor();
        expect(await page.getByText(ptText('ra.notification.item_doesnt_exist')).count()).toBe(0);
      }
      await keepScreenshot(page, 'record-not-found');
      await page.getByRole('link', { name: ptText('forms.show.notFound.back') }).click();
      await page.waitForURL(/#\/disciplines(\?.*)?$/);
      await page.getByRole('cell', { name: 'Elétrica', exact: true }).waitFor();
    });
    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [404])).toEqual([]);
  });
});
