/**
 * What the browser benches share: the built app and its demo API over generated
 * activities, Chromium with the peer's flags, a signed-in cold page per load, and the
 * peer's in-page probe ("frame showing" = the animation frame after a MutationObserver
 * first sees a condition, `performance.now()` in the page). Each bench brings its own
 * conditions, installed before the probe as `window.__benchConditions`.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startDemo } from '../../src/server/startDemo';
import { writeJsonArrayInChunks } from '../../src/server/store/writeJsonArrayInChunks';
import { signedInStorage, type StorageEntries } from '../../tests/e2e/support/signIn';
import { generateActivities } from '../fixtures-src/activities';
import { readReferenceData } from '../fixtures-src/referenceData';
import { checkRegistry } from '../../src/build/checkProject';

const TIMEOUT = 60_000;
/** The peer's Chromium flags (only loopback resolves). */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/** The median of the finite values (NaN when there are none). */
export const median = (values: readonly number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Runs in the page before the app (serialized by Playwright), after the bench's conditions
 * script: watches the conditions named in `initial` (and any `watch`ed later), marks the
 * frame after each first holds, and the time of the last pointerdown.
 */
function frameProbe(initial: string[]): void {
  const conditions = (window as unknown as { __benchConditions?: Record<string, () => boolean> }).__benchConditions ?? {};
  const marks: Record<string, number> = {};
  const watchers = new Map<string, { promise: Promise<number>; resolve: (at: number) => void; hit: boolean }>();
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
  (window as unknown as { __bench: unknown }).__bench = { marks, watch, until };
  for (const name of initial) watch(name);
}

type BenchWindow = { __bench: { marks: Record<string, number>; watch(name: string): void; until(name: string): Promise<number> | number } };
/** The page time (ms from navigation) of the frame showing `name`, once it shows. */
export const until = (page: Page, name: string) => page.evaluate((n) => (window as unknown as BenchWindow).__bench.until(n), name);
export const watch = (page: Page, name: string) => page.evaluate((n) => (window as unknown as BenchWindow).__bench.watch(n), name);
export const marksOf = (page: Page) => page.evaluate(() => ({ ...(window as unknown as BenchWindow).__bench.marks }));

/** A copy of the fixtures with `count` generated activities (the seed of the API bench). */
async function fixturesWith(root: string, work: string, count: number): Promise<string> {
  const fixturesDir = join(work, 'fixtures');
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  const generated = generateActivities(readReferenceData(fixturesDir), { count, seed: 20240517 });
  await writeJsonArrayInChunks(join(fixturesDir, 'activity.json'), generated.activities);
  await writeJsonArrayInChunks(join(fixturesDir, 'activity-task.json'), generated.activityTasks);
  return fixturesDir;
}

/** The built app over generated activities, in Chromium, with admin's session. */
export interface BenchApp {
  /** The app's address, ending in `/`; the API is at `${base}api/`. */
  base: string;
  /** Admin's `Authorization` header, for the bench's own API calls. */
  headers: Record<string, string>;
  /**
   * A new context (empty cache, admin's session in local storage) and its page, with
   * `conditions(arg)` then the probe installed; load it with `page.goto`.
   */
  newPage<T>(conditions: (arg: T) => void, arg: T, initial: string[]): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Starts the built app over `count` generated activities and Chromium. */
export async function openBenchApp(root: string, count: number): Promise<BenchApp> {
  const work = mkdtempSync(join(tmpdir(), 'bench-browser-'));
  const demo = await startDemo({
    root,
    check: checkRegistry,
    port: 0,
    host: '127.0.0.1',
    dataDir: join(work, 'data'),
    fixturesDir: await fixturesWith(root, work, count),
    logger: false,
  });
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await demo.close();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
    const base = demo.url.replace('localhost', '127.0.0.1');
    const origin = new URL(base).origin;
    const storage: StorageEntries = await signedInStorage(base, 'admin');
    const headers = { Authorization: `Bearer ${storage.find((entry) => entry.name === 'access_token')?.value ?? ''}` };
    const started = browser;
    return {
      base,
      headers,
      async newPage(conditions, arg, initial) {
        const context = await started.newContext({
          viewport: { width: 1440, height: 900 },
          storageState: { cookies: [], origins: [{ origin, localStorage: storage }] },
        });
        // tsx keeps function names with a `__name` helper the serialized scripts call.
        await context.addInitScript({ content: 'window.__name = (f) => f;' });
        // Playwright's own type of a script's argument (Unboxed<T>) is T for the plain data benches pass.
        await context.addInitScript(conditions as (arg: unknown) => void, arg as unknown);
        await context.addInitScript(frameProbe, initial);
        const page = await context.newPage();
        page.setDefaultTimeout(TIMEOUT);
        page.on('pageerror', (error) => console.error(`  page error: ${error.message}`));
        return { context, page };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
