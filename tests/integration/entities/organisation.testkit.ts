/**
 * Shared by the API contract tests of the organisation and access entities (program,
 * project, contract, scope, user, user-group, task-status, user-approval): the real
 * registry of this project and its committed fixtures, served by the real demo API over
 * a fresh temporary data directory (the fixtures are only read).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { formatIssues } from '../../../src/framework/registry/formatIssues';
import { loadRegistryFromDir } from '../../../src/framework/registry/loadRegistryFromDir';
import type { RegistryModel, ResourceModel } from '../../../src/framework/registry/types';
import { startTestApi, type Answer, type RunningTestApi } from '../../../src/server/demoApi.testkit';

export const projectRoot = resolve(import.meta.dirname, '../../..');

/** The demo project every reference fixture points at (DEMO_PROJECT_ID of the generators). */
export const DEMO_PROJECT_ID = '65a0f3c2e4b0a1d2c3e4f501';
/** The global administrator of the demo, username `admin`. */
export const ADMIN_USER_ID = '65a0f3c2e4b0a1d2c3e4f601';

export type Row = Record<string, unknown>;

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

/** The committed demo data of `fixtures/<file>`. */
export function readFixture(file: string): Row[] {
  return JSON.parse(readFileSync(join(projectRoot, 'fixtures', file), 'utf8')) as Row[];
}

/** The real demo API over the real registry and fixtures; `close` also removes its data. */
export async function startProjectApi(): Promise<RunningTestApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'organisation-api-'));
  const api = await startTestApi({ model: projectModel(), fixturesDir: join(projectRoot, 'fixtures'), dataDir });
  return {
    ...api,
    close: async () => {
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
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

/** Field errors of a 400 answer, reduced to what a form relies on. */
export function fieldErrors(answer: Answer): { field: string; keyword: string; message: string }[] {
  const errors = (answer.body as { errors?: { field: string; keyword: string; message: string }[] }).errors ?? [];
  return errors.map(({ field, keyword, message }) => ({ field, keyword, message }));
}

/** A query string from an object (values encoded). */
export function query(params: Record<string, string | number | boolean>): string {
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
}
