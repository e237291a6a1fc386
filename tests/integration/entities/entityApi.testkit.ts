/**
 * Shared by the API contract tests of the entities (tests/integration/entities/*.api.test.ts):
 * the real registry of this project and its committed fixtures, served by the real demo
 * API over a fresh temporary data directory (the committed fixtures are only read).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { formatIssues } from '../../../src/framework/registry/formatIssues';
import { loadRegistryFromDir } from '../../../src/framework/registry/loadRegistryFromDir';
import type { RegistryModel, ResourceModel } from '../../../src/framework/registry/types';
import { startTestApi, type Answer, type RunningTestApi } from '../../../src/server/demoApi.testkit';

const projectRoot = resolve(import.meta.dirname, '../../..');

/** The demo project every fixture points at (DEMO_PROJECT_ID of the fixture generators). */
export const DEMO_PROJECT_ID = '65a0f3c2e4b0a1d2c3e4f501';
/** The global administrator of the demo, username `admin`. */
export const ADMIN_USER_ID = '65a0f3c2e4b0a1d2c3e4f601';
/** A well-formed id no fixture holds. */
export const UNKNOWN_ID = 'ffffffffffffffffffffffff';

export type Row = Record<string, unknown>;
export type Params = Record<string, string | number | boolean>;
/** What a test calls the demo API through. */
export type ApiCaller = Pick<RunningTestApi, 'call'>;

// ---------------------------------------------------------------- registry and fixtures

let cachedModel: RegistryModel | undefined;
/** The project's registry; throws with every fault listed when it does not load. */
function projectModel(): RegistryModel {
  if (cachedModel) return cachedModel;
  const result = loadRegistryFromDir(projectRoot);
  if (!result.ok) throw new Error(formatIssues(result.issues));
  cachedModel = result.model;
  return cachedModel;
}

/** The resource `name` of the project's registry; throws when there is none. */
export function resourceNamed(name: string): ResourceModel {
  const resource = projectModel().resources.find((candidate) => candidate.name === name);
  if (!resource) throw new Error(`no resource "${name}" in the registry`);
  return resource;
}

/** The committed demo data of `fixtures/<name>.json`. */
export function readFixture(name: string): Row[] {
  return JSON.parse(readFileSync(join(projectRoot, 'fixtures', `${name}.json`), 'utf8')) as Row[];
}

/** The first row satisfying `test`; throws when the fixtures have none (the data lost a case a test needs). */
export function first<T extends Row>(rows: readonly T[], test: (row: T) => boolean, what: string): T {
  const found = rows.find(test);
  if (!found) throw new Error(`the fixtures have no ${what}`);
  return found;
}

// ---------------------------------------------------------------- the running API

/**
 * The real demo API over the real registry; `close` also removes its data. `edit` may
 * change copies of some fixtures first (`{ 'x.json': rows => rows }`), for states the
 * committed data does not have.
 */
export async function startEntityApi(edit: Record<string, (rows: Row[]) => Row[]> = {}): Promise<RunningTestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'entity-api-'));
  let fixturesDir = join(projectRoot, 'fixtures');
  let copied: string | undefined;
  if (Object.keys(edit).length > 0) {
    copied = mkdtempSync(join(tmpdir(), 'entity-fixtures-'));
    cpSync(fixturesDir, copied, { recursive: true });
    for (const [file, change] of Object.entries(edit)) {
      const rows = JSON.parse(readFileSync(join(copied, file), 'utf8')) as Row[];
      writeFileSync(join(copied, file), JSON.stringify(change(rows)));
    }
    fixturesDir = copied;
  }
  const api = await startTestApi({ model: projectModel(), fixturesDir, dataDir });
  return {
    ...api,
    close: async () => {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (copied) rmSync(copied, { recursive: true, force: true });
    },
  };
}

/**
 * The demo API of the calling test file, over the committed fixtures: started before the
 * file's tests, closed after them. Call it at the top of the file.
 */
export function entityApiOfFile(): ApiCaller {
  let running: RunningTestApi | undefined;
  beforeAll(async () => {
    running = await startEntityApi();
  });
  afterAll(async () => {
    await running?.close();
  });
  return {
    call: (method, path, body) => {
      if (!running) throw new Error('the entity API runs only while the tests of its file run');
      return running.call(method, path, body);
    },
  };
}

// ---------------------------------------------------------------- answers

/** `data` of a `{data: ...}` answer. */
export function dataOf<T = Row>(answer: Answer): T {
  return (answer.body as { data: T }).data;
}

/** `{items, count}` of a paged list answer. */
export function pageOf(answer: Answer): { items: Row[]; count?: number } {
  return dataOf<{ items: Row[]; count?: number }>(answer);
}

/** `{record, failures}` of a link or unlink action. */
export function linkResultOf(answer: Answer): { record: Row; failures: { id: string; error: string }[] } {
  return dataOf<{ record: Row; failures: { id: string; error: string }[] }>(answer);
}

/** Field errors of a 400 answer, reduced to what a form relies on. */
export function fieldErrors(answer: Answer): { field: string; keyword: string; message: string }[] {
  const errors = (answer.body as { errors?: { field: string; keyword: string; message: string }[] }).errors ?? [];
  return errors.map(({ field, keyword, message }) => ({ field, keyword, message }));
}

/** `{status, error}` of a refusal, for one `toEqual`. */
export function refusal(answer: Answer): { status: number; error: unknown } {
  return { status: answer.status, error: (answer.body as { error?: unknown } | undefined)?.error };
}

/** A query string from an object (values encoded). */
export function query(params: Params): string {
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
}

/** Sorted ids of some rows, to compare sets. */
export function ids(rows: readonly Row[]): string[] {
  return rows.map((row) => String(row._id)).sort();
}

// ---------------------------------------------------------------- lists

/** One page of the paged list at `path`: limit 1000, skip 0 and collectionCount unless `params` say otherwise; expects 200. */
export async function listPage(api: ApiCaller, path: string, params: Params = {}): Promise<{ items: Row[]; count?: number }> {
  const answer = await api.call('GET', `${path}?${query({ limit: 1000, skip: 0, collectionCount: true, ...params })}`);
  expect(answer.status, `GET ${path} ${JSON.stringify(params)}`).toBe(200);
  return pageOf(answer);
}

/** Every record of a paged list matching `params` (one page of 1000), with the count checked. */
export async function listAll(api: ApiCaller, path: string, params: Params = {}): Promise<Row[]> {
  const { items, count } = await listPage(api, path, params);
  expect(count).toBe(items.length);
  return items;
}

/** Every row of the unpaged list at `path` (`{data: [...]}`), filtered by `params`; expects 200. */
export async function listUnpaged(api: ApiCaller, path: string, params: Params = {}): Promise<Row[]> {
  const answer = await api.call('GET', Object.keys(params).length > 0 ? `${path}?${query(params)}` : path);
  expect(answer.status, `GET ${path} ${JSON.stringify(params)}`).toBe(200);
  return dataOf<Row[]>(answer);
}

/** A page asked of a paged list: `limit` rows from `skip` (0), sorted by `sort` in `order` (ASC). */
export interface PageAsk {
  limit: number;
  skip?: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

/**
 * The paged-list contract at `path`: asked with limit, skip and collectionCount it answers
 * 200 `{data: {items, count}}`, `count` being every row of the list; asked without
 * collectionCount, the same items and no `count`.
 *
 * `expected` holds one value per row of the list (its length is the count), in the order
 * the sort asks: the rows' `key` (the sort field unless named), so the page's items must
 * carry `expected.slice(skip, skip + limit)`. With neither sort nor key, only the page's
 * size is checked.
 */
export async function expectPagedList(api: ApiCaller, path: string, expected: readonly unknown[], ask: PageAsk, key = ask.sort): Promise<void> {
  const { limit, skip = 0, sort, order = 'ASC' } = ask;
  const params: Params = { limit, skip, ...(sort === undefined ? {} : { sort, order }) };
  const counted = await api.call('GET', `${path}?${query({ ...params, collectionCount: true })}`);
  expect(counted.status, `GET ${path} ${JSON.stringify(ask)}`).toBe(200);
  expect(counted.body).toEqual({ data: { items: expect.any(Array), count: expected.length } });
  const { items } = pageOf(counted);
  if (key === undefined) expect(items).toHaveLength(Math.min(limit, Math.max(0, expected.length - skip)));
  else expect(items.map((row) => row[key])).toEqual(expected.slice(skip, skip + limit));
  const uncounted = await api.call('GET', `${path}?${query(params)}`);
  expect(uncounted.status, `GET ${path} ${JSON.stringify(ask)} without collectionCount`).toBe(200);
  expect(uncounted.body).toEqual({ data: { items } });
}
