/**
 * API contract of `element` (spec §3, §7): CRUD at `element`, the paged list at
 * `element/page`, and `POST element/{id}/add-childrens` / `remove-childrens` with
 * `{childrenIds}` answering `{data: {record, failures}}`, through the real demo API over
 * the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import {
  DEMO_PROJECT_ID,
  UNKNOWN_ID,
  dataOf,
  entityApiOfFile,
  expectPagedList,
  fieldErrors,
  first,
  ids,
  linkResultOf,
  listAll,
  readFixture,
  refusal,
  resourceNamed,
  type Params,
  type Row,
} from './entityApi.testkit';

const elements = readFixture('element');
const items = readFixture('commissionable-item');
const activities = readFixture('activity');
const elementTypes = readFixture('element-type');
const byIdentifier = (identifier: string) => first(elements, (e) => e.identifier === identifier, `element ${identifier}`);
const childrenOf = (row: Row) => (row.children as string[] | undefined) ?? [];
const parentOf = (row: Row) => elements.find((candidate) => childrenOf(candidate).includes(String(row._id)));

const api = entityApiOfFile();

const list = (params: Params = {}) => listAll(api, 'element/page', params);
const get = async (id: unknown) => dataOf(await api.call('GET', `element/${String(id)}`));
const addChildrens = (id: unknown, childrenIds: unknown[]) => api.call('POST', `element/${String(id)}/add-childrens`, { childrenIds });
const removeChildrens = (id: unknown, childrenIds: unknown[]) => api.call('POST', `element/${String(id)}/remove-childrens`, { childrenIds });

describe('the demo elements', () => {
  it('form a tree: each element has at most one parent, and tree is the path of identifiers from the root', () => {
    for (const element of elements) {
      const parents = elements.filter((candidate) => childrenOf(candidate).includes(String(element._id)));
      expect(parents.length, String(element.identifier)).toBeLessThanOrEqual(1);
      const parent = parents[0];
      expect(element.tree, String(element.identifier)).toBe(parent ? `${String(parent.tree)} / ${String(element.identifier)}` : element.identifier);
    }
  });

  it('count their commissionable items, which only elements of types having them get', () => {
    const typeHasItems = new Map(elementTypes.map((t) => [t._id, t.hasCommisionableItem === true]));
    for (const element of elements) {
      const own = items.filter((item) => item.elementId === element._id).length;
      expect(element.commissionableItemsCount, String(element.identifier)).toBe(own);
      if (own > 0) expect(typeHasItems.get(element.elementTypeId), String(element.identifier)).toBe(true);
    }
  });

  it('are what activities are done on, and include spare items placed nowhere yet', () => {
    const elementIds = new Set(elements.map((e) => e._id));
    const linked = activities.filter((activity) => activity.elementId !== undefined);
    expect(linked.length).toBeGreaterThan(0);
    for (const activity of linked) expect(elementIds.has(activity.elementId), String(activity.tag)).toBe(true);
    expect(elements.filter((e) => !parentOf(e) && childrenOf(e).length === 0).length).toBeGreaterThanOrEqual(2);
    expect(elements.every((e) => e.projectId === DEMO_PROJECT_ID)).toBe(true);
  });
});

describe('GET element/page', () => {
  it('answers {items, count} with limit, skip and collectionCount', async () => {
    const sorted = elements.map((e) => String(e.identifier)).sort((a, b) => a.localeCompare(b, 'pt', { sensitivity: 'base' }));
    await expectPagedList(api, 'element/page', sorted, { limit: 5, skip: 5, sort: 'identifier' });
  });

  it('sorted by tree (the default) lists each parent right before its subtree', async () => {
    expect(resourceNamed('element').list.sort).toEqual({ field: 'tree', order: 'ASC' });
    const rows = await list({ sort: 'tree', order: 'ASC' });
    const position = new Map(rows.map((row, index) => [row._id, index]));
    for (const row of rows) {
      const parent = parentOf(row);
      if (parent) expect(position.get(parent._id), String(row.identifier)).toBeLessThan(position.get(row._id) ?? -1);
    }
  });

  it('filters a subtree by tree, identifiers and names by text, the rest by equality', async () => {
    expect(ids(await list({ tree: 'SIS-100', treeMatchType: 'startsWith' }))).toEqual(ids(elements.filter((e) => String(e.tree).startsWith('SIS-100'))));
    expect(ids(await list({ identifier: 'p-1001a', identifierMatchType: 'equals' }))).toEqual([String(byIdentifier('P-1001A')._id)]);
    expect(ids(await list({ name: 'BOMBA' }))).toEqual(ids(elements.filter((e) => String(e.name).toLowerCase().includes('bomba'))));
    const motor = byIdentifier('M-1001A');
    expect(ids(await list({ classId: String(motor.classId) }))).toEqual(ids(elements.filter((e) => e.classId === motor.classId)));
    expect(ids(await list({ status: 'PLANNED,RECEIVED' }))).toEqual(ids(elements.filter((e) => e.status === 'PLANNED' || e.status === 'RECEIVED')));
    expect(ids(await list({ preservationPlanId: String(motor.preservationPlanId) }))).toEqual(
      ids(elements.filter((e) => e.preservationPlanId === motor.preservationPlanId)),
    );
  });
});

describe('element CRUD', () => {
  const body = (extra: Row = {}): Row => ({
    identifier: 'P-1001C',
    name: 'Bomba centrífuga de água de resfriamento (terceira)',
    elementTypeId: byIdentifier('P-1001A').elementTypeId,
    classId: byIdentifier('P-1001A').classId,
    disciplineId: byIdentifier('P-1001A').disciplineId,
    projectId: DEMO_PROJECT_ID,
    status: 'RECEIVED',
    ...extra,
  });

  it('creates an element without children, tree or count from the body: the backend keeps those', async () => {
    const answer = await api.call('POST', 'element', body({ children: [String(byIdentifier('M-1001A')._id)], tree: 'X', commissionableItemsCount: 9 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = dataOf(answer);
    expect(created).toMatchObject(body());
    expect(created).not.toHaveProperty('children');
    // A new element is a root with no items yet.
    expect(created).toMatchObject({ tree: body().identifier, commissionableItemsCount: 0 });
  });

  it('refuses a duplicate identifier, ignoring case, on the identifier field', async () => {
    const answer = await api.call('POST', 'element', body({ identifier: 'TR-5101' }));
    expect(refusal(answer)).toEqual({ status: 400, error: 'ELEMENT.IDENTIFIER_ALREADY_EXISTS' });
    expect(fieldErrors(answer)).toEqual([{ field: 'identifier', keyword: 'unique', message: 'ELEMENT.IDENTIFIER_ALREADY_EXISTS' }]);
  });

  it('refuses a malformed tag, a missing type and references to nothing', async () => {
    const { elementTypeId: _type, ...withoutType } = body({ identifier: 'p 1001 c', classId: UNKNOWN_ID });
    const answer = await api.call('POST', 'element', withoutType);
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'identifier', keyword: 'pattern' }),
        expect.objectContaining({ field: 'elementTypeId', keyword: 'required' }),
        { field: 'classId', keyword: 'reference', message: 'validation.reference' },
      ]),
    );
  });

  it('PUT keeps the tree and count whatever the body says, and refuses other children (they change through their actions)', async () => {
    const pump = byIdentifier('P-1001B');
    const { _id, createdAt: _c, updatedAt: _u, ...rest } = pump;
    const answer = await api.call('PUT', `element/${String(_id)}`, {
      ...rest,
      tree: 'outro',
      commissionableItemsCount: 0,
      name: 'Bomba reserva de água de resfriamento',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dataOf(answer)).toMatchObject({
      name: 'Bomba reserva de água de resfriamento',
      children: pump.children,
      tree: pump.tree,
      commissionableItemsCount: pump.commissionableItemsCount,
    });
    const children = await api.call('PUT', `element/${String(_id)}`, { ...rest, children: [] });
    expect(children.status).toBe(400);
    expect(children.body).toMatchObject({ error: 'FIELD_IS_READ_ONLY', field: 'children' });
  });

  it('refuses to delete an element still linked: a child, one with items, pendencies or instances', async () => {
    expect(refusal(await api.call('DELETE', `element/${String(byIdentifier('M-1001B')._id)}`))).toEqual({
      status: 409,
      error: 'ELEMENT.IS_CHILD_OF_ANOTHER_ELEMENT',
    });
    const withItems = first(elements, (e) => Number(e.commissionableItemsCount) > 0 && !parentOf(e) && e.identifier !== 'M-1001C', 'root element with items');
    expect(refusal(await api.call('DELETE', `element/${String(withItems._id)}`))).toEqual({ status: 409, error: 'ELEMENT.HAS_COMMISSIONABLE_ITEMS' });
  });

  it('deletes an element nothing points at', async () => {
    const created = dataOf(await api.call('POST', 'element', body({ identifier: 'SPARE-DEL-01' })));
    expect((await api.call('DELETE', `element/${String(created._id)}`)).status).toBe(200);
    expect((await api.call('GET', `element/${String(created._id)}`)).status).toBe(404);
  });
});

describe('POST element/{id}/add-childrens and remove-childrens', () => {
  it('adds the ids it can and lists the others: unknown, already a child, the element itself, a loop', async () => {
    const pump = byIdentifier('P-1001B');
    const spare = first(elements, (e) => e.identifier === 'M-1001C' && !parentOf(e), 'spare motor M-1001C without parent');
    const motor = byIdentifier('M-1001B');
    const subsystem = byIdentifier('SUB-100-01');

    const answer = await addChildrens(pump._id, [spare._id, UNKNOWN_ID, motor._id, pump._id, subsystem._id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { record, failures } = linkResultOf(answer);
    expect(record).toMatchObject({ _id: pump._id, children: [...childrenOf(pump), spare._id] });
    expect(failures).toEqual([
      { id: UNKNOWN_ID, error: 'NOT_FOUND' },
      { id: motor._id, error: 'ALREADY_LINKED' },
      { id: pump._id, error: 'CANNOT_LINK_ITSELF' },
      { id: subsystem._id, error: 'WOULD_CREATE_CYCLE' },
    ]);
    expect((await get(pump._id)).children).toEqual([...childrenOf(pump), spare._id]);
  });

  it('changes nothing when every id fails', async () => {
    const pump = byIdentifier('P-1001A');
    const { record, failures } = linkResultOf(await addChildrens(pump._id, [UNKNOWN_ID]));
    expect(record.children).toEqual(pump.children);
    expect(failures).toEqual([{ id: UNKNOWN_ID, error: 'NOT_FOUND' }]);
  });

  it('removes children and lists the ids that were not children', async () => {
    const parent = byIdentifier('VT-1501');
    const [reducer, motor] = childrenOf(parent);
    const answer = await removeChildrens(parent._id, [reducer, byIdentifier('P-1001A')._id, UNKNOWN_ID]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { record, failures } = linkResultOf(answer);
    expect(record.children).toEqual([motor]);
    expect(failures).toEqual([
      { id: byIdentifier('P-1001A')._id, error: 'NOT_LINKED' },
      { id: UNKNOWN_ID, error: 'NOT_FOUND' },
    ]);
    expect((await get(parent._id)).children).toEqual([motor]);
  });

  it('needs childrenIds as a list, and an element that exists', async () => {
    const pump = byIdentifier('P-1001A');
    const missing = await api.call('POST', `element/${String(pump._id)}/add-childrens`, {});
    expect(missing.status).toBe(400);
    expect(fieldErrors(missing)).toEqual([{ field: 'childrenIds', keyword: 'required', message: 'FIELD_IS_REQUIRED' }]);
    expect((await api.call('POST', `element/${String(pump._id)}/add-childrens`, { childrenIds: 'x' })).status).toBe(400);
    expect(refusal(await addChildrens(UNKNOWN_ID, [pump._id]))).toEqual({ status: 404, error: 'NOT_FOUND' });
  });
});
