/**
 * API contract of `pendency` (spec §3, §4, §7, §8): `GET pendency` with query-string
 * filters, `POST pendency/create`, `PUT` / `DELETE pendency/{id}`,
 * `PUT pendency/{id}/change-status` and `POST pendency/{id}/forward`, through the real
 * demo API over the real registry and fixtures.
 */
import { describe, expect, it } from 'vitest';
import { buildListParams } from '../../../src/framework/data/listParams';
import {
  UNKNOWN_ID,
  dataOf,
  entityApiOfFile,
  expectPagedList,
  fieldErrors,
  first,
  ids,
  listAll,
  readFixture,
  refusal,
  resourceNamed,
  type Params,
  type Row,
} from './entityApi.testkit';

const pendencies = readFixture('pendency');
const elements = readFixture('element');
const events = readFixture('event');
const users = readFixture('user');
const disciplines = readFixture('discipline');
const instances = readFixture('digital-process-instance');
const processes = readFixture('digital-process');
const resource = resourceNamed('pendency');

const OPEN = ['DRAFT', 'AWAITING_EVALUATION', 'AWAITING_INFORMATION', 'IN_PROGRESS'];
const listOf = (row: Row, key: string) => (row[key] as string[] | undefined) ?? [];

const api = entityApiOfFile();

const list = (params: Params = {}) => listAll(api, 'pendency', params);

/** A valid body for POST pendency/create; `extra` overrides. */
function newPendency(extra: Row = {}): Row {
  return {
    name: 'Falta plaqueta de identificação no painel',
    classification: 'NON_IMPEDITIVE',
    status: 'DRAFT',
    elements: [elements[10]?._id],
    events: [events[0]?._id],
    assignedUser: users[4]?._id,
    disciplineId: disciplines[0]?._id,
    ...extra,
  };
}
async function create(extra: Row = {}): Promise<Row> {
  const answer = await api.call('POST', 'pendency/create', newPendency(extra));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return dataOf(answer);
}
const changeStatus = (id: unknown, body: Row) => api.call('PUT', `pendency/${String(id)}/change-status`, body);

describe('the demo pendencies', () => {
  it('cover every status and classification, internal and external ones, with unique public codes', () => {
    expect(new Set(pendencies.map((p) => p.status))).toEqual(new Set([...OPEN, 'COMPLETED', 'CANCELLED']));
    expect(new Set(pendencies.map((p) => p.classification))).toEqual(new Set(['IMPEDITIVE', 'NON_IMPEDITIVE']));
    expect(pendencies.some((p) => p.isInternal === false)).toBe(true);
    expect(new Set(pendencies.map((p) => p.publicId)).size).toBe(pendencies.length);
    for (const p of pendencies) expect(p.publicId).toMatch(/^PND-\d{6}$/);
  });

  it('keep source, pendencyId and the reason consistent with isInternal and the status', () => {
    for (const p of pendencies) {
      expect(p.source, String(p.publicId)).toBe(p.isInternal === false ? 'EXTERNAL_API' : 'CERTIFICARE');
      expect(p.pendencyId !== undefined, String(p.publicId)).toBe(p.isInternal === false);
      if (p.status === 'CANCELLED') expect(p.reasonForCancellation, String(p.publicId)).toEqual(expect.any(String));
      const history = p.statusHistory as { status: string }[];
      expect(history.at(-1)?.status, String(p.publicId)).toBe(p.status);
      expect(history[0]?.status, String(p.publicId)).toBe('DRAFT');
    }
  });
});

describe('GET pendency', () => {
  it('with limit and skip answers a page {items, count}; count only with collectionCount', async () => {
    await expectPagedList(api, 'pendency', pendencies.map((p) => String(p.publicId)).sort(), { limit: 10, skip: 5, sort: 'publicId' });
  });

  it('without paging answers every pendency as a plain list', async () => {
    const answer = await api.call('GET', 'pendency');
    expect(answer.status).toBe(200);
    expect(dataOf<Row[]>(answer).length).toBeGreaterThanOrEqual(pendencies.length);
  });

  it('reads one pendency by id, 404 NOT_FOUND for an unknown one', async () => {
    const one = pendencies[0] as Row;
    expect(dataOf(await api.call('GET', `pendency/${String(one._id)}`))).toEqual(one);
    expect(refusal(await api.call('GET', `pendency/${UNKNOWN_ID}`))).toEqual({ status: 404, error: 'NOT_FOUND' });
  });

  it('declares exactly the filters of spec §3 with their parameters', () => {
    expect(resource.list.filters.map((f) => [f.field, f.param, f.kind])).toEqual([
      ['publicId', 'publicId', 'text'],
      ['name', 'name', 'text'],
      ['classification', 'classification', 'enum'],
      ['status', 'status', 'enum'],
      ['elements[]', 'elementsId', 'reference'],
      ['assignedUser', 'assignedUser', 'reference'],
      ['limitDate', 'limitDate', 'dateRange'],
      ['events[]', 'eventsIn', 'reference'],
      ['disciplineId', 'disciplineId', 'reference'],
    ]);
    expect(resource.list.filters.find((f) => f.field === 'limitDate')).toMatchObject({ from: 'limitDateFrom', to: 'limitDateTo' });
    expect(resource.list.filters.filter((f) => f.matchType).map((f) => f.field)).toEqual(['publicId', 'name']);
  });
});

describe('the pendency filters', () => {
  // Fixture rows only: records the other tests create are told apart by their creation.
  const fixtureIds = new Set(pendencies.map((p) => String(p._id)));
  const fromFixtures = (rows: Row[]) => ids(rows.filter((row) => fixtureIds.has(String(row._id))));

  it('publicId: contains by default, equals, startsWith, endsWith, notContains', async () => {
    const one = pendencies[7] as Row;
    const code = String(one.publicId);
    expect(ids(await list({ publicId: code, publicIdMatchType: 'equals' }))).toEqual([String(one._id)]);
    expect(fromFixtures(await list({ publicId: code.slice(-3) }))).toEqual(ids(pendencies.filter((p) => String(p.publicId).includes(code.slice(-3)))));
    expect(fromFixtures(await list({ publicId: 'pnd-0001', publicIdMatchType: 'startsWith' }))).toEqual(
      ids(pendencies.filter((p) => String(p.publicId).startsWith('PND-0001'))),
    );
    expect(fromFixtures(await list({ publicId: code.slice(-2), publicIdMatchType: 'endsWith' }))).toEqual(
      ids(pendencies.filter((p) => String(p.publicId).endsWith(code.slice(-2)))),
    );
    expect(fromFixtures(await list({ publicId: code, publicIdMatchType: 'notContains' }))).toEqual(ids(pendencies.filter((p) => p.publicId !== code)));
  });

  it('name: ignores case and accents', async () => {
    const expected = ids(pendencies.filter((p) => String(p.name).includes('Válvula') || String(p.name).includes('válvula')));
    expect(expected.length).toBeGreaterThan(0);
    expect(fromFixtures(await list({ name: 'VALVULA' }))).toEqual(expected);
  });

  it('classification and status: one value or a comma list', async () => {
    expect(fromFixtures(await list({ classification: 'IMPEDITIVE' }))).toEqual(ids(pendencies.filter((p) => p.classification === 'IMPEDITIVE')));
    expect(fromFixtures(await list({ status: 'CANCELLED' }))).toEqual(ids(pendencies.filter((p) => p.status === 'CANCELLED')));
    expect(fromFixtures(await list({ status: 'DRAFT,AWAITING_INFORMATION' }))).toEqual(
      ids(pendencies.filter((p) => p.status === 'DRAFT' || p.status === 'AWAITING_INFORMATION')),
    );
  });

  it('elementsId: the pendencies whose elements include the element', async () => {
    const element = first(elements, (e) => pendencies.filter((p) => listOf(p, 'elements').includes(String(e._id))).length >= 2, 'element with two pendencies');
    const expected = ids(pendencies.filter((p) => listOf(p, 'elements').includes(String(element._id))));
    expect(fromFixtures(await list({ elementsId: String(element._id) }))).toEqual(expected);
    expect(await list({ elementsId: UNKNOWN_ID })).toEqual([]);
  });

  it('assignedUser and disciplineId: equality, comma lists meaning any of', async () => {
    const [a, b] = [...new Set(pendencies.map((p) => String(p.assignedUser)))];
    expect(fromFixtures(await list({ assignedUser: String(a) }))).toEqual(ids(pendencies.filter((p) => p.assignedUser === a)));
    expect(fromFixtures(await list({ assignedUser: `${String(a)},${String(b)}` }))).toEqual(
      ids(pendencies.filter((p) => p.assignedUser === a || p.assignedUser === b)),
    );
    const discipline = String(pendencies[0]?.disciplineId);
    expect(fromFixtures(await list({ disciplineId: discipline }))).toEqual(ids(pendencies.filter((p) => p.disciplineId === discipline)));
  });

  it('eventsIn: the pendencies with any of the listed events', async () => {
    const [e1, e2] = [...new Set(pendencies.flatMap((p) => listOf(p, 'events')))];
    const expected = ids(pendencies.filter((p) => listOf(p, 'events').some((event) => event === e1 || event === e2)));
    expect(fromFixtures(await list({ eventsIn: `${String(e1)},${String(e2)}` }))).toEqual(expected);
    expect(fromFixtures(await list({ eventsIn: String(e1) }))).toEqual(ids(pendencies.filter((p) => listOf(p, 'events').includes(String(e1)))));
  });

  it('combine: every filter must hold', async () => {
    const some = pendencies.find((p) => p.classification === 'IMPEDITIVE' && OPEN.includes(String(p.status))) as Row;
    const expected = pendencies.filter((p) => p.classification === 'IMPEDITIVE' && p.status === some.status && p.disciplineId === some.disciplineId);
    expect(fromFixtures(await list({ classification: 'IMPEDITIVE', status: String(some.status), disciplineId: String(some.disciplineId) }))).toEqual(
      ids(expected),
    );
  });

  it('limitDate: from the start of the first day to the end of the last, in the user time zone, edges included', async () => {
    const previousZone = process.env.TZ;
    // A zone away from UTC, so a day's edges are not midnight UTC (the browser sends local edges).
    process.env.TZ = 'America/Sao_Paulo';
    try {
      const marker = 'Borda do prazo';
      const start = new Date(2031, 0, 10, 0, 0, 0, 0).getTime();
      const end = new Date(2031, 0, 12, 23, 59, 59, 999).getTime();
      expect(new Date(start).toISOString()).toBe('2031-01-10T03:00:00.000Z');
      const at = (time: number, label: string) => create({ name: `${marker} ${label}`, limitDate: new Date(time).toISOString() });
      const firstInstant = await at(start, 'início');
      const lastInstant = await at(end, 'fim');
      await at(start - 1, 'antes');
      await at(end + 1, 'depois');
      // The query the browser sends for the days the user picked.
      const params = buildListParams(resource, { filter: { name: marker, limitDateFrom: '2031-01-10', limitDateTo: '2031-01-12' } });
      expect(params).toMatchObject({ limitDateFrom: '2031-01-10T03:00:00.000Z', limitDateTo: '2031-01-13T02:59:59.999Z' });
      expect(ids(await list(params))).toEqual(ids([firstInstant, lastInstant]));
      // Only one end given: the other side is open.
      expect(ids(await list({ name: marker, limitDateFrom: params.limitDateFrom ?? '' }))).toHaveLength(3);
      expect(ids(await list({ name: marker, limitDateTo: params.limitDateTo ?? '' }))).toHaveLength(3);
    } finally {
      if (previousZone === undefined) delete process.env.TZ;
      else process.env.TZ = previousZone;
    }
  });
});

describe('POST pendency/create', () => {
  it('creates a pendency: 201 with a new _id, the fields sent and the timestamps', async () => {
    const answer = await api.call('POST', 'pendency/create', newPendency({ limitDate: '2031-03-01T20:00:00.000Z' }));
    expect(answer.status).toBe(201);
    const created = dataOf(answer);
    expect(created).toMatchObject({ ...newPendency(), limitDate: '2031-03-01T20:00:00.000Z', _id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(created.createdAt).toEqual(expect.any(String));
    expect(dataOf(await api.call('GET', `pendency/${String(created._id)}`))).toEqual(created);
  });

  it('does not take what only the backend sets: public code, isInternal, source, reason, history', async () => {
    const created = await create({
      publicId: 'PND-999999',
      isInternal: false,
      source: 'EXTERNAL_API',
      reasonForCancellation: 'forjado',
      statusHistory: [{ status: 'COMPLETED', date: '2024-01-01T00:00:00.000Z' }],
    });
    for (const key of ['isInternal', 'source', 'reasonForCancellation', 'statusHistory']) expect(created, key).not.toHaveProperty(key);
    // The public code is the API's own: the next of the sequence, never the one sent.
    expect(created.publicId).toMatch(/^PND-\d{6}$/);
    expect(created.publicId).not.toBe('PND-999999');
  });

  it('refuses a pendency without events with EVENT_SELECTION_REQUIRED, on the events field', async () => {
    const empty = await api.call('POST', 'pendency/create', newPendency({ events: [] }));
    expect(refusal(empty)).toEqual({ status: 400, error: 'EVENT_SELECTION_REQUIRED' });
    expect(fieldErrors(empty)).toEqual([{ field: 'events', keyword: 'minItems', message: 'EVENT_SELECTION_REQUIRED' }]);

    const { events: _events, ...withoutEvents } = newPendency();
    const missing = await api.call('POST', 'pendency/create', withoutEvents);
    expect(refusal(missing)).toEqual({ status: 400, error: 'EVENT_SELECTION_REQUIRED' });
    expect(fieldErrors(missing)).toEqual([{ field: 'events', keyword: 'required', message: 'EVENT_SELECTION_REQUIRED' }]);
  });

  it('refuses other invalid fields with field errors', async () => {
    const answer = await api.call('POST', 'pendency/create', newPendency({ name: '', classification: 'URGENT' }));
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer).map((e) => e.field)).toEqual(expect.arrayContaining(['name', 'classification']));
  });

  it('refuses references to records that do not exist', async () => {
    const answer = await api.call('POST', 'pendency/create', newPendency({ events: [UNKNOWN_ID], elements: [UNKNOWN_ID], assignedUser: UNKNOWN_ID }));
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual(
      expect.arrayContaining([
        { field: 'events.0', keyword: 'reference', message: 'validation.reference' },
        { field: 'elements.0', keyword: 'reference', message: 'validation.reference' },
        { field: 'assignedUser', keyword: 'reference', message: 'validation.reference' },
      ]),
    );
  });
});

describe('PUT and DELETE pendency/{id}', () => {
  it('PUT replaces the editable fields and keeps what the backend set', async () => {
    const external = first(pendencies, (p) => p.isInternal === false, 'external pendency');
    const { _id, publicId: _publicId, isInternal: _internal, source: _source, statusHistory: _history, createdAt: _c, updatedAt: _u, ...body } = external;
    // The form keeps an external pendency's fields read-only, and so does the API.
    const renamed = await api.call('PUT', `pendency/${String(_id)}`, { ...body, name: 'Nome revisado pelo planejamento' });
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ error: 'FIELD_IS_READ_ONLY', field: 'name' });
    const answer = await api.call('PUT', `pendency/${String(_id)}`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(dataOf(answer)).toMatchObject({
      name: external.name,
      publicId: external.publicId,
      isInternal: false,
      source: external.source,
      statusHistory: external.statusHistory,
    });
  });

  it('DELETE removes a pendency no process instance lists; 409 for one that an instance lists', async () => {
    const created = await create();
    expect((await api.call('DELETE', `pendency/${String(created._id)}`)).status).toBe(200);
    expect((await api.call('GET', `pendency/${String(created._id)}`)).status).toBe(404);

    const instance = first(instances, (i) => listOf(i, 'pendencies').length > 0, 'instance with pendencies');
    const listed = String(listOf(instance, 'pendencies')[0]);
    expect(refusal(await api.call('DELETE', `pendency/${listed}`))).toEqual({ status: 409, error: 'PENDENCY.HAS_LINK_WITH_PROCESS_INSTANCE' });
    expect((await api.call('GET', `pendency/${listed}`)).status).toBe(200);
  });
});

describe('PUT pendency/{id}/change-status', () => {
  it('moves along the allowed transitions and answers the pendency with its new status', async () => {
    const created = await create();
    const toEvaluation = await changeStatus(created._id, { nextStatus: 'AWAITING_EVALUATION' });
    expect(toEvaluation.status, JSON.stringify(toEvaluation.body)).toBe(200);
    expect(dataOf(toEvaluation)).toMatchObject({ _id: created._id, status: 'AWAITING_EVALUATION' });

    const toInformation = await changeStatus(created._id, { nextStatus: 'AWAITING_INFORMATION', justification: '  Aguardando o data book do fornecedor.  ' });
    expect(dataOf(toInformation)).toMatchObject({ status: 'AWAITING_INFORMATION', justification: 'Aguardando o data book do fornecedor.' });
    await changeStatus(created._id, { nextStatus: 'AWAITING_EVALUATION' });
    await changeStatus(created._id, { nextStatus: 'IN_PROGRESS' });
    const done = dataOf(await changeStatus(created._id, { nextStatus: 'COMPLETED', justification: 'Plaqueta instalada e conferida.' }));
    expect(done).toMatchObject({ status: 'COMPLETED', justification: 'Plaqueta instalada e conferida.' });
    expect((done.statusHistory as Row[]).map((entry) => entry.status)).toEqual([
      'AWAITING_EVALUATION',
      'AWAITING_INFORMATION',
      'AWAITING_EVALUATION',
      'IN_PROGRESS',
      'COMPLETED',
    ]);
    expect(dataOf(await api.call('GET', `pendency/${String(created._id)}`))).toEqual(done);
  });

  it('refuses a transition the workflow does not allow with INVALID_STATUS, and final statuses allow none', async () => {
    const created = await create();
    expect(refusal(await changeStatus(created._id, { nextStatus: 'COMPLETED' }))).toEqual({ status: 400, error: 'INVALID_STATUS' });
    expect(refusal(await changeStatus(created._id, { nextStatus: 'DONE' }))).toEqual({ status: 400, error: 'INVALID_STATUS' });
    expect(refusal(await changeStatus(created._id, { nextStatus: 'DRAFT' }))).toEqual({ status: 400, error: 'INVALID_STATUS' });
    expect(dataOf(await api.call('GET', `pendency/${String(created._id)}`)).status).toBe('DRAFT');

    const completed = first(pendencies, (p) => p.status === 'COMPLETED' && p.isInternal !== false, 'completed internal pendency');
    expect(refusal(await changeStatus(completed._id, { nextStatus: 'IN_PROGRESS' }))).toEqual({ status: 400, error: 'INVALID_STATUS' });
    const cancelled = first(pendencies, (p) => p.status === 'CANCELLED' && p.isInternal !== false, 'cancelled internal pendency');
    expect(refusal(await changeStatus(cancelled._id, { nextStatus: 'DRAFT', reasonForCancellation: 'x' }))).toEqual({ status: 400, error: 'INVALID_STATUS' });
  });

  it('needs the next status', async () => {
    const created = await create();
    const answer = await changeStatus(created._id, {});
    expect(answer.status).toBe(400);
    expect(fieldErrors(answer)).toEqual([{ field: 'nextStatus', keyword: 'required', message: 'FIELD_IS_REQUIRED' }]);
  });

  it('cancelling needs a reason, stored as reasonForCancellation; the justification is optional', async () => {
    const created = await create();
    const withoutReason = await changeStatus(created._id, { nextStatus: 'CANCELLED' });
    expect(withoutReason.status).toBe(400);
    expect(fieldErrors(withoutReason)).toEqual([{ field: 'reasonForCancellation', keyword: 'required', message: 'FIELD_IS_REQUIRED' }]);
    expect(fieldErrors(await changeStatus(created._id, { nextStatus: 'CANCELLED', reasonForCancellation: '   ' }))).toEqual([
      { field: 'reasonForCancellation', keyword: 'required', message: 'FIELD_IS_REQUIRED' },
    ]);
    expect(dataOf(await api.call('GET', `pendency/${String(created._id)}`)).status).toBe('DRAFT');

    const cancelled = await changeStatus(created._id, { nextStatus: 'CANCELLED', reasonForCancellation: 'Pendência duplicada.' });
    expect(cancelled.status).toBe(200);
    expect(dataOf(cancelled)).toMatchObject({ status: 'CANCELLED', reasonForCancellation: 'Pendência duplicada.' });
    expect((dataOf(cancelled).statusHistory as Row[]).at(-1)).toMatchObject({
      status: 'CANCELLED',
      reasonForCancellation: 'Pendência duplicada.',
      date: expect.any(String),
    });
  });

  it('refuses pendencies of the external system with USER_WITHOUT_PERMISSION, changing nothing', async () => {
    for (const external of pendencies.filter((p) => p.isInternal === false)) {
      const next = external.status === 'DRAFT' ? 'AWAITING_EVALUATION' : 'CANCELLED';
      const answer = await changeStatus(external._id, { nextStatus: next, reasonForCancellation: 'Teste de permissão.' });
      expect(refusal(answer), String(external.publicId)).toEqual({ status: 400, error: 'USER_WITHOUT_PERMISSION' });
      expect(dataOf(await api.call('GET', `pendency/${String(external._id)}`)).status).toBe(external.status);
    }
  });

  it('answers 404 NOT_FOUND for an unknown pendency', async () => {
    expect(refusal(await changeStatus(UNKNOWN_ID, { nextStatus: 'AWAITING_EVALUATION' }))).toEqual({ status: 404, error: 'NOT_FOUND' });
  });
});

describe('POST pendency/{id}/forward', () => {
  // The whole flow and its refusals: src/server/pendencyForward/pendencyForwardRoutes.test.ts.
  const template = first(
    processes,
    (p) => Array.isArray(p.steps) && p.steps.length > 0 && (p.steps as { tasks?: unknown[] }[]).every((step) => (step.tasks ?? []).length > 0),
    'template with tasks in every step',
  );
  const body = { digitalProcessId: template._id };

  it('puts an open pendency IN_PROGRESS through a digital process; a pendency in progress or closed cannot be forwarded', async () => {
    const created = await create();
    const forwarded = await api.call('POST', `pendency/${String(created._id)}/forward`, body);
    expect(forwarded.status, JSON.stringify(forwarded.body)).toBe(200);
    expect((dataOf(forwarded) as { pendency: Row }).pendency).toMatchObject({ _id: created._id, status: 'IN_PROGRESS' });
    expect(refusal(await api.call('POST', `pendency/${String(created._id)}/forward`, body))).toEqual({ status: 400, error: 'INVALID_STATUS' });
  });

  it('refuses external pendencies with USER_WITHOUT_PERMISSION', async () => {
    const external = first(pendencies, (p) => p.isInternal === false && OPEN.includes(String(p.status)), 'open external pendency');
    expect(refusal(await api.call('POST', `pendency/${String(external._id)}/forward`, body))).toEqual({ status: 400, error: 'USER_WITHOUT_PERMISSION' });
  });
});
