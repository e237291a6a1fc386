import type { Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { appJourneys, eventually, unexpectedConsoleErrors } from './support/appJourneys';
import { listColumn } from './support/listColumn';
import { ptText } from './support/ptText';
import { readFixture } from './support/readFixture';

interface Discipline {
  name: string;
  identifier: string;
}
interface Task {
  _id: string;
  description: string;
  order: number;
}
interface ActivityTask {
  task?: string;
}

/** The pagination of the first page, e.g. "1-20 de 20" (both lists show 25 rows a page). */
const rangeInfo = (total: number, perPage = 25) =>
  ptText('ra.navigation.page_range_info', { offsetBegin: total === 0 ? 0 : 1, offsetEnd: Math.min(total, perPage), total });

const SHOW_URL = /#\/disciplines\/[^/?]+\/show(\?.*)?$/;
const LIST_URL = /#\/disciplines(\?.*)?$/;

function isApiWrite(request: Request, method: string, path: RegExp): boolean {
  return request.method() === method && path.test(new URL(request.url()).pathname);
}

describe('admin in the browser (pt-BR)', () => {
  const { withPage, url } = appJourneys();

  test('disciplines: list, filter, sort, create with validation, duplicate name, edit, delete', async () => {
    const fixtures = readFixture<Discipline>('discipline');
    const stamp = Date.now().toString(36).toUpperCase();
    const newName = `Disciplina E2E ${stamp}`;
    const newIdentifier = `E2E-${stamp.slice(-6)}`;
    const editedName = `${newName} editada`;

    const session = await withPage('disciplines', async (page) => {
      const posts: Request[] = [];
      page.on('request', (request) => {
        if (isApiWrite(request, 'POST', /^\/api\/discipline$/)) posts.push(request);
      });
      const nameFilter = page.getByRole('textbox', { name: 'Nome', exact: true });
      const names = () => listColumn(page, 'Nome');

      // The list: fixture rows, the total, the declared columns.
      await page.goto(`${url()}#/discipline`);
      await page.getByRole('cell', { name: 'Elétrica', exact: true }).waitFor();
      await page.getByText(rangeInfo(fixtures.length), { exact: true }).waitFor();
      const headers = await page.getByRole('columnheader').allInnerTexts();
      expect(headers.map((text) => text.trim())).toEqual(expect.arrayContaining(['Identificador', 'Nome']));
      const ascending = await names();
      expect(ascending).toHaveLength(fixtures.length);
      expect(new Set(ascending)).toEqual(new Set(fixtures.map((record) => record.name)));

      // Filter by name: "contains", ignoring case and accents ('Elé' also finds 'Telecomunicações').
      await nameFilter.fill('Elé');
      await eventually(names).toEqual(['Elétrica', 'Telecomunicações']);

      // "Igual a": a partial name matches nothing; the empty message offers to clear the filters.
      // The match type is an option inside the name filter (contains by default).
      await page.locator('.filter-field[data-source="name"] button[aria-haspopup="menu"]').click();
      await page.getByRole('menuitem', { name: ptText('app.filter.match.equals'), exact: true }).click();
      await page.getByText(ptText('ra.navigation.no_filtered_results', { name: 'Disciplinas' })).waitFor();
      expect(await names()).toEqual([]);
      await nameFilter.fill('elétrica');
      await eventually(names).toEqual(['Elétrica']);
      await nameFilter.fill('Elé');
      await page.getByRole('button', { name: ptText('ra.navigation.clear_filters') }).click();
      await page.getByText(rangeInfo(fixtures.length), { exact: true }).waitFor();
      await eventually(names).toEqual(ascending);
      expect(await nameFilter.inputValue()).toBe('');

      // Sort: clicking the "Nome" header flips the order.
      const nameHeader = page.getByRole('columnheader').getByText('Nome', { exact: true });
      await nameHeader.click();
      await eventually(names).toEqual([...ascending].reverse());
      await nameHeader.click();
      await eventually(names).toEqual(ascending);

      // Create: an identifier breaking the pattern is refused on the field, nothing is sent.
      await page.getByRole('link', { name: ptText('ra.action.create') }).click();
      await page.waitForURL(/#\/disciplines\/create(\?.*)?$/);
      const nameInput = page.getByRole('textbox', { name: 'Nome' });
      const identifierInput = page.getByRole('textbox', { name: 'Identificador' });
      const save = page.getByRole('button', { name: ptText('ra.action.save') });
      // The URL changes before the form replaces the list (navigations render as transitions),
      // and the list's name filter is a "Nome" textbox too: the form is there once Save is.
      await save.waitFor();
      await nameInput.fill(newName);
      await identifierInput.fill('abc');
      await save.click();
      await page.getByText(ptText('validation.pattern'), { exact: true }).waitFor();
      expect(await identifierInput.getAttribute('aria-invalid')).toBe('true');
      expect(posts).toHaveLength(0);
      expect(page.url()).toMatch(/#\/disciplines\/create(\?.*)?$/);
      expect(await nameInput.inputValue()).toBe(newName);
      expect(await identifierInput.inputValue()).toBe('abc');

      // A corrected value saves on the first click on "Salvar", as a user does: the message
      // clears while typing, so the button does not move away under the pointer.
      await identifierInput.fill(newIdentifier);
      await page.getByText(ptText('validation.pattern'), { exact: true }).waitFor({ state: 'detached' });
      const createRequest = page.waitForRequest((request) => isApiWrite(request, 'POST', /^\/api\/discipline$/));
      await save.click();
      await createRequest;

      // The show page of the new record.
      await page.waitForURL(SHOW_URL);
      await page.getByText(newIdentifier, { exact: true }).waitFor();
      await page.getByText(newName, { exact: true }).waitFor();
      expect(posts).toHaveLength(1);

      // Back in the list, filtering by its name finds it.
      await page.getByRole('menuitem', { name: 'Disciplinas' }).click();
      await page.waitForURL(LIST_URL);
      await page.getByText(rangeInfo(fixtures.length + 1), { exact: true }).waitFor();
      await nameFilter.fill(newName);
      await eventually(names).toEqual([newName]);
      expect(await listColumn(page, 'Identificador')).toEqual([newIdentifier]);

      // Server rule: the name must be unique. The dialog explains it; the form keeps the input.
      await page.getByRole('link', { name: ptText('ra.action.create') }).click();
      await page.waitForURL(/#\/disciplines\/create(\?.*)?$/);
      await save.waitFor();
      await nameInput.fill('Elétrica');
      await identifierInput.fill('ELE-2');
      await save.click();
      const errorDialog = page.getByRole('alertdialog');
      await errorDialog.getByRole('heading', { name: ptText('DISCIPLINE.NAME_ALREADY_EXISTS_ERROR') }).waitFor();
      await errorDialog.getByRole('button', { name: ptText('errors.return') }).click();
      await errorDialog.waitFor({ state: 'detached' });
      expect(page.url()).toMatch(/#\/disciplines\/create(\?.*)?$/);
      expect(await nameInput.inputValue()).toBe('Elétrica');
      expect(await identifierInput.inputValue()).toBe('ELE-2');
      await page.getByRole('button', { name: ptText('ra.action.cancel') }).click();
      await page.waitForURL(LIST_URL);
      await page.getByText(rangeInfo(fixtures.length + 1), { exact: true }).waitFor();

      // Edit the new record from its show page.
      await nameFilter.fill(newName);
      await eventually(names).toEqual([newName]);
      await page.getByRole('cell', { name: newName, exact: true }).click();
      await page.waitForURL(SHOW_URL);
      await page
        .locator('.show-page')
        .getByRole('link', { name: ptText('ra.action.edit') })
        .click();
      await page.waitForURL(/#\/disciplines\/[^/?]+(\?.*)?$/);
      await eventually(() => nameInput.inputValue()).toBe(newName);
      await nameInput.fill(editedName);
      await save.click();
      await page.waitForURL(SHOW_URL);
      await page.getByText(editedName, { exact: true }).waitFor();

      // Delete it (pessimistic, after confirming): the list no longer has it.
      await page.getByRole('button', { name: ptText('ra.action.delete') }).click();
      const confirm = page.getByRole('dialog', { name: ptText('forms.delete.title', { name: 'Disciplina', record: `${newIdentifier} - ${editedName}` }) });
      await confirm.getByRole('button', { name: ptText('forms.delete.confirm') }).click();
      await page.waitForURL(LIST_URL);
      await page.getByText(rangeInfo(fixtures.length), { exact: true }).waitFor();
      await eventually(names).toEqual(ascending);
      await nameFilter.fill(newName);
      await page.getByText(ptText('ra.navigation.no_filtered_results', { name: 'Disciplinas' })).waitFor();
    });

    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [400])).toEqual([]);
    expect(session.blockedRequests).toEqual([]);
  });

  test('tasks: a task used by activities is not deleted, the dialog says why', async () => {
    const tasks = readFixture<Task>('task');
    const first = [...tasks].sort((a, b) => a.order - b.order)[0];
    if (!first) throw new Error('fixtures/task.json is empty');
    const linked = readFixture<ActivityTask>('activity-task').some((item) => item.task === first._id);
    expect(linked, `fixtures: an activity uses the task "${first.description}"`).toBe(true);

    const session = await withPage('tasks', async (page) => {
      const descriptions = () => listColumn(page, 'Descrição');
      await page.goto(`${url()}#/task`);
      await page.getByText(rangeInfo(tasks.length), { exact: true }).waitFor();
      await eventually(async () => (await descriptions())[0]).toBe(first.description);

      await page.getByRole('cell', { name: first.description, exact: true }).first().click();
      await page.waitForURL(/#\/tasks\/[^/?]+\/show(\?.*)?$/);
      await page.getByRole('button', { name: ptText('ra.action.delete') }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: ptText('forms.delete.confirm') })
        .click();

      const errorDialog = page.getByRole('alertdialog');
      await errorDialog.getByRole('heading', { name: ptText('ERROR_TASK_HAS_LINK_WITH_ACTIVITY') }).waitFor();
      await errorDialog.getByRole('button', { name: ptText('errors.return') }).click();
      await errorDialog.waitFor({ state: 'detached' });

      await page.getByRole('menuitem', { name: 'Tarefas', exact: true }).click();
      await page.waitForURL(/#\/tasks(\?.*)?$/);
      await eventually(async () => (await descriptions())[0]).toBe(first.description);
      await page.getByText(rangeInfo(tasks.length), { exact: true }).waitFor();
    });

    expect(session.pageErrors).toEqual([]);
    expect(unexpectedConsoleErrors(session, [409])).toEqual([]);
    expect(session.blockedRequests).toEqual([]);
  });
});
