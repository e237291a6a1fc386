import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { entryAnchor, IFC_JSON_ENTRIES, sampleUrl } from '../../src/pages/docs/ifcJson/ifcJsonEntries';
import type { IfcJsonTexts } from '../../src/pages/docs/ifcJson/ifcJsonTexts';
import { resourceSession, type Language } from './support/resourceSession';
import { seriousAxeViolations } from './support/resourceSteps/seriousAxeViolations';
import { readMessage as readShellMessage } from './support/shellRoutes';
import { saveScreenshot } from './support/saveScreenshot';

/** A message of the app in `language`: the page titles (src/locales/shell), the page's own labels (src/locales/docs). */
function readMessage(language: Language, key: string): string {
  const shell = readShellMessage(language, key);
  if (shell !== undefined) return shell;
  let node: unknown = JSON.parse(readFileSync(join(process.cwd(), 'src', 'locales', 'docs', `${language}.json`), 'utf8'));
  for (const part of key.split('.')) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no message ${key} in ${language}`);
  return node;
}
const textsIn = (language: Language) =>
  JSON.parse(readFileSync(join(process.cwd(), 'src', 'pages', 'docs', 'ifcJson', 'texts', `${language}.json`), 'utf8')) as IfcJsonTexts;
const titleIn = (language: Language, key: string) => textsIn(language).entries[key]?.title ?? key;
const sideways = 'document.documentElement.scrollWidth - document.documentElement.clientWidth';

describe('the IFC-JSON specifications page', () => {
  const { appUrl, pageAt } = resourceSession();

  test('in English at 1280 px: 17 entries, the explanations switch to Portuguese, a contents link shows its entry and sample', async () => {
    const { page, session } = await pageAt(1280, 'en');
    const sampleRequests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes('/ifcjson/')) sampleRequests.push(pathname);
    });
    await page.goto(`${appUrl()}#/ifcjson-specifications`);
    await page.getByRole('heading', { level: 1, name: readMessage('en', 'app.pages.ifcjson_specifications.title'), exact: true }).waitFor();
    await page.getByText(textsIn('en').intro, { exact: true }).waitFor();

    const contents = page.getByRole('navigation', { name: readMessage('en', 'docs.ifcjson.contents') });
    expect(await contents.getByRole('link').allTextContents()).toEqual(IFC_JSON_ENTRIES.map((entry) => titleIn('en', entry.key)));
    // Each sample is a static file fetched by the page, not part of its code.
    await page.locator(`pre[data-sample="${sampleUrl({ key: 'pendency-statuses' })}"]`).waitFor();
    expect(sampleRequests).toEqual(expect.arrayContaining(IFC_JSON_ENTRIES.map((entry) => `/${sampleUrl(entry).slice(2)}`)));

    // The language of the explanations, apart from the app's.
    const selector = page.getByLabel(readMessage('en', 'docs.ifcjson.language'));
    expect(await selector.inputValue()).toBe('en');
    await selector.selectOption('pt');
    await page.getByText(textsIn('pt').intro, { exact: true }).waitFor();
    expect(await contents.getByRole('link').allTextContents()).toEqual(IFC_JSON_ENTRIES.map((entry) => titleIn('pt', entry.key)));
    await page.getByRole('heading', { level: 1, name: readMessage('en', 'app.pages.ifcjson_specifications.title'), exact: true }).waitFor();

    // Follow an entry by keyboard: its title takes the focus, in view, above its call and sample.
    await contents.getByRole('link', { name: titleIn('pt', 'by-status'), exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/entry=by-status/);
    const title = page.locator(`#${entryAnchor({ key: 'by-status' })}`);
    await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
    const box = await title.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(box?.y ?? 1000).toBeLessThan(300);
    const section = page.locator('section', { has: title });
    await section.getByText('/api/v1/pendency/status/{status}', { exact: true }).waitFor();
    const sample = section.locator(`pre[data-sample="${sampleUrl({ key: 'by-status' })}"]`);
    expect(await sample.textContent()).toContain('"status": "AWAITING_EVALUATION"');
    expect(await sample.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');

    // The copy button puts the pretty-printed sample on the clipboard.
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await section
      .getByRole('button', { name: new RegExp(`^${readMessage('en', 'docs.ifcjson.copy')}: ${readMessage('en', 'docs.ifcjson.response')}`) })
      .click();
    await section
      .getByRole('button', { name: new RegExp(`^${readMessage('en', 'docs.ifcjson.copied')}: ${readMessage('en', 'docs.ifcjson.response')}`) })
      .waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await sample.textContent());

    expect(await page.evaluate(sideways)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'ifcjson-1280-en');
    expect(session.pageErrors).toEqual([]);
  }, 60_000);

  test('in Portuguese at 390 px: the contents sit above the entries, nothing scrolls sideways, a write shows its request body', async () => {
    const { page, session } = await pageAt(390, 'pt');
    await page.goto(`${appUrl()}#/ifcjson-specifications`);
    await page.getByText(textsIn('pt').intro, { exact: true }).waitFor();
    const contents = page.getByRole('navigation', { name: readMessage('pt', 'docs.ifcjson.contents') });
    const firstTitle = page.locator(`#${entryAnchor(IFC_JSON_ENTRIES[0] ?? { key: '' })}`);
    const [navBox, firstBox] = [await contents.boundingBox(), await firstTitle.boundingBox()];
    expect((navBox?.y ?? 0) + (navBox?.height ?? 0)).toBeLessThanOrEqual(firstBox?.y ?? 0);
    expect(navBox?.width ?? 0).toBeGreaterThan(300);
    await saveScreenshot(page, 'ifcjson-390-pt');

    await contents.getByRole('link', { name: titleIn('pt', 'post-pendencies'), exact: true }).click();
    await page.waitForURL(/entry=post-pendencies/);
    const section = page.locator('section', { has: page.locator(`#${entryAnchor({ key: 'post-pendencies' })}`) });
    await section.locator(`pre[data-sample="${sampleUrl({ key: 'post-pendencies' }, 'request')}"]`).waitFor();
    expect(await section.locator(`pre[data-sample="${sampleUrl({ key: 'post-pendencies' })}"]`).textContent()).toContain('"source": "EXTERNAL_API"');
    await saveScreenshot(page, 'ifcjson-390-pt-entry');
    expect(await page.evaluate(sideways)).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  }, 60_000);
});
