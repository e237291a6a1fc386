/**
 * API contract of `scope` (the tree program 2 → project 3 → contract 4; `scope`,
 * `scope/page`), through the real demo API over the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, dataOf, entityApiOfFile, expectPagedList, fieldErrors, listPage, readFixture, type Params } from './entityApi.testkit';

const scopes = readFixture('scope');
const programs = readFixture('program');
const projects = readFixture('project');
const contracts = readFixture('contract');

const api = entityApiOfFile();

const list = (params: Params) => listPage(api, 'scope/page', params);

describe('the demo scope tree', () => {
  it('has a node per program (2), project (3) and contract (4), with its ancestors', () => {
    expect(scopes.filter((s) => s.level === 2)).toHaveLength(programs.length);
    expect(scopes.filter((s) => s.level === 3)).toHaveLength(projects.length);
    expect(scopes.filter((s) => s.level === 4)).toHaveLength(contracts.length);
    for (const project of projects) {
      expect(scopes.find((s) => s._id === project._id)).toMatchObject({ level: 3, parentIds: [project.programId] });
    }
    for (const contract of contracts) {
      const program = projects.find((p) => p._id === contract.projectId)?.programId;
      expect(scopes.find((s) => s._id === contract._id)).toMatchObject({ level: 4, parentIds: [program, contract.projectId] });
    }
  });
});

describe('GET scope/page', () => {
  it('answers {data: {items, count}} and filters by level', async () => {
    await expectPagedList(api, 'scope/page', scopes, { limit: 5 });
    expect((await list({ level: 3 })).count).toBe(projects.length);
    expect((await list({ level: '2,4' })).count).toBe(programs.length + contracts.length);
  });

  it('filters the children of a node through parentIds', async () => {
    const under = await list({ parentId: DEMO_PROJECT_ID });
    expect(under.items.map((s) => s._id).sort()).toEqual(
      contracts
        .filter((c) => c.projectId === DEMO_PROJECT_ID)
        .map((c) => c._id)
        .sort(),
    );
  });

  it('filters the name with match types', async () => {
    expect((await list({ name: 'utgca', nameMatchType: 'startsWith' })).items.map((s) => s._id)).toEqual([DEMO_PROJECT_ID]);
  });
});

describe('writes', () => {
  it('accepts levels 2, 3 and 4 only', async () => {
    const answer = await api.call('POST', 'scope', { name: 'Global', level: 1 });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)[0]).toMatchObject({ field: 'level' });
  });

  it('refuses a parent that does not exist', async () => {
    const answer = await api.call('POST', 'scope', { name: 'Contrato avulso', level: 4, parentIds: ['ffffffffffffffffffffffff'] });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual([{ field: 'parentIds.0', keyword: 'reference', message: 'validation.reference' }]);
  });

  it('creates a node under a project, and refuses to delete a node with children', async () => {
    const program = projects.find((p) => p._id === DEMO_PROJECT_ID)?.programId;
    const created = await api.call('POST', 'scope', { name: 'Contrato de pintura', level: 4, parentIds: [program, DEMO_PROJECT_ID] });
    expect(created.status).toBe(201);
    expect(dataOf(created)).toMatchObject({ level: 4, parentIds: [program, DEMO_PROJECT_ID] });
    const parent = await api.call('DELETE', `scope/${DEMO_PROJECT_ID}`);
    expect(parent.status).toBe(409);
    expect(parent.body).toMatchObject({ error: 'SCOPE.HAS_CHILDREN' });
    expect((await api.call('DELETE', `scope/${String(dataOf(created)._id)}`)).status).toBe(200);
  });

  it('refuses the same name twice on one level', async () => {
    const answer = await api.call('POST', 'scope', { name: String(scopes[0]?.name), level: scopes[0]?.level });
    expect(answer.body).toMatchObject({ error: 'SCOPE.NAME_ALREADY_EXISTS' });
  });
});
