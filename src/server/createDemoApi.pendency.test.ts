import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import { startTestApi, type Answer, type RunningTestApi } from './demoApi.testkit';

const root = resolve(import.meta.dirname, '../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');

const UTGCA = { ProjectId: '65a0f3c2e4b0a1d2c3e4f501' };
/** PND-000101, AWAITING_EVALUATION, internal. */
const AWAITING = '65c275befd1671ef335e29fe';
const EVENT = '64b76bee4c7ba99ed17e4629';
const newPendency = { name: 'Flange bolt missing', classification: 'IMPEDITIVE', events: [EVENT], limitDate: '2024-06-10T20:59:59.000Z' };

type Row = Record<string, unknown>;
const record = (answer: Answer): Row => {
  const body = answer.body as Row;
  return (body.data && !Array.isArray(body.data) ? body.data : body) as Row;
};
const rows = (answer: Answer): Row[] => (answer.body as { data: { items: Row[] } }).data.items;

let api: RunningTestApi;
beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir: join(root, 'fixtures'), dataDir: mkdtempSync(join(tmpdir(), 'pendency-')) });
});
afterAll(() => api.close());

describe('pendency writes', () => {
  it('a create gets the next public code and starts as a draft; a code sent by the client is ignored', async () => {
    const answer = await api.call('POST', 'pendency/create', { ...newPendency, publicId: 'PND-000001' }, UTGCA);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(record(answer)).toMatchObject({ status: 'DRAFT', publicId: expect.stringMatching(/^PND-\d{6}$/) });
    expect(record(answer).publicId).not.toBe('PND-000001');
    // The fixtures go up to PND-000172: the code is one more than the highest in use.
    const highest = Math.max(...rows(await api.call('GET', 'pendency?limit=1000', undefined, UTGCA)).map((row) => Number(String(row.publicId).slice(4))));
    expect(Number(String(record(answer).publicId).slice(4))).toBe(highest);
  });

  it('concurrent creates never get the same public code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => api.call('POST', 'pendency/create', { ...newPendency, name: `Parallel ${index}` }, UTGCA)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const codes = answers.map((answer) => record(answer).publicId);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('a create may not start in another status than the draft', async () => {
    const answer = await api.call('POST', 'pendency/create', { ...newPendency, status: 'COMPLETED' }, UTGCA);
    expect(answer).toMatchObject({ status: 400, body: { error: 'INVALID_STATUS', field: 'status' } });
  });

  it('PUT pendency/{id} may not change the status (only change-status does, through its transitions); the rest saves', async () => {
    const stored = record(await api.call('GET', `pendency/${AWAITING}`, undefined, UTGCA));
    const refused = await api.call('PUT', `pendency/${AWAITING}`, { ...stored, status: 'COMPLETED' }, UTGCA);
    expect(refused).toMatchObject({ status: 400, body: { error: 'INVALID_STATUS', field: 'status' } });
    expect(record(await api.call('GET', `pendency/${AWAITING}`, undefined, UTGCA)).status).toBe('AWAITING_EVALUATION');

    const saved = await api.call('PUT', `pendency/${AWAITING}`, { ...stored, name: 'Renamed' }, UTGCA);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(record(saved)).toMatchObject({ name: 'Renamed', status: 'AWAITING_EVALUATION' });
  });

  it('PUT activity/{id} may not change the execution status either', async () => {
    const activity = rows(await api.call('GET', 'activity/page?limit=1', undefined, UTGCA))[0] ?? {};
    const next = activity.executionStatus === 3 ? 2 : 3;
    const refused = await api.call('PUT', `activity/${String(activity._id)}`, { ...activity, executionStatus: next }, UTGCA);
    expect(refused).toMatchObject({ status: 400, body: { error: 'INVALID_STATUS', field: 'executionStatus' } });
  });

  it('change-status follows the transition table: a refused step answers INVALID_STATUS and changes nothing', async () => {
    const refused = await api.call('PUT', `pendency/${AWAITING}/change-status`, { nextStatus: 'COMPLETED' }, UTGCA);
    expect(refused).toMatchObject({ status: 400, body: { error: 'INVALID_STATUS' } });
    const moved = await api.call('PUT', `pendency/${AWAITING}/change-status`, { nextStatus: 'IN_PROGRESS', justification: 'Team on site' }, UTGCA);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(record(moved)).toMatchObject({ status: 'IN_PROGRESS', justification: 'Team on site' });
  });

  it('cancelling needs a reason (400 naming the field); with one, the reason and the history are stored', async () => {
    const created = record(await api.call('POST', 'pendency/create', newPendency, UTGCA));
    const path = `pendency/${String(created._id)}/change-status`;
    const missing = await api.call('PUT', path, { nextStatus: 'CANCELLED' }, UTGCA);
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('reasonForCancellation');
    const cancelled = await api.call('PUT', path, { nextStatus: 'CANCELLED', reasonForCancellation: 'Duplicate' }, UTGCA);
    expect(record(cancelled)).toMatchObject({ status: 'CANCELLED', reasonForCancellation: 'Duplicate' });
    expect((record(cancelled).statusHistory as Row[]).at(-1)).toMatchObject({ status: 'CANCELLED', reasonForCancellation: 'Duplicate' });
  });

  it('the limitDate filter spans whole days, from the start of the first to the end of the last', async () => {
    const dueOn = async (day: string) =>
      rows(await api.call('GET', `pendency?limit=1000&limitDateFrom=${day}&limitDateTo=${day}`, undefined, UTGCA)).map((row) => row.limitDate);
    const onThe8th = await dueOn('2024-05-08');
    expect(onThe8th).toContain('2024-05-08T20:59:59.000Z');
    expect(onThe8th.every((value) => String(value).startsWith('2024-05-08'))).toBe(true);
    const range = rows(await api.call('GET', 'pendency?limit=1000&limitDateFrom=2024-05-05&limitDateTo=2024-05-09', undefined, UTGCA)).map((row) =>
      String(row.limitDate),
    );
    expect(range).toEqual(expect.arrayContaining(['2024-05-05T20:59:59.000Z', '2024-05-09T20:59:59.000Z']));
    expect(range.every((value) => value >= '2024-05-05' && value < '2024-05-10')).toBe(true);
  });
});
