/**
 * API contract of `program` (the spec names no program calls: `program`, `program/page`
 * like the other registers), through the real demo API over the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import { recordLabel } from '../../../src/framework/registry/recordLabel';
import { dataOf, entityApiOfFile, expectPagedList, fieldErrors, listPage, readFixture, resourceNamed, type Params, type Row } from './entityApi.testkit';

const programs = readFixture('program');
const projects = readFixture('project');
const gne = programs.find((p) => p.code === 'GNE') as Row;

const api = entityApiOfFile();

const list = (params: Params) => listPage(api, 'program/page', params);

describe('GET program/page', () => {
  it('answers {data: {items, count}} paged by limit and skip', async () => {
    const codes = programs.map((p) => String(p.code)).sort();
    await expectPagedList(api, 'program/page', codes, { limit: 1, sort: 'code' });
    await expectPagedList(api, 'program/page', codes, { limit: 10, skip: 1, sort: 'code' });
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
    expect(fieldErrors(answer).map((e) => [e.field, e.keyword])).toEqual(
      expect.arrayContaining([
        ['code', 'required'],
        ['name', 'required'],
      ]),
    );
  });
});

describe('delete', () => {
  it('is refused while projects belong to the program', async () => {
    const answer = await api.call('DELETE', `program/${String(gne._id)}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'PROGRAM.HAS_PROJECTS', count: projects.filter((p) => p.programId === gne._id).length });
  });
});
