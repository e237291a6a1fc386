/**
 * The browser figures of the peer's `measure-browser.mjs`, taken on this app the same way:
 * the same Chromium flags, a new context per cold load (empty cache, the storage of a user
 * who signed in before), the same in-page probe ("frame showing" = the animation frame
 * after a MutationObserver first sees the condition, `performance.now()` in the page), the
 * same clicks. Only the conditions read this app's screens: the activity list's 25 rows
 * with their discipline names, page 2's rows, the activity's form filled.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startDemo } from '../../src/server/startDemo';
import { writeJsonArrayInChunks } from '../../src/server/store/writeJsonArrayInChunks';
import { signedInStorage } from '../../tests/e2e/support/signIn';
import { generateActivities } from '../fixtures-src/activities';
import { readReferenceData } from '../fixtures-src/referenceData';

/** One cold load's figures, named as the peer names them (ms, bytes). */
export interface BrowserSample {
  list_rows_visible: number;
  list_refs_resolved: number;
  list_fetch_duration: number;
  list_js_heap_used: number;
  page2_rows_visible: number;
  page2_refs_resolved: number;
  edit_from_list_form_filled: number;
}

export interface BrowserRun {
  samples: BrowserSample[];
  coldEdit: number[];
  /** The list switched to a page of BIG_PAGE rows: the address change to the frame showing them all. */
  bigPage: number[];
}

/** The largest page the API serves (spec limits): the "1 000-row page". */
export const BIG_PAGE = 1000;

const PER_PAGE = 25;
const TIMEOUT = 60_000;
/** The peer's Chromium flags (only loopback resolves). */
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

interface ProbeSetup {
  perPage: number;
  bigPage: number;
  initial: string[];
  form: { description: string };
}

/** Runs in the page before the app (serialized by Playwright): the peer's probe with this app's conditions. */
function probe(setup: ProbeSetup): void {
  const marks: Record<string, number> = {};
  const expected = { ...setup.form };
  const watchers = new Map<string, { promise: Promise<number>; resolve: (at: number) => void; hit: boolean }>();
  // Page 1's first activity, by its description (the row's whole text changes as its references resolve).
  let firstRowOfPage1 = '';
  // Spacer rows of a windowed page (aria-hidden) hold no record.
  const rows = () => [...document.querySelectorAll('tbody.datagrid-body > tr:not([aria-hidden])')];
  const firstDescription = () => rows()[0]?.querySelector('td.column-description')?.textContent ?? '';
  const rowsShown = () => {
    const list = rows();
    return list.length === setup.perPage && (list[0]?.textContent ?? '') !== '' && !document.querySelector('tbody.datagrid-body .MuiSkeleton-root');
  };
  const refsResolved = () => rows().every((row) => (row.querySelector('td.column-disciplineId a')?.textContent ?? '') !== '');
  const page2 = () => rowsShown() && firstRowOfPage1 !== '' && firstDescription() !== firstRowOfPage1;
  const formFilled = () => {
    const description = document.querySelector<HTMLInputElement | HTMLTextAreaElement>('#root_description');
    const discipline = document.querySelector<HTMLInputElement>('#root_disciplineId');
    return description?.value === expected.description && (discipline?.value ?? '') !== '';
  };
  const conditions: Record<string, () => boolean> = {
    listRows: () => {
      const shown = rowsShown();
      if (shown && firstRowOfPage1 === '') firstRowOfPage1 = firstDescription();
      return shown;
    },
    listRefs: () => rowsShown() && refsResolved(),
    page2Rows: page2,
    page2Refs: () => page2() && refsResolved(),
    editFromList: formFilled,
    editCold: formFilled,
    // Every row drawn, or (a windowed page) the table holding them all and the rows on screen drawn.
    bigPage: () => {
      const drawn = rows();
      const held = Number(document.querySelector('table:has(tbody.datagrid-body)')?.getAttribute('aria-rowcount') ?? drawn.length + 1) - 1;
      return held === setup.bigPage && drawn.length > 0 && (drawn[0]?.textContent ?? '') !== '' && !document.querySelector('tbody.datagrid-body .MuiSkeleton-root');
    },
  };
  const check = () => {
    for (const [name, watcher] of watchers) {
      if (watcher.hit || !conditions[name]?.()) continue;
      watcher.hit = true;
      requestAnimationFrame(() => {
        marks[name] = performance.now();
        watchers.delete(name);
        watcher.resolve(marks[name]);
      });
    }
  };
  const poll = () => {
    check();
    if (watchers.size) requestAnimationFrame(poll);
  };
  const watch = (name: string) => {
    if (watchers.has(name) || name in marks) return;
    let resolve: (at: number) => void = () => undefined;
    const promise = new Promise<number>((done) => (resolve = done));
    watchers.set(name, { promise, resolve, hit: false });
    requestAnimationFrame(poll);
  };
  const until = (name: string) => (name in marks ? marks[name] : watchers.get(name)?.promise);
  new MutationObserver(() => watchers.size && check()).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  addEventListener('pointerdown', (event) => (marks.pointerdown = event.timeStamp), true);
  const expectForm = (description: string) => (expected.description = description);
  (window as unknown as { __bench: unknown }).__bench = { marks, watch, until, expectForm };
  for (const name of setup.initial) watch(name);
}

/** BENCH_TIMELINE=1 prints each load's requests (start-end ms, path): where a figure's time goes. */
const TIMELINE = process.env.BENCH_TIMELINE === '1';

function requestTimeline(page: Page, since: number): Promise<string> {
  return page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from)
        .map((entry) => `    ${Math.round(entry.startTime - from)}-${Math.round((entry as PerformanceResourceTiming).responseEnd - from)} ${entry.name.replace(location.origin, '').slice(0, 100)}`)
        .join('\n'),
    since,
  );
}

type BenchWindow = { __bench: { marks: Record<string, number>; watch(name: string): void; until(name: string): Promise<number> | number; expectForm(description: string): void } };
const until = (page: Page, name: string) => page.evaluate((n) => (window as unknown as BenchWindow).__bench.until(n), name);
const watch = (page: Page, name: string) => page.evaluate((n) => (window as unknown as BenchWindow).__bench.watch(n), name);
const marksOf = (page: Page) => page.evaluate(() => ({ ...(window as unknown as BenchWindow).__bench.marks }));

/** A copy of the fixtures with `count` generated activities (the seed of the API bench). */
async function fixturesWith(root: string, work: string, count: number): Promise<string> {
  const fixturesDir = join(work, 'fixtures');
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  const generated = generateActivities(readReferenceData(fixturesDir), { count, seed: 20240517 });
  await writeJsonArrayInChunks(join(fixturesDir, 'activity.json'), generated.activities);
  await writeJsonArrayInChunks(join(fixturesDir, 'activity-task.json'), generated.activityTasks);
  return fixturesDir;
}

/**
 * `runs` cold list loads (then page 2 and an edit reached from the list) and `runs` cold
 * edit loads of the built app over `count` activities, signed in as `admin`.
 */
export async function measureBrowser(root: string, count: number, runs: number): Promise<BrowserRun> {
  const work = mkdtempSync(join(tmpdir(), 'bench-browser-'));
  const demo = await startDemo({ root, port: 0, host: '127.0.0.1', dataDir: join(work, 'data'), fixturesDir: await fixturesWith(root, work, count), logger: false });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const base = demo.url.replace('localhost', '127.0.0.1');
    const origin = new URL(base).origin;
    const storage = await signedInStorage(base, 'admin');
    const headers = { Authorization: `Bearer ${storage.find((entry) => entry.name === 'access_token')?.value ?? ''}` };
    const record = async (skip: number) => {
      const response = await fetch(`${base}api/activity/page?limit=1&skip=${skip}`, { headers });
      const item = ((await response.json()) as { data: { items: { _id: string; description: string }[] } }).data.items[0];
      if (!item) throw new Error(`no activity at position ${skip}`);
      return item;
    };
    const cold = await record(Math.floor(count / 2));
    const newPage = async (initial: string[], description: string) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: { cookies: [], origins: [{ origin, localStorage: storage }] } });
      // tsx keeps function names with a `__name` helper the serialized probe calls.
      await context.addInitScript({ content: 'window.__name = (f) => f;' });
      await context.addInitScript(probe, { perPage: PER_PAGE, bigPage: BIG_PAGE, initial, form: { description } } satisfies ProbeSetup);
      const page = await context.newPage();
      page.setDefaultTimeout(TIMEOUT);
      page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
      return { context, page };
    };

    const samples: BrowserSample[] = [];
    for (let i = 0; i < runs; i++) {
      const { context, page } = await newPage(['listRows', 'listRefs'], '');
      await page.goto(`${base}#/activities`, { waitUntil: 'commit' });
      await until(page, 'listRows');
      await until(page, 'listRefs');
      const cdp = await context.newCDPSession(page);
      const heap = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
      await cdp.detach();
      if (TIMELINE) console.error(await requestTimeline(page, 0));
      const listFetch = await page.evaluate(() => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/activity/page?'))?.duration ?? Number.NaN);

      await watch(page, 'page2Rows');
      await watch(page, 'page2Refs');
      await page.click('button[aria-label="Go to page 2"], button[aria-label="Ir para a página 2"], button[aria-label="page 2"]');
      await until(page, 'page2Rows');
      await until(page, 'page2Refs');
      const afterPage2 = await marksOf(page);

      // The activity's form reached from the list: the row opens the record, its Edit button the form
      // (the peer's row opens the form directly); timed from the row's pointerdown.
      const row = page.locator('tbody.datagrid-body > tr').first().locator('td.column-description');
      const rowText = (await row.textContent()) ?? '';
      await page.evaluate((description) => (window as unknown as BenchWindow).__bench.expectForm(description), rowText);
      await watch(page, 'editFromList');
      await row.click();
      const rowPointerdown = (await marksOf(page)).pointerdown ?? Number.NaN;
      const editLink = page.locator('.show-page').getByRole('link', { name: /^(editar|edit)$/i }).first();
      await editLink.waitFor();
      if (TIMELINE) console.error(`  record shown ${Math.round((await page.evaluate(() => performance.now())) - rowPointerdown)} ms after the row's pointerdown; requests since:\n${await requestTimeline(page, rowPointerdown)}`);
      await editLink.click();
      await until(page, 'editFromList');
      const afterEdit = await marksOf(page);
      await context.close();
      samples.push({
        list_rows_visible: afterPage2.listRows ?? Number.NaN,
        list_refs_resolved: afterPage2.listRefs ?? Number.NaN,
        list_fetch_duration: listFetch,
        list_js_heap_used: heap,
        page2_rows_visible: (afterPage2.page2Rows ?? Number.NaN) - (afterPage2.pointerdown ?? Number.NaN),
        page2_refs_resolved: (afterPage2.page2Refs ?? Number.NaN) - (afterPage2.pointerdown ?? Number.NaN),
        edit_from_list_form_filled: (afterEdit.editFromList ?? Number.NaN) - rowPointerdown,
      });
    }

    const coldEdit: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { context, page } = await newPage(['editCold'], cold.description);
      await page.goto(`${base}#/activities/${encodeURIComponent(cold._id)}`, { waitUntil: 'commit' });
      coldEdit.push(Number(await until(page, 'editCold')));
      await context.close();
    }

    // A page of 1 000 rows: the list is open, then its address asks for that many per page.
    const bigPage: number[] = [];
    for (let i = 0; i < runs; i++) {
      const { context, page } = await newPage(['listRows'], '');
      await page.goto(`${base}#/activities`, { waitUntil: 'commit' });
      await until(page, 'listRows');
      await watch(page, 'bigPage');
      const asked = await page.evaluate((rows) => {
        const at = performance.now();
        location.hash = `#/activities?perPage=${rows}&page=1`;
        return at;
      }, BIG_PAGE);
      bigPage.push(Number(await until(page, 'bigPage')) - asked);
      await context.close();
    }
    return { samples, coldEdit, bigPage };
  } finally {
    await browser.close();
    await demo.close();
    rmSync(work, { recursive: true, force: true });
  }
}
