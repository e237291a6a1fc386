/**
 * API contract of `contract` (`contract`, `contract/page`), through the real demo API over
 * the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import { recordLabel } from '../../../src/framework/registry/recordLabel';
import { DEMO_PROJECT_ID, dataOf, entityApiOfFile, expectPagedList, fieldErrors, listPage, readFixture, resourceNamed, type Params } from './entityApi.testkit';

const contracts = readFixture('contract');
const projects = readFixture('project');

const api = entityApiOfFile();

const list = (params: Params) => listPage(api, 'contract/page', params);

describe('GET contract/page', () => {
  it('answers {data: {items, count}} paged by limit and skip', async () => {
    await expectPagedList(api, 'contract/page', contracts.map((c) => String(c.code)).sort(), { limit: 3, skip: 3, sort: 'code' });
  });

  it("filters by project, by the contractor's name and by the number", async () => {
    const ofDemo = contracts.filter((c) => c.projectId === DEMO_PROJECT_ID);
    expect((await list({ projectId: DEMO_PROJECT_ID })).count).toBe(ofDemo.length);
    expect((await list({ company: 'consorcio' })).items.every((c) => String(c.company).startsWith('Consórcio'))).toBe(true);
    expect((await list({ code: '4600612345', codeMatchType: 'equals' })).items).toHaveLength(1);
    expect((await list({ code: '4600', codeMatchType: 'startsWith' })).count).toBe(contracts.length);
  });

  it('filters by the end of validity as a date range', async () => {
    const until2025 = contracts.filter((c) => String(c.endDate) <= '2025-12-31');
    expect((await list({ endDateTo: '2025-12-31' })).count).toBe(until2025.length);
    expect((await list({ endDateFrom: '2026-01-01' })).count).toBe(contracts.length - until2025.length);
  });
});

describe('a contract', () => {
  it("is labelled 'number - contractor'", () => {
    const first = contracts[0] ?? {};
    expect(recordLabel(resourceNamed('contract'), first)).toBe(`${String(first.code)} - ${String(first.company)}`);
  });

  it('belongs to an existing project; its number is unique', async () => {
    const orphan = await api.call('POST', 'contract', { code: '4600699999', projectId: 'ffffffffffffffffffffffff' });
    expect(orphan.status).toBe(400);
    expect(fieldErrors(orphan)).toEqual([{ field: 'projectId', keyword: 'reference', message: 'validation.reference' }]);
    const missing = await api.call('POST', 'contract', { code: '4600699999' });
    expect(fieldErrors(missing)).toEqual([{ field: 'projectId', keyword: 'required', message: 'FIELD_IS_REQUIRED' }]);
    const twice = await api.call('POST', 'contract', { code: String(contracts[0]?.code), projectId: DEMO_PROJECT_ID });
    expect(twice.body).toMatchObject({ error: 'CONTRACT.CODE_ALREADY_EXISTS', errors: [{ field: 'code', keyword: 'unique' }] });
  });

  it('has dates of validity as calendar days', async () => {
    const wrong = await api.call('POST', 'contract', { code: '4600699998', projectId: DEMO_PROJECT_ID, startDate: '01/02/2024' });
    expect(wrong.status).toBe(400);
    expect(fieldErrors(wrong)).toEqual([expect.objectContaining({ field: 'startDate', keyword: 'format' })]);
    const right = await api.call('POST', 'contract', { code: '4600699998', projectId: DEMO_PROJECT_ID, startDate: '2024-02-01', endDate: '2026-01-31' });
    expect(right.status).toBe(201);
    expect(dataOf(right)).toMatchObject({ startDate: '2024-02-01', endDate: '2026-01-31' });
  });

  it("cannot be deleted while it is a project's main contract", async () => {
    const main = projects.find((p) => p._id === DEMO_PROJECT_ID)?.contract;
    const answer = await api.call('DELETE', `contract/${String(main)}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'CONTRACT.IS_MAIN_CONTRACT_OF_PROJECT' });
    const other = contracts.find((c) => c.projectId === DEMO_PROJECT_ID && c._id !== main);
    expect((await api.call('DELETE', `contract/${String(other?._id)}`)).status).toBe(200);
  });
});
