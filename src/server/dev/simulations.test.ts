import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { FIC_PARTIAL_STATUS, IMPORT_FVIS, UPDATE_TASK_STATUSES } from '../../contracts/fic';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type RunningTestApi } from '../demoApi.testkit';

/* The simulated answers of spec §8, switched at run time, over the project's own definitions. */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const UNKNOWN = 'ffffffffffffffffffffffff';
let api: RunningTestApi;

beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir: join(root, 'fixtures'), dataDir: mkdtempSync(join(tmpdir(), 'simulations-')) });
});
afterAll(() => api.close());

const switchTo = (state: Record<string, string>) => api.call('PUT', 'dev/simulations', state);

describe('PUT dev/simulations', () => {
  it('is for global admins only', async () => {
    expect((await (await api.as('project-admin'))('PUT', 'dev/simulations', { 'fic-unavailable': 'on' })).status).toBe(403);
    expect((await api.anonymous('GET', 'dev/simulations')).status).toBe(401);
    expect((await (await api.as('member'))('GET', 'dev/simulations')).status).toBe(403);
    const listed = await api.call('GET', 'dev/simulations');
    expect((listed.body as { data: { name: string; on: boolean }[] }).data.map(({ name, on }) => [name, on])).toEqual([
      ['fic-partial', false],
      ['fic-unavailable', false],
      ['task-delete-linked', false],
    ]);
  });

  it('refuses an unknown simulation or value', async () => {
    expect((await switchTo({ nope: 'on' })).body).toMatchObject({ error: 'UNKNOWN_SIMULATION' });
    expect((await switchTo({ 'fic-partial': 'maybe' })).body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'fic-partial', keyword: 'enum' }] });
    expect((await api.call('PUT', 'dev/simulations', ['fic-partial'])).status).toBe(400);
    expect((await api.call('GET', 'dev/simulations?on=true')).body).toMatchObject({ error: 'INVALID_QUERY' });
  });
});

describe('a simulation switched on', () => {
  it('answers a task delete with 409 ERROR_TASK_HAS_LINK_WITH_ACTIVITY until switched off', async () => {
    await switchTo({ 'task-delete-linked': 'on' });
    const refused = await api.call('DELETE', `task/${UNKNOWN}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: 'ERROR_TASK_HAS_LINK_WITH_ACTIVITY',
      message: 'FIC.ERROR_TASK_HAS_LINK_WITH_ACTIVITY',
      traceId: expect.any(String),
    });
    // Reads of tasks are untouched.
    expect((await api.call('GET', 'task/page?limit=1')).status).toBe(200);
    await switchTo({ 'task-delete-linked': 'off' });
    expect((await api.call('DELETE', `task/${UNKNOWN}`)).status).toBe(404);
  });

  it("answers imports, digital processes and updates with 503 'FIC unavailable'", async () => {
    await switchTo({ 'fic-unavailable': 'on' });
    for (const [method, path] of [
      ['GET', 'digital-process/page?limit=1'],
      ['POST', 'activity/import-fvis'],
      ['PUT', 'fic/fvi/tasks/update-status'],
    ] as const) {
      const answer = await api.call(method, path, method === 'GET' ? undefined : {});
      expect(answer.status, path).toBe(503);
      expect(answer.body, path).toMatchObject({ error: 'FIC_UNAVAILABLE', message: 'FIC unavailable', traceId: expect.any(String) });
    }
    // Not signed in: the API's own 401 comes first.
    expect((await api.anonymous('GET', 'digital-process/page')).status).toBe(401);
    await switchTo({ 'fic-unavailable': 'off' });
    expect((await api.call('GET', 'digital-process/page?limit=1')).status).toBe(200);
  });

  it('answers a FIC import and an update with the 409 their contracts declare, what was done and what was not in its data', async () => {
    await switchTo({ 'fic-partial': 'on' });
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    for (const [contract, body, code] of [
      [IMPORT_FVIS, { data: [] }, 'SOME_ACTIVITIES_WERE_NOT_IMPORTED'],
      [UPDATE_TASK_STATUSES, undefined, 'ACTIVITY_NOT_UPDATED'],
    ] as const) {
      const answer = await api.call(contract.method, contract.path, body);
      expect(answer.status).toBe(FIC_PARTIAL_STATUS);
      expect(answer.body).toMatchObject({ error: code, data: { errors: [{ id: 'SIM-0002' }, { id: 'SIM-0003' }] }, traceId: expect.any(String) });
      const declared = contract.refusals[FIC_PARTIAL_STATUS];
      expect(ajv.validate(declared.json, answer.body), ajv.errorsText()).toBe(true);
    }
    await switchTo({ 'fic-partial': 'off' });
  });
});
