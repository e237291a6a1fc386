import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type Answer, type ApiCall, type RunningTestApi } from '../demoApi.testkit';
import { FIC_CODES } from './ficCodes';
import { IMPORT_LIMIT } from './ficImport';
import type { FicKind } from '../../contracts/fic';
import { FIC_KIND_DEFINITIONS } from './ficKinds';
import { seedFicRows, type FicItem } from './ficSeed';

/* The FIC simulator over HTTP, on the project's own definitions and a copy of its fixtures. */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const ROTA3 = '63c82aadc47268868282b4d9';
const GROUP = '640df12235f6a75e0080c567';
const INSTANCE = '65e6f61aa39f6f49262ddc47';
const IN_UTGCA = { ProjectId: UTGCA };
/** A contract of UTGCA and one of ROTA3 (the scope tree's contract nodes). */
const UTGCA_CONTRACT = '63db1188fc8405c31dec172e';
const ROTA3_CONTRACT = '63f86deea7a6f4022a170a41';

interface Row {
  _id: string;
  number: string;
  status: string;
  isImported: boolean;
  isImportedSystem: boolean;
  importedIntoProject?: string;
  activities: { _id: string; isImported: boolean; importedIntoProject?: string }[];
}
interface Outcome {
  activitiesId: string[];
  importedActivitiesId: string[];
  errors: { id: string; error: string; message: string }[];
  abortedActivitiesId: string[];
  countMatched?: number;
}
interface Activity {
  _id: string;
  externalId?: string;
  source?: string;
  origin?: string;
  projectId?: string;
  contractId?: string;
  responsibleGroup?: string;
  tasks?: string[];
}

let api: RunningTestApi;
let admin: ApiCall;
let projectAdmin: ApiCall;

beforeAll(async () => {
  const fixturesDir = mkdtempSync(join(tmpdir(), 'fic-fixtures-'));
  cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'fic-data-')) });
  admin = api.call;
  projectAdmin = await api.as('project-admin');
});
afterAll(() => api.close());

const data = <T>(answer: Answer): T => (answer.body as { data: T }).data;
const seeded = (kind: FicKind) => seedFicRows(kind, 'UTGCA', 0);
const itemsOf = (kind: FicKind): FicItem[] => seeded(kind).flatMap((row) => row.items);

async function ficActivities(): Promise<Activity[]> {
  return data<{ items: Activity[] }>(await projectAdmin('GET', 'activity/page?limit=1000&source=FIC', undefined, IN_UTGCA)).items;
}

describe('the FIC lists', () => {
  it.each(['fvi', 'fvm', 'op'] as const)('%s: pages the rows of the project site, with the count when asked', async (kind) => {
    const path = FIC_KIND_DEFINITIONS[kind].list.path;
    const first = data<{ items: Row[]; count: number }>(await projectAdmin('GET', `${path}?pageSize=10&pageno=1&collectionCount=true`, undefined, IN_UTGCA));
    const second = data<{ items: Row[]; count?: number }>(await projectAdmin('GET', `${path}?pageSize=10&pageno=2&siteId=UTGCA`, undefined, IN_UTGCA));
    expect(first.count).toBe(seeded(kind).length);
    expect(first.count).toBeGreaterThanOrEqual(2000);
    expect(first.items.map((row) => row._id)).toEqual(
      seeded(kind)
        .slice(0, 10)
        .map((row) => row._id),
    );
    expect(second.items.map((row) => row._id)).toEqual(
      seeded(kind)
        .slice(10, 20)
        .map((row) => row._id),
    );
    expect(second.count).toBeUndefined();
    expect(first.items[0]).toHaveProperty(FIC_KIND_DEFINITIONS[kind].numberField);
  });

  it('filters by status, number and imported; the fixtures’ FIC activities show as imported, their group too', async () => {
    const path = 'fic/fvi/activities?pageSize=500&collectionCount=true';
    const byStatus = data<{ items: Row[]; count: number }>(await projectAdmin('GET', `${path}&status=LIBEXEC`, undefined, IN_UTGCA));
    expect(byStatus.count).toBe(seeded('fvi').filter((row) => row.status === 'LIBEXEC').length);
    expect(byStatus.items.every((row) => row.status === 'LIBEXEC')).toBe(true);
    const byNumber = data<{ items: Row[] }>(await projectAdmin('GET', `${path}&number=4109`, undefined, IN_UTGCA));
    const group = byNumber.items.find((row) => row.activities.some((item) => item._id === 'FVI-4109'));
    expect(group?.isImported).toBe(true);
    expect(group?.activities.find((item) => item._id === 'FVI-4109')).toMatchObject({ isImported: true, importedIntoProject: 'UTGCA' });
    const imported = data<{ items: Row[]; count: number }>(await projectAdmin('GET', `${path}&imported=true`, undefined, IN_UTGCA));
    const open = data<{ count: number }>(await projectAdmin('GET', `${path}&imported=false`, undefined, IN_UTGCA));
    expect(imported.count + open.count).toBe(seeded('fvi').length);
    expect(imported.items.every((row) => row.isImported && row.activities.some((item) => item.isImported))).toBe(true);
    expect(imported.items.some((row) => row.isImportedSystem)).toBe(true);
  });

  it.each([
    ['pageSize=0', 'pageSize', 'INVALID_QUERY'],
    ['pageSize=501', 'pageSize', 'INVALID_QUERY'],
    ['pageno=-1', 'pageno', 'INVALID_QUERY'],
    ['status=DONE', 'status', 'INVALID_QUERY'],
    ['imported=yes', 'imported', 'INVALID_QUERY'],
    ['sort=number', 'sort', 'INVALID_QUERY'],
  ])('refuses %s with 400 naming it', async (query, name, error) => {
    const answer = await projectAdmin('GET', `fic/preservation-orders?${query}`, undefined, IN_UTGCA);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error });
    expect((answer.body as { message: string }).message).toContain(name);
  });

  it("refuses a siteId that is not the project's, or that no project has, with 404 naming it", async () => {
    for (const [as, headers] of [
      [projectAdmin, IN_UTGCA],
      [admin, { ProjectId: 'global' }],
    ] as const) {
      const answer = await as('GET', 'fic/preservation-orders?siteId=RNEST-X', undefined, headers);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: 'NOT_FOUND', message: expect.stringContaining('RNEST-X') });
    }
  });

  it('is for ADMIN and PROJECT_ADMIN only, in one project', async () => {
    expect((await api.anonymous('GET', 'fic/fvi/activities')).status).toBe(401);
    for (const username of ['member', 'read-only']) {
      const answer = await (await api.as(username))('GET', 'fic/fvi/activities', undefined, IN_UTGCA);
      expect(answer.status, username).toBe(403);
    }
    const global = await admin('GET', 'fic/fvm/activities', undefined, { ProjectId: 'global' });
    expect(global.status).toBe(400);
    expect(global.body).toMatchObject({ error: 'PROJECT_REQUIRED', message: expect.stringContaining('siteId') });
    const bySite = data<{ items: Row[] }>(await admin('GET', 'fic/fvm/activities?siteId=UPGN-ITB&pageSize=1', undefined, { ProjectId: 'global' }));
    expect(bySite.items[0]?._id).toBe(seedFicRows('fvm', 'UPGN-ITB', 1)[0]?._id);
    expect((await projectAdmin('GET', 'fic/fvm/activities', undefined, { ProjectId: '63d475afecc143fe678d3705' })).status).toBe(403);
  });
});

describe('imports by selection', () => {
  it('imports FVI groups as activities of the project, with tasks, and marks them imported', async () => {
    const rows = seeded('fvi').slice(0, 2);
    const answer = await projectAdmin('POST', 'activity/import-fvis', { data: rows.map((row) => row._id) }, IN_UTGCA);
    expect(answer.status).toBe(200);
    const outcome = data<Outcome>(answer);
    const itemIds = rows.flatMap((row) => row.items.map((item) => item._id));
    expect(outcome.importedActivitiesId).toEqual(itemIds);
    expect(outcome.errors).toEqual([]);
    const stored = (await ficActivities()).filter((activity) => itemIds.includes(activity.externalId ?? ''));
    expect(stored).toHaveLength(itemIds.length);
    for (const activity of stored) expect(activity).toMatchObject({ source: 'FIC', origin: 'FVI', projectId: UTGCA });
    expect(stored.every((activity) => (activity.tasks ?? []).length > 0)).toBe(true);
    const list = data<{ items: Row[] }>(await projectAdmin('GET', 'fic/fvi/activities?pageSize=2', undefined, IN_UTGCA));
    expect(list.items.every((row) => row.isImported && row.activities.every((item) => item.isImported))).toBe(true);

    const again = await projectAdmin('POST', 'activity/import-fvis', { data: [rows[0]?._id, rows[1]?.items[0]?._id] }, IN_UTGCA);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: FIC_CODES.someNotImported });
    expect(data<Outcome>(again).errors.map((error) => error.error)).toEqual([FIC_CODES.alreadyImported, FIC_CODES.alreadyImported]);
    expect(data<Outcome>(again).importedActivitiesId).toEqual([]);
  });

  it.each([
    ['fvi', 'activity/import-fvis', 'data', [FIC_CODES.withoutDiscipline, FIC_CODES.dbItemMissing, FIC_CODES.taskImportFailed]],
    ['fvm', 'activity/import-from-fvm', 'data', [FIC_CODES.withoutDiscipline, FIC_CODES.dbItemMissing]],
    [
      'op',
      'activity/import-preservation-orders-fic',
      'activities',
      [FIC_CODES.notFound, FIC_CODES.fail, FIC_CODES.orderTaskFailed, FIC_CODES.orderActivityExists],
    ],
  ] as const)('%s: each failing item gets its code in a 409, the others are imported and nothing of the failed is stored', async (kind, path, field, codes) => {
    // Past the numbers the fixtures' FIC activities use.
    const items = itemsOf(kind).slice(600);
    const failing = codes.map((code) => items.find((item) => (code === FIC_CODES.withoutDiscipline ? item.discipline === '' : item.fault === code)));
    const elsewhere = items.find((item) => item.importedIntoProject !== undefined);
    const clean = items.find((item) => !item.fault && item.discipline !== '' && !item.importedIntoProject);
    const ids = [...failing, elsewhere, clean].map((item) => item?._id ?? 'missing');
    const answer = await projectAdmin('POST', path, { [field]: [...ids, 'NOPE-1'] }, IN_UTGCA);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: FIC_CODES.someNotImported });
    const body = data<Outcome>(answer);
    expect(body.importedActivitiesId).toEqual([clean?._id]);
    expect(body.errors.map((error) => [error.id, error.error])).toEqual(
      expect.arrayContaining([...codes.map((code, index) => [ids[index], code]), [elsewhere?._id, FIC_CODES.alreadyImported], ['NOPE-1', FIC_CODES.notFound]]),
    );
    expect(body.errors.every((error) => error.message.length > 0)).toBe(true);
    const stored = new Set((await ficActivities()).map((activity) => activity.externalId));
    expect(ids.filter((id) => stored.has(id))).toEqual([clean?._id]);
  });

  it('gives the imported activities to a group, and refuses an unknown group or way before storing anything', async () => {
    const item = itemsOf('fvi').filter((candidate) => !candidate.fault && candidate.discipline && !candidate.importedIntoProject)[60] as FicItem;
    const before = (await ficActivities()).length;
    expect((await projectAdmin('POST', 'activity/import-from-fic/g/aaaaaaaaaaaaaaaaaaaaaaaa', { data: [item._id] }, IN_UTGCA)).body).toMatchObject({
      error: 'RECORD_NOT_FOUND',
    });
    expect((await projectAdmin('POST', `activity/import-from-fic/x/${GROUP}`, { data: [item._id] }, IN_UTGCA)).body).toMatchObject({
      error: 'VALIDATION_ERROR',
    });
    expect((await ficActivities()).length).toBe(before);
    expect((await projectAdmin('POST', `activity/import-from-fic/g/${GROUP}`, { data: [item._id] }, IN_UTGCA)).status).toBe(200);
    expect((await ficActivities()).find((activity) => activity.externalId === item._id)).toMatchObject({ responsibleGroup: GROUP });
  });

  it('puts the imported activities and their tasks in the contract chosen in the scope tree, one of the project', async () => {
    const [item, refusedItem] = itemsOf('fvm')
      .slice(700)
      .filter((candidate) => !candidate.fault && candidate.discipline && !candidate.importedIntoProject);
    const elsewhere = await projectAdmin('POST', 'activity/import-fvms', { data: [refusedItem?._id] }, { ...IN_UTGCA, 'Selected-Contract-Id': ROTA3_CONTRACT });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body).toMatchObject({ error: 'SCOPE_OUTSIDE_PROJECT' });
    expect((await ficActivities()).some((activity) => activity.externalId === refusedItem?._id)).toBe(false);

    const answer = await projectAdmin('POST', 'activity/import-fvms', { data: [item?._id] }, { ...IN_UTGCA, 'Selected-Contract-Id': UTGCA_CONTRACT });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const activity = (await ficActivities()).find((candidate) => candidate.externalId === item?._id);
    expect(activity).toMatchObject({ contractId: UTGCA_CONTRACT });
    const tasks = data<{ items: { contractId?: string }[] }>(
      await projectAdmin('GET', `activity-task/page?limit=10&activityId=${activity?._id}`, undefined, IN_UTGCA),
    ).items;
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((task) => task.contractId === UTGCA_CONTRACT)).toBe(true);
  });

  it.each([
    ['a list', []],
    ['no ids', { data: [] }],
    ['ids that are not texts', { data: [1, 2] }],
    ['too many ids', { data: Array.from({ length: 5001 }, (_, index) => `FVM-${index}`) }],
    ['the wrong field', { activities: ['FVM-801'] }],
  ])('refuses %s with 400 VALIDATION_ERROR', async (_, body) => {
    const answer = await projectAdmin('POST', 'activity/import-fvms', body, IN_UTGCA);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR' });
  });
});

describe('imports by filter', () => {
  it('imports the rows matching the filter that are not imported yet, and reports a count that changed', async () => {
    const number = seeded('op')[100]?.number.slice(0, 3) ?? '';
    const expected = seeded('op').filter((row) => row.number.includes(number) && row.status === 'ARECEB');
    const answer = await projectAdmin(
      'POST',
      'activity/import-preservation-orders-filter-fic',
      { filter: { number, status: 'ARECEB' }, activitiesSelected: [], countOrders: 1, infoPag: { pageSize: 25, pageno: 1 } },
      IN_UTGCA,
    );
    const outcome = data<Outcome>(answer);
    expect(outcome.countMatched).toBeGreaterThan(1);
    expect(outcome.activitiesId.length).toBe(outcome.countMatched);
    expect(outcome.importedActivitiesId.length + outcome.errors.length).toBe(outcome.countMatched);
    expect(outcome.activitiesId.every((id) => expected.some((row) => row._id === id))).toBe(true);
    const left = data<{ count: number }>(
      await projectAdmin('GET', `fic/preservation-orders?number=${number}&status=ARECEB&imported=false&collectionCount=true`, undefined, IN_UTGCA),
    );
    expect(left.count).toBe(outcome.errors.length - outcome.errors.filter((error) => error.error === FIC_CODES.alreadyImported).length);
  });

  it(`aborts past ${IMPORT_LIMIT} items and lists the rest as aborted until imported`, async () => {
    const answer = await admin('POST', 'activity/import-fvm-filter-fic', { filter: {} }, { ProjectId: ROTA3 });
    expect(answer.status).toBe(409);
    const body = data<Outcome>(answer);
    expect(body.abortedActivitiesId.length).toBe(body.activitiesId.length - IMPORT_LIMIT);
    expect(body.abortedActivitiesId.length).toBeGreaterThan(0);
    const aborted = data<{ items: { id: string; error: string }[]; count: number }>(
      await admin('GET', 'activity/import-fvm-activities-aborted', undefined, { ProjectId: ROTA3 }),
    );
    expect(aborted.count).toBe(body.abortedActivitiesId.length);
    expect(aborted.items[0]).toMatchObject({ id: body.abortedActivitiesId[0], error: FIC_CODES.aborted });
    const first = body.abortedActivitiesId[0] ?? '';
    await admin('POST', 'activity/import-fvms', { data: [first] }, { ProjectId: ROTA3 });
    const after = data<{ items: { id: string }[] }>(await admin('GET', 'activity/import-fvm-activities-aborted', undefined, { ProjectId: ROTA3 }));
    expect(after.items.some((item) => item.id === first)).toBe(false);
  });

  it('refuses a filter that is not an object, holds a bad value or an unknown field, and a body with an unknown field', async () => {
    for (const body of [
      {},
      { filter: 'x' },
      { filter: { status: 'X' } },
      { filter: { imported: 'true' } },
      { filter: { pageSize: 25 } },
      { filter: {}, countOrders: -1 },
      { filter: {}, sort: 'number' },
    ]) {
      const answer = await projectAdmin('POST', 'activity/import-fvi-filter-fic', body, IN_UTGCA);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('updates and routing', () => {
  it('sends the task statuses of the FIC activities, some refused, and keeps it as the last update', async () => {
    expect(data<unknown>(await projectAdmin('GET', 'fic/last-update', undefined, { ProjectId: ROTA3 }))).toBeNull();
    const answer = await projectAdmin('PUT', 'fic/fvi/tasks/update-status', undefined, IN_UTGCA);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: FIC_CODES.notUpdated });
    const body = data<{ updatedActivitiesId: string[]; errors: { error: string }[]; total: number }>(answer);
    expect(body.updatedActivitiesId.length).toBeGreaterThan(0);
    expect(body.errors.length).toBeGreaterThan(0);
    expect(body.total).toBe(body.updatedActivitiesId.length + body.errors.length);
    const last = data<{ total: number; errors: unknown[] }>(await projectAdmin('GET', 'fic/last-update', undefined, IN_UTGCA));
    expect(last).toMatchObject({ total: body.total, errors: body.errors });
  });

  it('sends the chosen activities only; an unknown one is OP_NOT_FOUND', async () => {
    const [activity] = (await ficActivities()).filter((candidate) => candidate.origin === 'FVI');
    const answer = await projectAdmin(
      'PUT',
      'fic/fvi/tasks/select-update-status',
      { ids: [activity?._id, 'ffffffffffffffffffffffff'], types: ['FVI'] },
      IN_UTGCA,
    );
    expect(answer.status).toBe(409);
    expect(data<{ errors: { id: string; error: string }[] }>(answer).errors).toContainEqual(
      expect.objectContaining({ id: 'ffffffffffffffffffffffff', error: FIC_CODES.notFound }),
    );
    expect((await projectAdmin('PUT', 'fic/fvi/tasks/select-update-status', { ids: [activity?._id], types: ['XX'] }, IN_UTGCA)).status).toBe(400);
  });

  it('refuses types FIC does not have, and a body with a field the call does not take', async () => {
    expect((await projectAdmin('PUT', 'fic/fvi/tasks/select-update-status', { ids: ['x'], types: [] }, IN_UTGCA)).status).toBe(400);
    expect((await projectAdmin('PUT', 'fic/routing', { instancesId: [INSTANCE], all: true }, IN_UTGCA)).status).toBe(400);
  });

  it('routes process instances of the project and cancels the routing', async () => {
    expect((await projectAdmin('PUT', 'fic/routing', { instancesId: ['nope'] }, IN_UTGCA)).body).toMatchObject({ error: 'RECORD_NOT_FOUND', ids: ['nope'] });
    expect(data<{ routed: string[] }>(await projectAdmin('PUT', 'fic/routing', { instancesId: [INSTANCE] }, IN_UTGCA)).routed).toEqual([INSTANCE]);
    expect(data<{ cancelled: number }>(await projectAdmin('GET', 'fic/cancel-routing', undefined, IN_UTGCA)).cancelled).toBe(1);
  });
});

describe('the simulated answers of spec §8', () => {
  it('answers 409 on a partial import and 503 FIC unavailable while switched on', async () => {
    const body = { data: ['FVI-1'] };
    expect((await admin('PUT', 'dev/simulations', { 'fic-unavailable': 'on' })).status).toBe(200);
    const unavailable = await projectAdmin('POST', 'activity/import-fvis', body, IN_UTGCA);
    expect(unavailable.status).toBe(503);
    expect(unavailable.body).toMatchObject({ message: 'FIC unavailable' });
    await admin('PUT', 'dev/simulations', { 'fic-unavailable': 'off', 'fic-partial': 'on' });
    const partial = await projectAdmin('PUT', 'fic/fvi/tasks/update-status', undefined, IN_UTGCA);
    expect(partial.status).toBe(409);
    await admin('PUT', 'dev/simulations', { 'fic-partial': 'off' });
  });
});

describe('the FIC state across a restart of the demo API', () => {
  it('keeps the last update and the routing in the data dir: a new API on the same dir answers them', async () => {
    const fixturesDir = mkdtempSync(join(tmpdir(), 'fic-restart-fixtures-'));
    cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
    const dataDir = mkdtempSync(join(tmpdir(), 'fic-restart-data-'));
    const first = await startTestApi({ model: registry.model, fixturesDir, dataDir });
    const before = await first.as('project-admin');
    const sent = data<{ total: number; errors: unknown[] }>(await before('PUT', 'fic/fvi/tasks/update-status', undefined, IN_UTGCA));
    expect(data<{ routed: string[] }>(await before('PUT', 'fic/routing', { instancesId: [INSTANCE] }, IN_UTGCA)).routed).toEqual([INSTANCE]);
    await first.close();

    const second = await startTestApi({ model: registry.model, fixturesDir, dataDir });
    try {
      const after = await second.as('project-admin');
      expect(data<{ total: number; errors: unknown[] }>(await after('GET', 'fic/last-update', undefined, IN_UTGCA))).toMatchObject({
        total: sent.total,
        errors: sent.errors,
      });
      expect(data<unknown>(await after('GET', 'fic/last-update', undefined, { ProjectId: ROTA3 }))).toBeNull();
      expect(data<{ cancelled: number }>(await after('GET', 'fic/cancel-routing', undefined, IN_UTGCA)).cancelled).toBe(1);
    } finally {
      await second.close();
    }
  });
});
