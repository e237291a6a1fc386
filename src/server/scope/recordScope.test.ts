import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type ApiCall, type RunningTestApi } from '../demoApi.testkit';

/*
 * The scope tree's choice over the product's own definitions and fixtures, with some
 * activities and tasks moved to ROTA3 (program GNE, like UTGCA) and RNEST (program RPQ)
 * so that every level shows.
 */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');

const GNE = '6316ec7a916d9b6d80fb8bf2';
const RPQ = '6330eb50e0e59dd9f83a2d85';
const EPO = '634b80fc920fcb8bead2a10f';
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const ROTA3 = '63c82aadc47268868282b4d9';
const RNEST = '63d475afecc143fe678d3705';
const UTGCA_INSPECTION = '63e947cbb0c2dae42196322a';
const ROTA3_CONTRACT = '63f86deea7a6f4022a170a41';
const RNEST_CONTRACT = '64069536f92958ed73c67b66';

interface Scoped {
  _id: string;
  projectId: string;
  contractId?: string;
  activityId?: string;
}

const fixturesDir = mkdtempSync(join(tmpdir(), 'scope-fixtures-'));
cpSync(join(root, 'fixtures'), fixturesDir, { recursive: true });
const activities = JSON.parse(readFileSync(join(fixturesDir, 'activity.json'), 'utf8')) as Scoped[];
const tasks = JSON.parse(readFileSync(join(fixturesDir, 'activity-task.json'), 'utf8')) as Scoped[];
const moved = new Map<string, Pick<Scoped, 'projectId' | 'contractId'>>();
activities.forEach((activity, index) => {
  const to =
    index % 10 === 0 ? { projectId: ROTA3, contractId: ROTA3_CONTRACT } : index % 10 === 1 ? { projectId: RNEST, contractId: RNEST_CONTRACT } : undefined;
  if (!to) return;
  moved.set(activity._id, to);
  Object.assign(activity, to);
});
for (const task of tasks) Object.assign(task, moved.get(String(task.activityId)) ?? {});
writeFileSync(join(fixturesDir, 'activity.json'), JSON.stringify(activities));
writeFileSync(join(fixturesDir, 'activity-task.json'), JSON.stringify(tasks));

const count = (records: readonly Scoped[], keep: (record: Scoped) => boolean) => records.filter(keep).length;
const inProject = (project: string) => (record: Scoped) => record.projectId === project;
const inContract = (contract: string) => (record: Scoped) => record.contractId === contract;

let api: RunningTestApi;
const callers: Record<string, ApiCall> = {};

beforeAll(async () => {
  api = await startTestApi({ model: registry.model, fixturesDir, dataDir: mkdtempSync(join(tmpdir(), 'scope-data-')) });
  for (const user of ['admin', 'project-admin', 'read-only', 'member', 'no-project', 'preview-admin', 'preview-member']) callers[user] = await api.as(user);
});
afterAll(() => api.close());

type Headers = Record<string, string>;
const scope = (project: string, selected: { program?: string; project?: string; contract?: string }): Headers => ({
  ProjectId: project,
  ...(selected.program ? { 'Selected-Program-Id': selected.program } : {}),
  ...(selected.project ? { 'Selected-Project-Id': selected.project } : {}),
  ...(selected.contract ? { 'Selected-Contract-Id': selected.contract } : {}),
});

/** The list's count and the ids of a page of it. */
async function listed(user: string, path: string, headers: Headers): Promise<{ status: number; count?: number; items?: Scoped[]; error?: string }> {
  const answer = await callers[user]!('GET', `${path}?limit=1000&collectionCount=true`, undefined, headers);
  const body = answer.body as { data?: { count: number; items: Scoped[] }; error?: string };
  return { status: answer.status, count: body.data?.count, items: body.data?.items, error: body.error };
}

describe('lists follow the scope chosen in the tree', () => {
  it('for a global admin: a program keeps its projects, a project its own, a contract its records', async () => {
    const global = (selected: Parameters<typeof scope>[1]) => listed('admin', 'activity/page', scope('global', selected));
    expect((await global({})).count).toBe(activities.length);
    expect((await global({ program: GNE })).count).toBe(count(activities, (a) => [UTGCA, ROTA3].includes(a.projectId)));
    expect((await global({ program: RPQ })).count).toBe(count(activities, inProject(RNEST)));
    expect((await global({ program: EPO })).count).toBe(0);
    expect((await global({ program: GNE, project: ROTA3 })).count).toBe(count(activities, inProject(ROTA3)));
    const contract = await global({ program: GNE, project: UTGCA, contract: UTGCA_INSPECTION });
    expect(contract.count).toBe(count(activities, inContract(UTGCA_INSPECTION)));
    expect(contract.items?.every((activity) => activity.contractId === UTGCA_INSPECTION)).toBe(true);
  });

  it("narrows within the request's project, each level, for every role that works in it", async () => {
    const utgca = count(activities, inProject(UTGCA));
    const inspection = count(activities, inContract(UTGCA_INSPECTION));
    expect(inspection).toBeGreaterThan(0);
    expect(inspection).toBeLessThan(utgca);
    for (const user of ['admin', 'project-admin', 'read-only', 'member', 'preview-member']) {
      expect((await listed(user, 'activity/page', scope(UTGCA, {}))).count, user).toBe(utgca);
      expect((await listed(user, 'activity/page', scope(UTGCA, { program: GNE }))).count, user).toBe(utgca);
      expect((await listed(user, 'activity/page', scope(UTGCA, { program: GNE, project: UTGCA }))).count, user).toBe(utgca);
      expect((await listed(user, 'activity/page', scope(UTGCA, { program: GNE, project: UTGCA, contract: UTGCA_INSPECTION }))).count, user).toBe(inspection);
    }
  });

  it('keeps a contract’s tasks too, and the whole project of a resource without a contract', async () => {
    const headers = scope(UTGCA, { contract: UTGCA_INSPECTION });
    const contractTasks = await listed('member', 'activity-task/page', headers);
    expect(contractTasks.count).toBe(count(tasks, inContract(UTGCA_INSPECTION)));
    const disciplines = await listed('member', 'discipline/page', headers);
    expect(disciplines.count).toBe((await listed('member', 'discipline/page', scope(UTGCA, {}))).count);
  });

  it('a caller’s own contract filter cannot reach past the chosen contract', async () => {
    const answer = await callers.admin!(
      'GET',
      `activity/page?limit=1000&contractId=${ROTA3_CONTRACT}`,
      undefined,
      scope('global', { contract: UTGCA_INSPECTION }),
    );
    const items = (answer.body as { data: { items: Scoped[] } }).data.items;
    expect(items.length).toBe(count(activities, inContract(UTGCA_INSPECTION)));
  });
});

describe('a scope the request may not have is refused in the product’s shape', () => {
  it('an id the tree has not at that level: 400 SCOPE_NOT_FOUND', async () => {
    for (const selected of [{ contract: 'ffffffffffffffffffffffff' }, { project: UTGCA_INSPECTION }, { program: UTGCA }, { contract: '<script>' }]) {
      const answer = await listed('admin', 'activity/page', scope(UTGCA, selected));
      expect(answer, JSON.stringify(selected)).toMatchObject({ status: 400, error: 'SCOPE_NOT_FOUND' });
    }
  });

  it('levels that do not belong together: 400 SCOPE_MISMATCH', async () => {
    expect(await listed('admin', 'activity/page', scope(UTGCA, { program: RPQ, contract: UTGCA_INSPECTION }))).toMatchObject({
      status: 400,
      error: 'SCOPE_MISMATCH',
    });
    expect(await listed('admin', 'activity/page', scope(UTGCA, { project: ROTA3, contract: UTGCA_INSPECTION }))).toMatchObject({
      status: 400,
      error: 'SCOPE_MISMATCH',
    });
  });

  it("a scope of another project than the request's: 403 SCOPE_OUTSIDE_PROJECT, whatever the role", async () => {
    for (const user of ['admin', 'project-admin', 'read-only', 'member', 'preview-member']) {
      for (const selected of [{ contract: ROTA3_CONTRACT }, { project: RNEST }, { program: RPQ }]) {
        const answer = await listed(user, 'activity/page', scope(UTGCA, selected));
        expect(answer, `${user} ${JSON.stringify(selected)}`).toMatchObject({ status: 403, error: 'SCOPE_OUTSIDE_PROJECT' });
      }
    }
  });

  it('a user without a project is sent to the join request before any scope is read', async () => {
    expect(await listed('no-project', 'activity/page', { 'Selected-Contract-Id': UTGCA_INSPECTION })).toMatchObject({
      status: 400,
      error: 'USER-WITHOUT-PROJECT',
    });
    expect(await listed('preview-admin', 'activity/page', { 'Selected-Contract-Id': UTGCA_INSPECTION })).toMatchObject({
      status: 200,
      count: count(activities, inContract(UTGCA_INSPECTION)),
    });
  });
});

describe('a record outside the chosen scope is answered as a record of another project', () => {
  const UTGCA_ASSEMBLY = '63db1188fc8405c31dec172e';
  const inspection = scope(UTGCA, { program: GNE, project: UTGCA, contract: UTGCA_INSPECTION });
  const assembly = () => activities.find((activity) => activity.projectId === UTGCA && activity.contractId === UTGCA_ASSEMBLY)!;
  const refusal = (contract: string | null) => ({
    status: 400,
    body: { error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT', expectedProjectId: UTGCA, expectedContractId: contract },
  });

  it('a read of another contract names its project and contract; the chosen contract and the whole project read it', async () => {
    const outside = assembly();
    const inside = activities.find(inContract(UTGCA_INSPECTION))!;
    for (const user of ['admin', 'project-admin', 'read-only', 'member']) {
      expect(await callers[user]!('GET', `activity/${outside._id}`, undefined, inspection), user).toMatchObject(refusal(UTGCA_ASSEMBLY));
      expect((await callers[user]!('GET', `activity/${inside._id}`, undefined, inspection)).status, user).toBe(200);
      expect((await callers[user]!('GET', `activity/${outside._id}`, undefined, scope(UTGCA, { project: UTGCA }))).status, user).toBe(200);
    }
  });

  it('a global admin’s program keeps out the records of projects outside it, naming their project and contract', async () => {
    const outside = assembly();
    const answer = await callers.admin!('GET', `activity/${outside._id}`, undefined, scope('global', { program: RPQ }));
    expect(answer).toMatchObject(refusal(UTGCA_ASSEMBLY));
  });

  it('a record of another project is refused as before: its project only, for the project prompt', async () => {
    const rota3 = activities.find(inProject(ROTA3))!;
    const answer = await callers.member!('GET', `activity/${rota3._id}`, undefined, inspection);
    expect(answer).toMatchObject({ status: 400, body: { error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT', expectedProjectId: ROTA3 } });
    expect(answer.body).not.toHaveProperty('expectedContractId');
  });

  it('actions on one record and on many keep to the chosen contract, writing nothing when refused', async () => {
    const outside = assembly();
    const deleted = await callers.admin!('PUT', `activity/${outside._id}/delete`, { reasonForDeletion: 'fora do contrato' }, inspection);
    expect(deleted).toMatchObject(refusal(UTGCA_ASSEMBLY));
    const inside = activities.find(inContract(UTGCA_INSPECTION))!;
    const assigned = await callers.admin!(
      'POST',
      'activity/assign',
      { groupId: '63f45665398407a05cf2eb81', activityIds: [inside._id, outside._id] },
      inspection,
    );
    expect(assigned).toMatchObject({ status: 409, body: { error: 'BULK_REFUSED', failures: [{ _id: outside._id, error: 'NOT_FOUND' }] } });
    expect((await callers.admin!('GET', `activity/${outside._id}`, undefined, scope(UTGCA, {}))).body).toMatchObject({ data: { _id: outside._id } });
  });

  it('the hand-written calls of one record (details, comments, timeline, evidence) follow the chosen contract', async () => {
    const outside = assembly();
    const task = tasks.find((candidate) => candidate.activityId === outside._id)!;
    for (const path of [
      `activity/${outside._id}/details-with-tasks`,
      `activity/${outside._id}/load-activity-comments`,
      `timeline/activity/${outside._id}/task/${task._id}`,
    ]) {
      expect(await callers.member!('GET', path, undefined, inspection), path).toMatchObject(refusal(UTGCA_ASSEMBLY));
      expect((await callers.member!('GET', path, undefined, scope(UTGCA, {}))).status, path).toBe(200);
    }
    expect(await callers.member!('GET', `activity/${outside._id}/report`, undefined, inspection)).toMatchObject(refusal(UTGCA_ASSEMBLY));
  });

  it('pendencies belong to the contract of the activity they were raised on', async () => {
    const pendencies = JSON.parse(readFileSync(join(fixturesDir, 'pendency.json'), 'utf8')) as Scoped[];
    const listedInContract = await listed('member', 'pendency', inspection);
    expect(listedInContract.count).toBe(count(pendencies, inContract(UTGCA_INSPECTION)));
    expect(listedInContract.count).toBeGreaterThan(0);
    expect((await listed('member', 'pendency', scope(UTGCA, {}))).count).toBe(count(pendencies, inProject(UTGCA)));
    const noContract = pendencies.find((pendency) => pendency.projectId === UTGCA && pendency.contractId === undefined)!;
    expect(await callers.member!('GET', `pendency/${noContract._id}`, undefined, inspection)).toMatchObject(refusal(null));
    expect(await callers.member!('GET', `timeline/pendency/${noContract._id}`, undefined, inspection)).toMatchObject(refusal(null));
  });
});

describe('the dashboards count the chosen scope', () => {
  it('totalByStatus and the open tasks follow the contract; a wrong scope is refused', async () => {
    const headers = scope(UTGCA, { program: GNE, project: UTGCA, contract: UTGCA_INSPECTION });
    const totals = await callers.member!('GET', 'dashboard/totalByStatus', undefined, headers);
    expect((totals.body as { data: { total: number } }).data.total).toBe(count(activities, inContract(UTGCA_INSPECTION)));
    const whole = await callers.member!('GET', 'dashboard/totalByStatus', undefined, scope(UTGCA, {}));
    expect((whole.body as { data: { total: number } }).data.total).toBe(count(activities, inProject(UTGCA)));
    const tasksHeld = await callers.member!('GET', 'dashboard/totalTasksAtrib', undefined, headers);
    const wholeTasks = await callers.member!('GET', 'dashboard/totalTasksAtrib', undefined, scope(UTGCA, {}));
    expect((tasksHeld.body as { data: { total: number } }).data.total).toBeLessThan((wholeTasks.body as { data: { total: number } }).data.total);
    const refused = await callers.member!('GET', 'dashboard/totalActivityNaoAtrib', undefined, scope(UTGCA, { contract: RNEST_CONTRACT }));
    expect(refused).toMatchObject({ status: 403, body: { error: 'SCOPE_OUTSIDE_PROJECT' } });
  });
});

// Last: the records it creates would change the counts above.
describe('a create in a chosen contract', () => {
  it('belongs to the contract, unless the body names one', async () => {
    const headers = scope(UTGCA, { program: GNE, project: UTGCA, contract: UTGCA_INSPECTION });
    const created = await callers.admin!('POST', 'activity', { description: 'Inspeção de flange - scope test' }, headers);
    expect(created.status).toBe(201);
    expect((created.body as { data: Scoped }).data).toMatchObject({ projectId: UTGCA, contractId: UTGCA_INSPECTION });
    const named = await callers.admin!('POST', 'activity', { description: 'Montagem - scope test', contractId: '63db1188fc8405c31dec172e' }, headers);
    expect((named.body as { data: Scoped }).data.contractId).toBe('63db1188fc8405c31dec172e');
    const outside = await callers.admin!('POST', 'activity', { description: 'Fora - scope test' }, scope(UTGCA, { contract: ROTA3_CONTRACT }));
    expect(outside).toMatchObject({ status: 403, body: { error: 'SCOPE_OUTSIDE_PROJECT' } });
  });
});
