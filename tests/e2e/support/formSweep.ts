import type { Page, Request } from 'playwright-core';
import type { RegistryModel } from '../../../src/framework/registry/types';
import { featureFlagsOf, guardLetsIn, oneRecordEach, type GuardedUser } from './linkSweep';

/** The API calls the page has made and not yet had answered, counted from now on. */
function callsInFlight(page: Page): () => number {
  const pending = new Set<Request>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (isApi(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return () => pending.size;
}

/** Waits until the form at `path` has drawn (a form, no progress bar) and the page has had every API call answered, twice in a row. */
async function settled(page: Page, path: string, inFlight: () => number): Promise<void> {
  let quiet = 0;
  const deadline = Date.now() + 15_000;
  while (quiet < 2) {
    if (Date.now() > deadline) throw new Error(`${path}: the form did not settle in 15 s (${inFlight()} calls unanswered)`);
    const drawn = await page.evaluate((expected) => {
      if (window.location.hash.replace(/^#/, '').split('?')[0] !== expected) return false;
      const main = document.querySelector('#main-content') ?? document.querySelector('main');
      return main !== null && main.querySelector('form') !== null && main.querySelector('[role="progressbar"]') === null;
    }, path);
    quiet = drawn && inFlight() === 0 ? quiet + 1 : 0;
    await page.waitForTimeout(50);
  }
}

/**
 * Opens the create form and one record's edit form of each resource `roles` may open there
 * (signed in on `page`; the loaded page is reused, only the address's hash changes) and waits
 * until every call each asks on opening has been answered: the records its references show,
 * the session's own choices. The answers of 400 or more land where `failedAnswers` records
 * them. What a select asks once opened is held to the API for every role by
 * tests/integration/referenceReads.test.ts, at no browser's cost. Answers the forms opened.
 */
export async function openEveryForm(page: Page, model: RegistryModel, apiUrl: string, roles: readonly string[]): Promise<string[]> {
  const projectIds = (await page.evaluate(() => localStorage.getItem('user_projects') ?? '')).split(',').filter(Boolean);
  const features = await featureFlagsOf(apiUrl);
  const user: GuardedUser = { roles, projectIds, ...(features ? { features } : {}) };
  const creates = model.resources
    .filter((resource) => resource.operations.includes('create') && guardLetsIn(model, `/${resource.route}/create`, user))
    .map((resource) => `/${resource.route}/create`);
  const edits = (await oneRecordEach(model, apiUrl, page, user, 'edit')).map(({ path }) => path);
  const inFlight = callsInFlight(page);
  const opened: string[] = [];
  for (const path of [...creates, ...edits]) {
    await page.evaluate((target) => {
      window.location.hash = `#${target}`;
    }, path);
    await settled(page, path, inFlight);
    opened.push(path);
  }
  return opened;
}
