/**
 * API contract of `program` (the spec names no program calls: `program`, `program/page`
 * like the other registers), through the real demo API over the real registry and fixtures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLabel } from '../../../src/framework/registry/recordLabel';
import type { RunningTestApi } from '../../../src/server/demoApi.testkit';
import { dataOf, fieldErrors, pageOf, query, readFixture, resourceNamed, startProjectApi, type Row } from './organisation.testkit';

const programs = readFixture('program.json');
const projects = readFixture('project.json');
const gne = programs.find((p) => p.code === 'GNE') as Row;

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi();
});
afterAll(async () => {
  await api.close();
});

const list = async (params: Record<string, string | number | boolean>) => {
  const answer = await api.call('GET', `program/page?${query({ limit: 25, skip: 0, collectionCount: true, ...params })}`);
  expect(answer.status).toBe(200);
  return pageOf(answer);
};

describe('GET program/page', () => {
  it('answers {data: {items, count}} paged by limit and skip', async () => {
    const first = await list({ limit: 1, sort: 'code', order: 'ASC' });
    expect(first.count).toBe(programs.length);
    expect(first.items).toHaveLength(1);
    const rest = await list({ limit: 10, skip: 1, sort: 'code', order: 'ASC' });
    expect(rest.items.map((p) => p.code)).toEqual(programs.map((p) => String(p.code)).sort().slice(1));
  });

  it('filters name and code with match types, ignoring case and accents', async () => {
    expect((await list({ name: 'GAS NATURAL' })).items.map((p) => p._id)).toEqual([gne._id]);
    expect((await list({ code: 'g', codeMatchType: 'startsWith' })).items.map((p) => p.code)).toEqual(['GNE']);
    expect((await list({ code: 'gne', codeMatchType: 'notContains' })).count).toBe(programs.length - 1);
  });
});

describe("a program's label", () => {
  it("is 'code - name'", async () => {
    const program = dataOf(await api.call('GET', `program/${String(gne._id)}`));
    expect(recordLabel(resourceNamed('program'), program)).toBe('GNE - Gás Natural e Energia');
  });
});

describe('writes', () => {
  it('creates a program and refuses its code a second time', async () => {
    const created = await api.call('POST', 'program', { code: 'DSC', name: 'Descomissionamento' });
    expect(created.status).toBe(201);
    expect(dataOf(created)).toMatchObject({ code: 'DSC', name: 'Descomissionamento', _id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const again = await api.call('POST', 'program', { code: 'DSC', name: 'Outro nome' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'PROGRAM.CODE_ALREADY_EXISTS', errors: [{ field: 'code', keyword: 'unique' }] });
  });

  it('refuses a name already used, ignoring case', async () => {
    const answer = await api.call('POST', 'program', { code: 'NEW', name: 'REFINO E PETROQUÍMICA' });
    expect(answer.body).toMatchObject({ error: 'PROGRAM.NAME_ALREADY_EXISTS' });
  });

  it('refuses a program without code or name', async () => {
    const answer = await api.call('POST', 'program', { description: 'x' });
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer).map((e) => [e.field, e.keyword])).toEqual(expect.arrayContaining([['code', 'required'], ['name', 'required']]));
  });
});

describe('delete', () => {
  it('is refused while projects belong to the program', async () => {
    const answer = await api.call('DELETE', `program/${String(gne._id)}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'PROGRAM.HAS_PROJECTS', count: projects.filter((p) => p.programId === gne._id).length });
  });
});
