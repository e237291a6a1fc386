/**
 * The browser figures of the peer's `measure-browser.mjs`, taken on this app the same way
 * (benchApp.ts: the same Chromium flags, a new context per cold load, the same in-page
 * probe), with the same clicks. Only the conditions read this app's screens: the activity
 * list's 25 rows with their discipline names, page 2's rows, the activity's form filled.
 */
import type { Page } from 'playwright-core';
import { marksOf, openBenchApp, until, watch } from './benchApp';

/** One cold load's figures, named as the peer names them (ms, bytes). */
export interface BrowserSample {
  list_rows_visible: number;
  list_refs_resolved: number;
  /** This app only (the peer draws its screen at once): the menu and the header's controls, drawn after the rows, there too. */
  list_screen_drawn?: number;
  list_fetch_duration: number;
  list_js_heap_used: number;
  /** The same after a full garbage collection: what the page holds, whatever the collector's timing. */
  list_js_heap_used_after_gc: number;
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

interface ListSetup {
  perPage: number;
  bigPage: number;
  form: { description: string };
}

/** Runs in the page before the probe (serialized by Playwright): the list's and the form's conditions. */
function listConditions(setup: ListSetup): void {
  const expected = { ...setup.form };
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
    // The whole screen, the surroundings drawn after the rows (the menu, the user's menu) included: what the heap is measured with.
    listScreen: () =>
      rowsShown() && refsResolved() && document.querySelector('.RaMenuItemLink-root') !== null && document.querySelector('.RaUserMenu-userButton') !== null,
    page2Rows: page2,
    page2Refs: () => page2() && refsResolved(),
    editFromList: formFilled,
    editCold: formFilled,
    // Every row drawn, or (a windowed page) the table holding them all and the rows on screen drawn.
    bigPage: () => {
      const drawn = rows();
      const held = Number(document.querySelector('table:has(tbody.datagrid-body)')?.getAttribute('aria-rowcount') ?? drawn.length + 1) - 1;
      return (
        held === setup.bigPage && drawn.length > 0 && (drawn[0]?.textContent ?? '') !== '' && !document.querySelector('tbody.datagrid-body .MuiSkeleton-root')
      );
    },
  };
  const expectForm = (description: string) => (expected.description = description);
  Object.assign(window, { __benchConditions: conditions, __benchExpectForm: expectForm });
}

/** BENCH_TIMELINE=1 prints each load's requests (start-end ms, path): where a figure's time goes. */
const TIMELINE = process.env.BENCH_TIMELINE === '1';

function requestTimeline(page: Page, since: number): Promise<string> {
  return page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from)
        .map(
          (entry) =>
            `    ${Math.round(entry.startTime - from)}-${Math.round((entry as PerformanceResourceTiming).responseEnd - from)} ${entry.name.replace(location.origin, '').slice(0, 100)}`,
        )
        .join('\n'),
    since,
  );
}

/**
 * `runs` cold list loads (then page 2 and an edit reached from the list) and `runs` cold
 * edit loads of the built app over `count` activities, signed in as `admin`.
 */
export async function measureBrowser(root: string, count: number, runs: number): Promise<BrowserRun> {
  const app = await openBenchApp(root, count);
  try {
    const { base, headers } = app;
    const record = async (skip: number) => {
      const response = await fetch(`${base}api/activity/page?limit=1&skip=${skip}`, { headers });
      const item = ((await response.json()) as { data: { items: { _id: string; description: string }[] } }).data.items[0];
      if (!item) throw new Error(`no activity at position ${skip}`);
      return item;
    };
    const cold = await record(Math.floor(count / 2));
    const newPage = (initial: string[], description: string) =>
      app.newPage(listConditions, { perPage: PER_PAGE, bigPage: BIG_PAGE, form: { description } } satisfies ListSetup, initial);

    const samples: BrowserSample[] = [];
    for (let i = 0; i < runs; i++) {
      const { context, page } = await newPage(['listRows', 'listRefs', 'listScreen'], '');
      await page.goto(`${base}#/activities`, { waitUntil: 'commit' });
      await until(page, 'listRows');
      await until(page, 'listRefs');
      await until(page, 'listScreen');
      const cdp = await context.newCDPSession(page);
      const heap = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
      // As the peer's measure does: the heap as found, then after a full collection.
      await cdp.send('HeapProfiler.collectGarbage');
      const heapAfterGc = ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
      await cdp.detach();
      if (TIMELINE) console.error(await requestTimeline(page, 0));
      const listFetch = await page.evaluate(
        () => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/activity/page?'))?.duration ?? Number.NaN,
      );

      await watch(page, 'page2Rows');
      await watch(page, 'page2Refs');
      await page.click('button[aria-label="Go to page 2"], button[aria-label="Ir para a página 2"], button[aria-label="page 2"]');
      await until(page, 'page2Rows');
      await until(page, 'page2Refs');
      const afterPage2 = await marksOf(page);

      // The activity's form reached from the list: the pencil over the row's end (shown while
      // the pointer is on the row), one click like the peer's row; timed from its pointerdown.
      const row = page.locator('tbody.datagrid-body > tr').first();
      const rowText = (await row.locator('td.column-description').textContent()) ?? '';
      await page.evaluate((description) => (window as unknown as { __benchExpectForm(description: string): void }).__benchExpectForm(description), rowText);
      await row.hover();
      await watch(page, 'editFromList');
      await row.locator('a.row-edit').click();
      const rowPointerdown = (await marksOf(page)).pointerdown ?? Number.NaN;
      await until(page, 'editFromList');
      const afterEdit = await marksOf(page);
      await context.close();
      samples.push({
        list_rows_visible: afterPage2.listRows ?? Number.NaN,
        list_refs_resolved: afterPage2.listRefs ?? Number.NaN,
        list_screen_drawn: afterPage2.listScreen ?? Number.NaN,
        list_fetch_duration: listFetch,
        list_js_heap_used: heap,
        list_js_heap_used_after_gc: heapAfterGc,
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
    await app.close();
  }
}
