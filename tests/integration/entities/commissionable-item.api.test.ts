/**
 * API contract of `commissionable-item` (spec §3, §7: the element's commissionable items),
 * CRUD plus `commissionable-item/page`, through the real demo API over the real registry
 * and fixtures.
 */
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID, dataOf, entityApiOfFile, expectPagedList, fieldErrors, ids, listAll, readFixture, refusal, type Params } from './entityApi.testkit';

const items = readFixture('commissionable-item');

const api = entityApiOfFile();

const list = (params: Params = {}) => listAll(api, 'commissionable-item/page', params);

describe('the demo commissionable items', () => {
  it('are named after their element, and only FIC items are out of step with FIC', () => {
    for (const item of items) {
      expect(String(item.identifier)).toMatch(/-CI-\d{2}$/);
      if (item.isFic !== true) expect([item.inconsistencyExternalSystem, item.pendingToExternalUpdate], String(item.identifier)).toEqual([false, false]);
    }
    expect(items.some((item) => item.inconsistencyExternalSystem === true)).toBe(true);
    expect(items.some((item) => item.pendingToExternalUpdate === true)).toBe(true);
  });
});

describe('GET commissionable-item/page', () => {
  it('answers {items, count} and filters by element and by each flag', async () => {
    await expectPagedList(api, 'commissionable-item/page', items, { limit: 10 });
    const element = String(items[0]?.elementId);
    expect(ids(await list({ elementId: element }))).toEqual(ids(items.filter((item) => item.elementId === element)));
    for (const flag of ['isFic', 'received', 'inconsistencyExternalSystem', 'pendingToExternalUpdate']) {
      expect(ids(await list({ [flag]: true })), flag).toEqual(ids(items.filter((item) => item[flag] === true)));
    }
    expect(ids(await list({ identifier: String(items[0]?.identifier), identifierMatchType: 'equals' }))).toEqual([String(items[0]?._id)]);
  });
});

describe('commissionable-item CRUD', () => {
  it('creates an item of an element; refuses a duplicate identifier and an unknown element', async () => {
    const created = await api.call('POST', 'commissionable-item', {
      identifier: 'P-1001A-CI-09',
      description: 'Instrumentação local',
      elementId: items[0]?.elementId,
      isFic: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(dataOf(created)).toMatchObject({ identifier: 'P-1001A-CI-09', createdAt: expect.any(String) });

    const duplicate = await api.call('POST', 'commissionable-item', { identifier: 'P-1001A-CI-09', elementId: items[0]?.elementId });
    expect(refusal(duplicate)).toEqual({ status: 400, error: 'COMMISSIONABLE_ITEM.IDENTIFIER_ALREADY_EXISTS' });
    const orphan = await api.call('POST', 'commissionable-item', { identifier: 'X-CI-01', elementId: UNKNOWN_ID });
    expect(fieldErrors(orphan)).toEqual([{ field: 'elementId', keyword: 'reference', message: 'validation.reference' }]);
  });

  it('updates the flags with PUT', async () => {
    const item = items.find((candidate) => candidate.pendingToExternalUpdate === true);
    const { _id, createdAt: _c, ...body } = item ?? {};
    const answer = await api.call('PUT', `commissionable-item/${String(_id)}`, { ...body, pendingToExternalUpdate: false });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dataOf(answer)).toMatchObject({ pendingToExternalUpdate: false, createdAt: item?.createdAt });
  });
});
