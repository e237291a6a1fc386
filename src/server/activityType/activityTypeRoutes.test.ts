import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type RunningTestApi } from '../demoApi.testkit';

const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
type ActivityType = { _id: string; states: { status: number; conclusive: boolean }[] };
const [type] = JSON.parse(readFileSync(join(root, 'fixtures', 'activity-type.json'), 'utf8')) as ActivityType[];

let api: RunningTestApi;
beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir: join(root, 'fixtures'), dataDir: mkdtempSync(join(tmpdir(), 'activity-type-')) });
});
afterAll(() => api.close());

describe('GET activity-type/{id}/status', () => {
  it("answers the type's states in its order, the conclusive ones marked, to whoever may read activity types", async () => {
    expect(type!.states.some((state) => state.conclusive)).toBe(true);
    expect(await api.call('GET', `activity-type/${type!._id}/status`)).toMatchObject({ status: 200, body: { data: type!.states } });
    expect(await (await api.as('member'))('GET', `activity-type/${type!._id}/status`)).toMatchObject({ status: 200, body: { data: type!.states } });
  });

  it('follows the states as they are edited', async () => {
    const states = [
      { status: 0, conclusive: false },
      { status: 3, conclusive: true },
    ];
    const current = (await api.call('GET', `activity-type/${type!._id}`)).body as { data: Record<string, unknown> };
    const { _id: _ignored, createdAt: _c, updatedAt: _u, ...fields } = current.data;
    expect((await api.call('PUT', `activity-type/${type!._id}`, { ...fields, states })).status).toBe(200);
    expect(await api.call('GET', `activity-type/${type!._id}/status`)).toMatchObject({ status: 200, body: { data: states } });
  });

  it('answers 404 for an unknown type and refuses a caller signed out', async () => {
    expect((await api.call('GET', 'activity-type/000000000000000000000000/status')).status).toBe(404);
    expect((await api.call('GET', `activity-type/${type!._id}/status`, undefined, { Authorization: '' })).status).toBe(401);
  });
});
