import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import { startTestApi, type Answer, type ApiCall, type RunningTestApi } from '../demoApi.testkit';
import { candidateSources, type IndexProvider } from '../query/candidateSources';

/*
 * Project scoping over the project's own definitions and fixtures (spec §6, §8): the demo
 * data lives in UTGCA; project-admin belongs to UTGCA and ROTA3, member to UTGCA only,
 * no-project to none, admin sees every project.
 */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const model = registry.model;
const UTGCA = '65a0f3c2e4b0a1d2c3e4f501';
const ROTA3 = '63c82aadc47268868282b4d9';
const FPSO_MRL = '63f772434fd106b02ee7482a';

const activities = (
  JSON.parse(readFileSync(join(root, 'fixtures', 'activity.json'), 'utf8')) as { _id: string; projectId: string; isDeleted?: boolean }[]
).filter((activity) => !activity.isDeleted);
const first = activities[0]!;

let api: RunningTestApi;
let projectAdmin: ApiCall;
let member: ApiCall;
let noProject: ApiCall;

beforeAll(async () => {
  api = await startTestApi({ model, fixturesDir: join(root, 'fixtures'), dataDir: mkdtempSync(join(tmpdir(), 'project-scope-')) });
  projectAdmin = await api.as('project-admin');
  member = await api.as('member');
  noProject = await api.as('no-project');
});
afterAll(() => api.close());

const count = (answer: Answer): number => (answer.body as { data: { count: number } }).data.count;
const page = 'activity/page?limit=5&skip=0&collectionCount=true';

describe('lists', () => {
  it('answer only the records of the request project', async () => {
    expect(activities.every((activity) => activity.projectId === UTGCA)).toBe(true);
    expect(count(await projectAdmin('GET', page, undefined, { ProjectId: UTGCA }))).toBe(activities.length);
    expect(count(await projectAdmin('GET', page, undefined, { ProjectId: ROTA3 }))).toBe(0);
    // No header: the user's current project.
    expect(count(await member('GET', page))).toBe(activities.length);
  });

  it('ignore a project filter of the caller pointing elsewhere', async () => {
    expect(count(await projectAdmin('GET', `${page}&projectId=${UTGCA}`, undefined, { ProjectId: ROTA3 }))).toBe(0);
  });

  it('let a global admin ask for Global (or send no header) and see every project', async () => {
    expect(count(await api.call('GET', page, undefined, { ProjectId: 'global' }))).toBe(activities.length);
    expect(count(await api.call('GET', page))).toBe(activities.length);
    expect(count(await api.call('GET', page, undefined, { ProjectId: ROTA3 }))).toBe(0);
  });

  it('refuse a project that is not the user’s, and Global to a non-admin, with 403', async () => {
    for (const header of [FPSO_MRL, 'global']) {
      const answer = await projectAdmin('GET', page, undefined, { ProjectId: header });
      expect(answer.status, header).toBe(403);
      expect(answer.body).toMatchObject({ error: 'PROJECT_ACCESS_DENIED', traceId: expect.any(String) });
    }
  });

  it('answer 400 USER-WITHOUT-PROJECT to a user without a project, on project-scoped calls only', async () => {
    const answer = await noProject('GET', page);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'USER-WITHOUT-PROJECT', traceId: expect.any(String) });
    // Not project-scoped: classes are read by every signed-in user.
    expect((await noProject('GET', 'classes/page?limit=1')).status).toBe(200);
  });

  it('filter with the equality index of the project field, not a scan', () => {
    const activity = model.resources.find((resource) => resource.name === 'activity')!;
    const asked: string[][] = [];
    const indexes: IndexProvider = {
      equality: (keys) => {
        asked.push([...keys]);
        return { estimate: () => 0, lookup: () => [], add: () => undefined, remove: () => undefined } as unknown as ReturnType<IndexProvider['equality']>;
      },
      dates: () => {
        throw new Error('no date index expected');
      },
      text: () => {
        throw new Error('no text index expected');
      },
      positionOf: () => undefined,
    };
    expect(candidateSources(activity, { [activity.projectScope!.field]: UTGCA }, indexes)).toHaveLength(1);
    expect(asked).toEqual([['projectId']]);
  });
});

describe('one record', () => {
  it('of another project answers 400 RESOURCE-IS-FROM-ANOTHER-PROJECT with the project to change to', async () => {
    const answer = await projectAdmin('GET', `activity/${first._id}`, undefined, { ProjectId: ROTA3 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT',
      message: 'RESOURCE-IS-FROM-ANOTHER-PROJECT',
      expectedProjectId: UTGCA,
      traceId: expect.any(String),
    });
    expect((await projectAdmin('GET', `activity/${first._id}`, undefined, { ProjectId: UTGCA })).status).toBe(200);
  });

  it('cannot be changed or deleted from another project', async () => {
    const discipline = (JSON.parse(readFileSync(join(root, 'fixtures', 'discipline.json'), 'utf8')) as { _id: string; name: string; identifier: string }[])[0]!;
    const edit = await projectAdmin('PUT', `discipline/${discipline._id}`, { name: discipline.name, identifier: discipline.identifier }, { ProjectId: ROTA3 });
    expect(edit.body).toMatchObject({ error: 'RESOURCE-IS-FROM-ANOTHER-PROJECT', expectedProjectId: UTGCA });
    expect((await projectAdmin('DELETE', `discipline/${discipline._id}`, undefined, { ProjectId: ROTA3 })).status).toBe(400);
  });
});

describe('actions', () => {
  it("find none of another project's records: a bulk assign sent their ids changes nothing", async () => {
    const user = (JSON.parse(readFileSync(join(root, 'fixtures', 'user.json'), 'utf8')) as { _id: string }[])[0]!;
    const open = activities.find((activity) => ![3, 4, 5, 6, 7, 8, 9, 10].includes((activity as { executionStatus?: number }).executionStatus ?? 0))!;
    const before = (await api.call('GET', `activity/${open._id}`)).body;
    const refused = await projectAdmin('POST', `user/${user._id}/assign-activities`, [{ _id: open._id }], { ProjectId: ROTA3 });
    expect(refused.body).toEqual({ data: [{ _id: open._id, error: 'NOT_FOUND' }] });
    expect((await api.call('GET', `activity/${open._id}`)).body).toEqual(before);

    const assigned = await projectAdmin('POST', `user/${user._id}/assign-activities`, [{ _id: open._id }], { ProjectId: UTGCA });
    expect(assigned.body).toEqual({ data: [] });
  });
});

describe('creates and edits', () => {
  it('stamp the request project, whatever the body says, and an edit keeps it', async () => {
    const created = await projectAdmin('POST', 'discipline', { name: 'Escopo de teste', identifier: 'ESC-T', projectId: UTGCA }, { ProjectId: ROTA3 });
    expect(created.status).toBe(201);
    const record = (created.body as { data: { _id: string; projectId: string } }).data;
    expect(record.projectId).toBe(ROTA3);
    const edited = await projectAdmin(
      'PUT',
      `discipline/${record._id}`,
      { name: 'Escopo de teste 2', identifier: 'ESC-T', projectId: UTGCA },
      { ProjectId: ROTA3 },
    );
    expect((edited.body as { data: { projectId: string } }).data.projectId).toBe(ROTA3);
    expect(count(await projectAdmin('GET', 'discipline/page?limit=5&collectionCount=true', undefined, { ProjectId: ROTA3 }))).toBe(1);
  });
});
