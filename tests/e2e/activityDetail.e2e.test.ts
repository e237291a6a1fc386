import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually } from './support/appJourneys';

/*
 * The activity detail (spec §2, §7) as the global admin, in English: a comment added, then
 * deleted with a reason and found in the deleted list; a task added and removed; the
 * execution instructions page creating, changing and deleting one; at 1280 and 390 px the
 * page never scrolls sideways.
 */
const root = process.cwd();
const readJson = <T>(...path: string[]): T => JSON.parse(readFileSync(join(root, ...path), 'utf8')) as T;
type Messages = { [key: string]: string | Messages };
const messages = readJson<Messages>('src', 'locales', 'activityDetail', 'en.json');
function message(key: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of ['app', 'activity_detail', ...key.split('.')]) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message app.activity_detail.${key}`);
  return node;
}
/** A message with its `%{name}` placeholders filled, the first choice of a plural. */
const filled = (key: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`%{${name}}`, String(value)), message(key).split(' |||| ')[0] ?? '');

interface Activity {
  _id: string;
  description: string;
  executionStatus: number;
  isDeleted?: boolean;
  tasks?: string[];
}
const activity = readJson<Activity[]>('fixtures', 'activity.json').find(
  (item) => !item.isDeleted && item.executionStatus !== 9 && (item.tasks?.length ?? 0) > 0 && (item.tasks?.length ?? 0) < 10,
)!;
const taskCount = activity.tasks?.length ?? 0;

async function noSidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function openInEnglish(page: Page, url: string, path: string): Promise<void> {
  // Home first, settled (signing in may still be taking the page there), then the language and the page.
  await page.goto(`${url}#/home`);
  await page.locator('main').first().waitFor();
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(`${url}#${path}`);
  await page.reload();
  await eventually(() => page.evaluate(() => window.location.hash)).toContain(path);
}

/**
 * Narrowed below the sidebar's breakpoint, the open sidebar becomes a drawer over the page:
 * closed with Escape once it is there (a key pressed before it opens is lost), then gone.
 */
async function closeNarrowedDrawer(page: Page): Promise<void> {
  const drawer = page.locator('.MuiDrawer-modal');
  await drawer.waitFor();
  await page.keyboard.press('Escape');
  await eventually(() => drawer.count()).toBe(0);
}

describe('the activity detail', () => {
  const journeys = appJourneys();

  test('comments: add one, delete it with a reason, find it in the deleted list; tasks: add one and remove it', async () => {
    await journeys.withPage('activity-detail', async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openInEnglish(page, journeys.url(), `/activities/${activity._id}/show`);
      await page.getByRole('heading', { level: 1, name: activity.description }).waitFor();
      const tasksTitle = page.locator('#activity-tasks-title');
      await eventually(() => tasksTitle.textContent()).toBe(filled('tasks.title', { count: taskCount }));
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

      // A comment, added and then deleted with a reason.
      const text = `Check the flange bolts ${Date.now()}`;
      const comments = page.getByRole('region', { name: message('comments.title') });
      await comments.getByRole('textbox', { name: message('comments.new') }).fill(text);
      await comments.getByRole('button', { name: message('comments.add') }).click();
      const item = comments
        .getByRole('list', { name: message('comments.title') })
        .getByRole('listitem')
        .filter({ hasText: text });
      await item.waitFor();
      await item.getByRole('button', { name: message('comments.delete') }).click();
      const dialog = page.getByRole('dialog', { name: message('comments.delete_title') });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.getByText(message('comments.reason_required')).waitFor();
      await dialog.getByRole('textbox', { name: message('comments.reason') }).fill('Written on the wrong activity');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await eventually(() => comments.getByText(text).count()).toBe(0);
      await comments.getByRole('button', { name: message('comments.show_deleted') }).click();
      const deleted = page
        .getByRole('list', { name: message('comments.deleted_title') })
        .getByRole('listitem')
        .filter({ hasText: text });
      await deleted.waitFor();
      expect(await deleted.textContent()).toContain('Written on the wrong activity');

      // A task from the catalogue, added and removed.
      const picker = page.getByRole('combobox', { name: message('tasks.pick') });
      await picker.click();
      const option = page.getByRole('option').first();
      await option.waitFor();
      const taskName = (await option.textContent()) ?? '';
      await option.click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: message('tasks.add') }).click();
      await eventually(() => tasksTitle.textContent()).toBe(filled('tasks.title', { count: taskCount + 1 }));
      const rows = page.getByRole('checkbox', { name: filled('tasks.select', { name: taskName }) });
      await rows.last().check();
      await page.getByRole('button', { name: filled('tasks.remove', { smart_count: 1 }) }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await eventually(() => tasksTitle.textContent()).toBe(filled('tasks.title', { count: taskCount }));

      // Narrowed, the sidebar opens as a drawer over the page: closed, the page is what shows.
      await page.setViewportSize({ width: 390, height: 900 });
      await closeNarrowedDrawer(page);
      await page.locator('#activity-title').waitFor();
      await eventually(() => noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  });

  test("the activity list's tabs: mine filters on the signed-in user (and the user's groups), to update on FIC activities, all clears both", async () => {
    await journeys.withPage('activity-tabs', async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openInEnglish(page, journeys.url(), '/activities');
      const filter = async () =>
        JSON.parse(new URLSearchParams((await page.evaluate(() => window.location.hash)).split('?')[1] ?? '').get('filter') ?? '{}') as Record<string, unknown>;
      await page.getByRole('tab', { name: 'Mine' }).click();
      await eventually(async () => typeof (await filter()).assignedTo).toBe('string');
      await page.getByRole('tab', { name: 'To update in FIC' }).click();
      await eventually(filter).toEqual({ source: 'FIC' });
      await eventually(() => page.getByRole('tab', { name: 'To update in FIC' }).getAttribute('aria-selected')).toBe('true');
      await page.getByRole('tab', { name: 'All' }).click();
      await eventually(filter).toEqual({});
    });
  });

  test('execution instructions: open from the detail, create, change and delete one', async () => {
    await journeys.withPage('activity-instructions', async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openInEnglish(page, journeys.url(), `/activities/${activity._id}/show`);
      await page.getByRole('heading', { level: 1, name: activity.description }).waitFor();
      await page.getByRole('link', { name: message('instructions.open') }).click();
      await eventually(() => page.evaluate(() => window.location.hash)).toContain(`/activity/${activity._id}/execution-instructions`);
      const list = page.locator('main');
      const text = `Isolate the pump first ${Date.now()}`;
      await page.getByRole('textbox', { name: message('instructions.new') }).fill(text);
      await page.getByRole('button', { name: message('instructions.add') }).click();
      const item = list.getByRole('listitem').filter({ hasText: text });
      await item.waitFor();

      await item.getByRole('button', { name: message('instructions.edit') }).click();
      const editor = page.getByRole('textbox', { name: message('instructions.description'), exact: true });
      await editor.fill(`${text}, then lock it`);
      await page.getByRole('button', { name: 'Save' }).click();
      const changed = list.getByRole('listitem').filter({ hasText: `${text}, then lock it` });
      await changed.waitFor();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

      await changed.getByRole('button', { name: message('instructions.delete') }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await eventually(() => list.getByText(text).count()).toBe(0);

      await page.setViewportSize({ width: 390, height: 900 });
      await closeNarrowedDrawer(page);
      await page.locator('#instructions-title').waitFor();
      await eventually(() => noSidewaysScroll(page)).toBeLessThanOrEqual(0);

      // An id that names no activity: said so, with no field to write an instruction into.
      await page.evaluate(() => {
        window.location.hash = '#/activity/ffffffffffffffffffffffff/execution-instructions';
      });
      await page.getByRole('alert').getByText('does not exist or was deleted', { exact: false }).waitFor();
      // Under the page's own title, as any address of the route.
      await page.locator('#instructions-title').waitFor();
      expect(await page.getByRole('textbox', { name: message('instructions.new') }).count()).toBe(0);
    });
  });
});
