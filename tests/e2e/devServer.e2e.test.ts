import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { projectCopy, runScript, type RunningScript } from '../support/projectCopy';
import { launchBrowser } from './support/launchBrowser';
import { screenshotOnFailure } from './support/screenshotOnFailure';
import { signedInStorage } from './support/signIn';

/*
 * `npm run dev` on a fresh checkout: the app and the demo API come up; breaking an entity
 * file puts the fault list on the page (and a 503 with the faults on the API); fixing it
 * brings the app back, and a changed fixture shows its new data, all without restarting.
 */
describe('npm run dev on a fresh checkout', () => {
  let copy: ReturnType<typeof projectCopy>;
  let dev: RunningScript;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    copy = projectCopy();
    dev = await runScript(copy.root, 'dev', ['--host', '127.0.0.1', '--strictPort']);
    browser = await launchBrowser();
    // The dev server serves the demo API too: the page opens signed in as admin.
    const localStorage = await signedInStorage(dev.url, 'admin');
    const context = await browser.newContext({
      locale: 'pt-BR',
      viewport: { width: 1280, height: 900 },
      storageState: { cookies: [], origins: [{ origin: new URL(dev.url).origin, localStorage }] },
    });
    context.setDefaultTimeout(60_000);
    page = await context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    copy?.remove();
  });

  const file = (path: string) => join(copy.root, path);

  test('shows the app, then the faults of a broken file, then the app again once fixed', async () => {
    await screenshotOnFailure(page, 'dev-server', devServerJourney).catch((error: unknown) => {
      throw new Error(`${String(error)}\n\nThe dev server said:\n${dev.output().slice(-4000)}`);
    });
  }, 360_000);

  async function devServerJourney() {
    const first = (JSON.parse(readFileSync(file('fixtures/discipline.json'), 'utf8')) as { name: string }[])[0]!;
    await page.goto(`${dev.url}#/discipline`);
    await page.getByText(first.name, { exact: true }).first().waitFor();
    expect(dev.output()).not.toMatch(/Failed to resolve import/);

    // Three broken files at once (a definition, a value set, the page's own locale): each
    // fault is listed, not a blank page; the API answers 503 with them; fixing them brings the app back.
    const definitionFile = file('resources/discipline.resource.json');
    const definition = readFileSync(definitionFile, 'utf8');
    const valueSetFile = file('resources/activity-status.values.json');
    const valueSet = readFileSync(valueSetFile, 'utf8');
    const localeFile = file('src/locales/pt.json');
    const locale = readFileSync(localeFile, 'utf8');
    writeFileSync(definitionFile, definition.replace(/\n\}\s*$/, ',\n}\n'));
    writeFileSync(valueSetFile, valueSet.replace('"values": [', '"values": [,'));
    writeFileSync(localeFile, locale.replace(/\n\}\s*$/, ',\n}\n'));
    await page.getByRole('heading', { name: /The entity files have errors/ }).waitFor();
    await expect
      .poll(() => page.locator('main').textContent(), { timeout: 60_000 })
      .toSatisfy((text: string | null) =>
        ['resources/discipline.resource.json', 'resources/activity-status.values.json', 'src/locales/pt.json'].every((path) => text?.includes(path)),
      );
    const api = await fetch(`${dev.url}api/discipline/page?limit=1`);
    expect(api.status).toBe(503);
    expect(JSON.stringify(await api.json())).toContain('resources/discipline.resource.json');
    writeFileSync(definitionFile, definition);
    writeFileSync(valueSetFile, valueSet);
    writeFileSync(localeFile, locale);
    await page.getByText(first.name, { exact: true }).first().waitFor();

    // A new translation and a changed fixture show at once.
    writeFileSync(definitionFile, definition.replace('"Disciplina |||| Disciplinas"', '"Especialidade |||| Especialidades"'));
    const records = JSON.parse(readFileSync(file('fixtures/discipline.json'), 'utf8')) as { name: string }[];
    records[0]!.name = 'Disciplina recarregada';
    writeFileSync(file('fixtures/discipline.json'), JSON.stringify(records, null, 2));
    await page.getByRole('menuitem', { name: 'Especialidades' }).waitFor();
    await page.getByText('Disciplina recarregada', { exact: true }).first().waitFor();

    // Forms validate with the checks the dev server compiles for them.
    // The form's code and its checks are transformed on this first request: on a loaded
    // machine that alone has taken more than the usual minute, so the page is not awaited
    // here (a reload the dev server started meanwhile would hold its load event) but below.
    await page.goto(`${dev.url}#/discipline/create`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Salvar' }).click({ timeout: 150_000 });
    await page.getByText('Campo obrigatório').first().waitFor();
    expect(dev.output()).not.toMatch(/Failed to resolve import|Error/);
  }
  // Six reloads of a dev server that transforms each module on first request: on a loaded
  // two-core machine, beside another browser test, this takes minutes rather than seconds.
});
