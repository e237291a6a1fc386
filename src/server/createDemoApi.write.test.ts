import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ids, startTestApi, type RunningTestApi } from './demoApi.testkit';

let api: RunningTestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

type Data = { data: Record<string, unknown> };
const dataOf = (body: unknown): Record<string, unknown> => (body as Data).data;
const valid = { name: 'Nova', code: 'N-1', ownerId: ids.owner[2] };

describe('reading one record', () => {
  it('answers {data: record}', async () => {
    const answer = await api.call('GET', `gadget/${ids.gadget[1]}`);
    expect(answer.status).toBe(200);
    expect(dataOf(answer.body)).toMatchObject({ _id: ids.gadget[1], name: 'bomba' });
  });

  it('answers 404 NOT_FOUND with the react-admin message for an unknown id', async () => {
    const answer = await api.call('GET', 'gadget/000000000000000000000fff');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: 'NOT_FOUND', message: 'ra.notification.item_doesnt_exist', traceId: expect.any(String) });
    expect((await api.call('PUT', 'gadget/nope', valid)).status).toBe(404);
    expect((await api.call('DELETE', 'gadget/nope')).status).toBe(404);
  });
});

describe('create', () => {
  it('answers 201 with the record, a 24-hex id and both timestamps', async () => {
    const before = Date.now();
    const answer = await api.call('POST', 'gadget', { ...valid, _id: 'mine', createdAt: '2000-01-01T00:00:00.000Z' });
    expect(answer.status).toBe(201);
    const record = dataOf(answer.body);
    expect(record).toMatchObject(valid);
    expect(record._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(String(record.createdAt))).toBeGreaterThanOrEqual(before - 1);
    expect(record.updatedAt).toBe(record.createdAt);
    const stored = await api.call('GET', `gadget/${String(record._id)}`);
    expect(dataOf(stored.body)).toEqual(record);
  });

  it('refuses a record that breaks the schema with 400 and one error per field', async () => {
    const answer = await api.call('POST', 'gadget', { code: 'lower', contact: 'nope', weight: -1, tags: [] });
    expect(answer.status).toBe(400);
    const body = answer.body as { error: string; message: string; errors: { field: string; keyword: string; message: string }[] };
    expect(body.errors.map(({ field, keyword, message }) => ({ field, keyword, message }))).toEqual([
      { field: 'name', keyword: 'required', message: 'GADGET.NAME_IS_REQUIRED' },
      { field: 'code', keyword: 'pattern', message: 'validation.pattern' },
      { field: 'weight', keyword: 'minimum', message: 'validation.minimum' },
      { field: 'contact', keyword: 'format', message: 'validation.email' },
      { field: 'tags', keyword: 'minItems', message: 'validation.minItems' },
    ]);
    // The resource overrides the message of a missing name: its code becomes the body's code.
    expect(body.error).toBe('GADGET.NAME_IS_REQUIRED');
    expect(body.message).toBe('GADGET.NAME_IS_REQUIRED');
  });

  it('answers VALIDATION_ERROR when no override applies', async () => {
    const answer = await api.call('POST', 'gadget', { name: 'x', code: 'N-2', weight: 'heavy' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'VALIDATION_ERROR',
      errors: [{ field: 'weight', keyword: 'type', message: 'validation.type', params: { type: 'number' } }],
    });
  });

  it('refuses a body that is not an object', async () => {
    const answer = await api.call('POST', 'gadget', [valid]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: '', keyword: 'type' }] });
  });

  it('refuses a reference to a record that does not exist', async () => {
    const answer = await api.call('POST', 'gadget', { ...valid, ownerId: 'ffffffffffffffffffffffff' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'ownerId', keyword: 'reference', message: 'validation.reference' }] });
  });

  it('checks references inside arrays', async () => {
    const answer = await api.call('POST', 'job', { name: 'x', steps: [{ ownerId: ids.owner[0] }, { ownerId: 'gone' }] });
    expect(answer.body).toMatchObject({ errors: [{ field: 'steps.1.ownerId', keyword: 'reference' }] });
  });

  it('refuses a duplicate shown as a dialog: the code, no field errors', async () => {
    const answer = await api.call('POST', 'gadget', { ...valid, name: '  VALVULA ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'GADGET.NAME_ALREADY_EXISTS_ERROR', message: 'GADGET.NAME_ALREADY_EXISTS_ERROR', traceId: expect.any(String) });
  });

  it('refuses a duplicate shown on the field with its status and a field error', async () => {
    const answer = await api.call('POST', 'gadget', { ...valid, code: 'B-1' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: 'GADGET.CODE_ALREADY_EXISTS',
      message: 'GADGET.CODE_ALREADY_EXISTS',
      errors: [{ field: 'code', keyword: 'unique', message: 'GADGET.CODE_ALREADY_EXISTS' }],
    });
  });
});

describe('update', () => {
  it('replaces the writable fields, keeps id and createdAt, refreshes updatedAt', async () => {
    const answer = await api.call('PUT', `gadget/${ids.gadget[1]}`, {
      _id: ids.gadget[1],
      name: 'Bomba 2',
      code: 'B-1',
      createdAt: '1999-01-01T00:00:00.000Z',
    });
    expect(answer.status).toBe(200);
    const record = dataOf(answer.body);
    expect(record).toEqual({
      _id: ids.gadget[1],
      createdAt: '2024-04-01T00:00:00.000Z',
      updatedAt: expect.any(String),
      name: 'Bomba 2',
      code: 'B-1',
    });
    expect(Date.parse(String(record.updatedAt))).toBeGreaterThan(Date.parse('2024-06-01T00:00:00.000Z'));
    expect(dataOf((await api.call('GET', `gadget/${ids.gadget[1]}`)).body)).toEqual(record);
  });

  it('refuses a body naming another id, naming the field, and changes nothing', async () => {
    const before = dataOf((await api.call('GET', `gadget/${ids.gadget[1]}`)).body);
    const answer = await api.call('PUT', `gadget/${ids.gadget[1]}`, { _id: 'other', name: 'Bomba 3', code: 'B-1' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'FIELD_IS_READ_ONLY', field: '_id' });
    expect(dataOf((await api.call('GET', `gadget/${ids.gadget[1]}`)).body)).toEqual(before);
  });

  it('does not count the record itself as a duplicate, but does count others', async () => {
    expect((await api.call('PUT', `gadget/${ids.gadget[1]}`, { name: 'BOMBA', code: 'B-1' })).status).toBe(200);
    const clash = await api.call('PUT', `gadget/${ids.gadget[1]}`, { name: 'agitador', code: 'B-1' });
    expect(clash.status).toBe(400);
    expect(clash.body).toMatchObject({ error: 'GADGET.NAME_ALREADY_EXISTS_ERROR' });
  });

  it('validates the replacement like a create', async () => {
    const answer = await api.call('PUT', `gadget/${ids.gadget[1]}`, { code: 'B-1' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'GADGET.NAME_IS_REQUIRED', errors: [{ field: 'name', keyword: 'required' }] });
  });
});

describe('delete', () => {
  it('answers the deleted record, which is then gone', async () => {
    const answer = await api.call('DELETE', `gadget/${ids.gadget[3]}`);
    expect(answer.status).toBe(200);
    expect(dataOf(answer.body)).toMatchObject({ _id: ids.gadget[3], name: 'Eixo' });
    expect((await api.call('GET', `gadget/${ids.gadget[3]}`)).status).toBe(404);
  });

  it('is refused while other records link to it, with the number of links', async () => {
    const direct = await api.call('DELETE', `owner/${ids.owner[0]}`);
    expect(direct.status).toBe(409);
    expect(direct.body).toMatchObject({ error: 'OWNER_HAS_GADGETS', message: 'OWNER_HAS_GADGETS', count: 2 });
    // owner 1 has one gadget; unlink it, then the job's steps[] still hold it.
    expect((await api.call('DELETE', `gadget/${ids.gadget[1]}`)).status).toBe(200);
    const throughArray = await api.call('DELETE', `owner/${ids.owner[1]}`);
    expect(throughArray.status).toBe(409);
    expect(throughArray.body).toMatchObject({ error: 'OWNER_HAS_JOBS', count: 1 });
    expect((await api.call('DELETE', `owner/${ids.owner[2]}`)).status).toBe(200);
  });
});

describe('toggle action', () => {
  it('sets the boolean, refreshes updatedAt and answers the record', async () => {
    const answer = await api.call('PUT', `gadget/${ids.gadget[1]}/activate`, { active: true });
    expect(answer.status).toBe(200);
    expect(dataOf(answer.body)).toMatchObject({ _id: ids.gadget[1], name: 'bomba', active: true });
    expect(dataOf(answer.body).updatedAt).not.toBe('2024-05-31T23:59:59.999Z');
    const off = await api.call('PUT', `gadget/${ids.gadget[1]}/activate`, { active: false });
    expect(dataOf(off.body).active).toBe(false);
  });

  it('refuses a missing or non-boolean value with 400 VALIDATION_ERROR', async () => {
    const missing = await api.call('PUT', `gadget/${ids.gadget[1]}/activate`, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'active', keyword: 'required' }] });
    const wrong = await api.call('PUT', `gadget/${ids.gadget[1]}/activate`, { active: 'yes' });
    expect(wrong.body).toMatchObject({ error: 'VALIDATION_ERROR', errors: [{ field: 'active', keyword: 'type' }] });
  });

  it('answers 404 for an unknown id', async () => {
    expect((await api.call('PUT', 'gadget/nope/activate', { active: true })).status).toBe(404);
  });
});
