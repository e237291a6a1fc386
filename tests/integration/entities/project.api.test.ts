/**
 * API contract of `project` (spec §7: CRUD and /page), through the real demo API over
 * the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import {
  DEMO_PROJECT_ID,
  dataOf,
  entityApiOfFile,
  expectPagedList,
  fieldErrors,
  listPage,
  readFixture,
  resourceNamed,
  type Params,
  type Row,
} from './entityApi.testkit';

const projects = readFixture('project');
const programs = readFixture('program');
const contracts = readFixture('contract');
const gne = programs.find((p) => p.code === 'GNE') as Row;

const api = entityApiOfFile();

const list = (params: Params) => listPage(api, 'project/page', params);

describe('the definition', () => {
  it('reaches the API at project and project/page, for ADMIN only', () => {
    const project = resourceNamed('project');
    expect(project.api).toMatchObject({ path: 'project', list: { path: 'project/page', paged: true, countParam: 'collectionCount' } });
    expect(project.access.list).toEqual(['ADMIN']);
    expect(project.menu).toMatchObject({ group: 'organisation' });
  });
});

describe('GET project/page', () => {
  it('answers {data: {items, count}} with limit, skip and collectionCount', async () => {
    const codes = projects.map((p) => String(p.code)).sort();
    await expectPagedList(api, 'project/page', codes, { limit: 2, sort: 'code' });
    await expectPagedList(api, 'project/page', codes, { limit: 2, skip: 2, sort: 'code' });
  });

  it('holds the demo project every reference fixture points at', async () => {
    const answer = await api.call('GET', `project/${DEMO_PROJECT_ID}`);
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toMatchObject({ _id: DEMO_PROJECT_ID, code: 'UTGCA', ficSiteId: 'UTGCA' });
  });

  it('filters the name ignoring case and accents, with each match type', async () => {
    expect((await list({ name: 'TRATAMENTO DE GAS' })).items.map((p) => p._id)).toEqual([DEMO_PROJECT_ID]);
    const fpso = await list({ name: 'fpso', nameMatchType: 'startsWith' });
    expect(fpso.count).toBe(projects.filter((p) => String(p.name).startsWith('FPSO')).length);
    expect(fpso.count).toBeGreaterThan(1);
    expect((await list({ name: 'comissionamento', nameMatchType: 'endsWith' })).items.every((p) => String(p.name).endsWith('Comissionamento'))).toBe(true);
    expect((await list({ name: 'fpso', nameMatchType: 'notContains' })).count).toBe(projects.length - (fpso.count ?? 0));
  });

  it('filters the code exactly with equals, not by a part of it', async () => {
    expect((await list({ code: 'utgca', codeMatchType: 'equals' })).items.map((p) => p._id)).toEqual([DEMO_PROJECT_ID]);
    expect((await list({ code: 'utg', codeMatchType: 'equals' })).count).toBe(0);
  });

  it('filters by program, by FIC site and by a list of ids', async () => {
    const ofGne = await list({ programId: String(gne._id) });
    expect(ofGne.count).toBe(projects.filter((p) => p.programId === gne._id).length);
    expect(ofGne.items.map((p) => p._id)).toContain(DEMO_PROJECT_ID);
    expect((await list({ ficSiteId: 'rnest' })).items.map((p) => p.code)).toEqual(['RNEST-T2']);
    const two = projects.slice(1, 3).map((p) => String(p._id));
    expect((await list({ _id: two.join(',') })).items.map((p) => p._id).sort()).toEqual([...two].sort());
  });

  it('sorts by any column, both ways', async () => {
    const desc = await list({ sort: 'name', order: 'DESC' });
    const names = desc.items.map((p) => String(p.name));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pt')));
  });
});

describe('writes', () => {
  const valid = { code: 'GASLUB-UPGN', name: 'GasLub – Unidade de Processamento de Gás Natural', ficSiteId: 'GASLUB', programId: String(gne._id) };

  it('creates a project with a new id and timestamps, then reads it back', async () => {
    const answer = await api.call('POST', 'project', valid);
    expect(answer.status).toBe(201);
    const created = dataOf(answer);
    expect(created).toMatchObject(valid);
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    expect(created.createdAt).toEqual(expect.any(String));
    expect(created.updatedAt).toEqual(expect.any(String));
    expect(dataOf(await api.call('GET', `project/${String(created._id)}`))).toEqual(created);
  });

  it('refuses a project without code and name, one error per field', async () => {
    const answer = await api.call('POST', 'project', { description: 'sem código' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(fieldErrors(answer)).toEqual(
      expect.arrayContaining([
        { field: 'code', keyword: 'required', message: 'FIELD_IS_REQUIRED' },
        { field: 'name', keyword: 'required', message: 'FIELD_IS_REQUIRED' },
      ]),
    );
  });

  it('refuses a code in lower case or with spaces', async () => {
    const answer = await api.call('POST', 'project', { ...valid, code: 'nova obra' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual([{ field: 'code', keyword: 'pattern', message: 'validation.pattern' }]);
  });

  it('refuses a code already used, on the code field', async () => {
    const answer = await api.call('POST', 'project', { ...valid, code: 'UTGCA', name: 'Outro projeto' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'PROJECT.CODE_ALREADY_EXISTS',
      errors: [{ field: 'code', keyword: 'unique', message: 'PROJECT.CODE_ALREADY_EXISTS' }],
    });
  });

  it('refuses a name already used, ignoring accents', async () => {
    const taken = String(projects[1]?.name)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    const answer = await api.call('POST', 'project', { ...valid, code: 'OUTRO', name: taken });
    expect(answer.body).toMatchObject({ error: 'PROJECT.NAME_ALREADY_EXISTS' });
  });

  it('refuses a program or main contract that does not exist', async () => {
    const answer = await api.call('POST', 'project', {
      ...valid,
      code: 'X-1',
      name: 'X',
      programId: 'ffffffffffffffffffffffff',
      contract: 'eeeeeeeeeeeeeeeeeeeeeeee',
    });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual(
      expect.arrayContaining([
        { field: 'programId', keyword: 'reference', message: 'validation.reference' },
        { field: 'contract', keyword: 'reference', message: 'validation.reference' },
      ]),
    );
  });

  it('updates a project keeping its own code', async () => {
    const demo = dataOf(await api.call('GET', `project/${DEMO_PROJECT_ID}`));
    const answer = await api.call('PUT', `project/${DEMO_PROJECT_ID}`, { ...demo, description: 'Comissionamento e preservação da UTGCA.' });
    expect(answer.status).toBe(200);
    expect(dataOf(answer)).toMatchObject({ _id: DEMO_PROJECT_ID, code: 'UTGCA', description: 'Comissionamento e preservação da UTGCA.' });
  });
});

describe('delete', () => {
  it('is refused while contracts belong to the project', async () => {
    const answer = await api.call('DELETE', `project/${DEMO_PROJECT_ID}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'PROJECT.HAS_CONTRACTS', count: contracts.filter((c) => c.projectId === DEMO_PROJECT_ID).length });
  });

  it('removes a project nothing points at', async () => {
    const created = dataOf(await api.call('POST', 'project', { code: 'TEMP-01', name: 'Projeto temporário' }));
    expect((await api.call('DELETE', `project/${String(created._id)}`)).status).toBe(200);
    expect((await api.call('GET', `project/${String(created._id)}`)).status).toBe(404);
  });
});
