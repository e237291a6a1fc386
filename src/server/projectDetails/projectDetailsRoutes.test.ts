import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjectApi, type RunningTestApi } from '../demoApi.testkit';

/** The members' project (UTGCA), its program and contracts, and a project of the admins only. */
const UTGCA = { _id: '65a0f3c2e4b0a1d2c3e4f501', code: 'UTGCA', programId: '6316ec7a916d9b6d80fb8bf2' };
const UTGCA_CONTRACTS = ['63e947cbb0c2dae42196322a', '63db1188fc8405c31dec172e'];
const ITABORAI = '63c82aadc47268868282b4d9';
const REFINING = '63d475afecc143fe678d3705';

let api: RunningTestApi;
beforeAll(async () => {
  api = await startProjectApi('project-details');
});
afterAll(() => api.close());

type Details = { project: { _id: string; code: string }; program: { _id: string; name: string } | null; contracts: { _id: string; name: string }[] };
const ids = (details: Details) => details.contracts.map((contract) => contract._id).sort();

describe('GET project/current-project-details', () => {
  it("answers the request's project with its program and contracts, to any signed-in user of it", async () => {
    const answer = await (await api.as('member'))('GET', 'project/current-project-details');
    expect(answer).toMatchObject({ status: 200, body: { data: { project: { _id: UTGCA._id, code: UTGCA.code }, program: { _id: UTGCA.programId } } } });
    expect(ids((answer.body as { data: Details }).data)).toEqual([...UTGCA_CONTRACTS].sort());
    const other = await (await api.as('project-admin'))('GET', 'project/current-project-details', undefined, { ProjectId: ITABORAI });
    expect(other).toMatchObject({ status: 200, body: { data: { project: { _id: ITABORAI } } } });
  });

  it("refuses an admin in Global (no one project), a project not the caller's, a user without a project, a caller signed out", async () => {
    expect(await api.call('GET', 'project/current-project-details', undefined, { ProjectId: 'global' })).toMatchObject({
      status: 400,
      body: { error: 'PROJECT_REQUIRED' },
    });
    expect(await (await api.as('member'))('GET', 'project/current-project-details', undefined, { ProjectId: ITABORAI })).toMatchObject({
      status: 403,
      body: { error: 'PROJECT_ACCESS_DENIED' },
    });
    expect(await (await api.as('no-project'))('GET', 'project/current-project-details')).toMatchObject({
      status: 400,
      body: { error: 'USER-WITHOUT-PROJECT' },
    });
    expect((await api.anonymous('GET', 'project/current-project-details')).status).toBe(401);
  });
});

describe('GET project/details-by-ids', () => {
  it('answers each project asked, in the order asked; an admin reads every project, a user their own', async () => {
    const answer = await api.call('GET', `project/details-by-ids?ids=${REFINING},${UTGCA._id}`);
    expect((answer.body as { data: Details[] }).data.map((details) => details.project._id)).toEqual([REFINING, UTGCA._id]);
    expect(await (await api.as('member'))('GET', `project/details-by-ids?ids=${UTGCA._id}`)).toMatchObject({
      status: 200,
      body: { data: [{ project: { _id: UTGCA._id } }] },
    });
  });

  it("refuses the whole request for one project not the caller's or unknown, and a malformed list", async () => {
    expect(await (await api.as('member'))('GET', `project/details-by-ids?ids=${UTGCA._id},${ITABORAI}`)).toMatchObject({
      status: 403,
      body: { error: 'PROJECT_ACCESS_DENIED', projectId: ITABORAI },
    });
    expect((await api.call('GET', `project/details-by-ids?ids=${UTGCA._id},000000000000000000000000`)).status).toBe(404);
    expect(await api.call('GET', 'project/details-by-ids?ids=')).toMatchObject({ status: 400, body: { error: 'INVALID_QUERY' } });
    expect(await api.call('GET', `project/details-by-ids?ids=${Array.from({ length: 1001 }, (_, index) => String(index)).join(',')}`)).toMatchObject({
      status: 400,
      body: { error: 'INVALID_QUERY' },
    });
  });
});
