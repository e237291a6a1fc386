/**
 * Shared by the API contract tests of the field-work entities (element,
 * element-import-history, commissionable-item, digital-process, digital-process-instance,
 * preservation-plan, preservation-plan-task, pendency): the real registry of this project
 * and its committed fixtures, served by the real demo API over a fresh temporary data
 * directory (the committed fixtures are only read).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';
import { formatIssues } from '../../../src/framework/registry/formatIssues';
import { loadRegistryFromDir } from '../../../src/framework/registry/loadRegistryFromDir';
import type { RegistryModel, ResourceModel } from '../../../src/framework/registry/types';
import { startTestApi, type Answer, type RunningTestApi } from '../../../src/server/demoApi.testkit';

export const projectRoot = resolve(import.meta.dirname, '../../..');

/** The demo project every fixture points at. */
export const DEMO_PROJECT_ID = '65a0f3c2e4b0a1d2c3e4f501';
/** A well-formed id no fixture holds. */
export const UNKNOWN_ID = 'ffffffffffffffffffffffff';

export type Row = Record<string, unknown>;
export type Params = Record<string, string | number | boolean>;

let cachedModel: RegistryModel | undefined;
/** The project's registry; throws with every fault listed when it does not load. */
export function projectModel(): RegistryModel {
  if (cachedModel) return cachedModel;
  const result = loadRegistryFromDir(projectRoot);
  if (!result.ok) throw new Error(formatIssues(result.issues));
  cachedModel = result.model;
  return cachedModel;
}

export function resourceNamed(name: string): ResourceModel {
  const resource = projectModel().resources.find((candidate) => candidate.name === name);
  if (!resource) throw new Error(`no resource "${name}" in the registry`);
  return resource;
}

/** The committed demo data of `fixtures/<name>.json`. */
export function readFixture(name: string): Row[] {
  return JSON.parse(readFileSync(join(projectRoot, 'fixtures', `${name}.json`), 'utf8')) as Row[];
}

/**
 * The real demo API over the real registry; `close` also removes its data. `edit` may
 * change copies of some fixtures first (`{ 'x.json': rows => rows }`), for states the
 * committed data does not have.
 */
export async function startFieldworkApi(edit: Record<string, (rows: Row[]) => Row[]> = {}): Promise<RunningTestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldwork-api-'));
  let fixturesDir = join(projectRoot, 'fixtures');
  let copied: string | undefined;
  if (Object.keys(edit).length > 0) {
    copied = mkdtempSync(join(tmpdir(), 'fieldwork-fixtures-'));
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

/** Every record of a paged list matching `params` (one page of 1000), with the count checked. */
export async function listAll(api: RunningTestApi, path: string, params: Params = {}): Promise<Row[]> {
  const answer = await api.call('GET', `${path}?${query({ limit: 1000, skip: 0, collectionCount: true, ...params })}`);
  expect(answer.status, `GET ${path} ${JSON.stringify(params)}`).toBe(200);
  const { items, count } = pageOf(answer);
  expect(count).toBe(items.length);
  return items;
}

/** The first row satisfying `test`; throws when the fixtures have none (the data lost a case a test needs). */
export function first<T extends Row>(rows: readonly T[], test: (row: T) => boolean, what: string): T {
  const found = rows.find(test);
  if (!found) throw new Error(`the fixtures have no ${what}`);
  return found;
}
