import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineCall } from '../../framework/contracts/callContract';
import type { RequestUser } from '../auth/requestUser';
import type { ApiRequest } from '../routes/apiRoute';
import { ApiError } from './apiError';
import { ContractBreach } from './contractAnswers';
import { contractRoute } from './contractRoute';
import { createApiHandler } from './createApiHandler';
import { MAX_BODY_BYTES } from './readJsonBody';

const NOTE = defineCall({
  method: 'POST',
  path: 'things/{id}/notes',
  tag: 'things',
  summary: 'Adds a note',
  access: { roles: ['EDITOR'] },
  params: Type.Object({ id: Type.String({ pattern: '^T\\d+$' }) }),
  query: Type.Object({ urgent: Type.Optional(Type.Boolean()), max: Type.Optional(Type.Integer({ maximum: 5 })) }),
  body: { json: Type.Object({ text: Type.String({ minLength: 1 }) }, { additionalProperties: false }) },
  answers: { 201: { description: 'The note.', json: Type.Object({ data: Type.Object({ id: Type.String(), urgent: Type.Boolean() }) }) } },
  refusals: { 404: ['NOT_FOUND'] },
});

const user = (roles: string[]): RequestUser => ({ sub: 'u1', username: 'u', roles, projectIds: [], requestedProject: undefined }) as unknown as RequestUser;
const request = (parts: Partial<ApiRequest>): ApiRequest => ({ params: { id: 'T1' }, query: {}, body: { text: 'hi' }, user: user(['EDITOR']), ...parts });
const route = contractRoute(
  NOTE,
  () => undefined,
  ({ params, query, body }) => {
    if (params.id === 'T9') throw new ApiError(404, { error: 'NOT_FOUND', message: 'no such thing' });
    if (params.id === 'T8') throw new ApiError(409, { error: 'NO_JUSTIFICATION', message: 'undeclared' });
    return { status: 201, body: { data: { id: `${params.id}:${body.text}`, urgent: query.urgent ?? false } } };
  },
);

async function refusal(parts: Partial<ApiRequest>): Promise<{ status: number; error: string; fields: string[] }> {
  try {
    await route.handle(request(parts));
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, error: error.body.error, fields: (error.body.errors ?? []).map((field) => field.field) };
    throw error;
  }
  throw new Error('the call was not refused');
}

describe('contractRoute', () => {
  it('serves the declared route and hands the handler its input checked and typed (query values coerced)', async () => {
    expect(route).toMatchObject({ method: 'POST', pattern: 'things/:id/notes', readsBody: true });
    expect(await route.handle(request({ query: { urgent: 'true' } }))).toEqual({ status: 201, body: { data: { id: 'T1:hi', urgent: true } } });
  });

  it('refuses the caller before the input: 401 without a user, 403 for a role the access does not list', async () => {
    expect(() => route.authorize?.(undefined)).toThrow(expect.objectContaining({ status: 401 }) as Error);
    expect(await refusal({ user: user(['VIEWER']), body: 'not even an object' })).toEqual({ status: 403, error: 'FORBIDDEN', fields: [] });
  });

  it('refuses an unknown query parameter, a query value out of its schema, a bad path parameter and a bad body, naming the field', async () => {
    expect(await refusal({ query: { colour: 'red' } })).toMatchObject({ status: 400, error: 'INVALID_QUERY' });
    expect(await refusal({ query: { max: '9' } })).toEqual({ status: 400, error: 'INVALID_QUERY', fields: ['max'] });
    expect(await refusal({ params: { id: '../x' } })).toEqual({ status: 400, error: 'VALIDATION_ERROR', fields: ['id'] });
    expect(await refusal({ body: { text: '', extra: 1 } })).toEqual({
      status: 400,
      error: 'VALIDATION_ERROR',
      fields: expect.arrayContaining(['text', 'extra']) as string[],
    });
  });

  it('passes a declared refusal on, and in the tests turns an undeclared one into a breach of the contract', async () => {
    expect(await refusal({ params: { id: 'T9' } })).toMatchObject({ status: 404, error: 'NOT_FOUND' });
    await expect(route.handle(request({ params: { id: 'T8' } }))).rejects.toThrow(ContractBreach);
  });

  it('in the tests, turns a refusal lacking a header its contract declares into a breach', async () => {
    const throttled = defineCall({
      ...NOTE,
      refusals: { 429: { codes: ['TOO_MANY_SIGN_IN_ATTEMPTS'], headers: { 'Retry-After': { description: 'Seconds.', schema: Type.Integer() } } } },
    });
    const refusing = (headers: Record<string, string>) =>
      contractRoute(
        throttled,
        () => undefined,
        () => {
          throw new ApiError(429, { error: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: 'wait' }, headers);
        },
      );
    await expect(refusing({}).handle(request({}))).rejects.toThrow(/without the header it declares: Retry-After/);
    await expect(refusing({ 'retry-after': '3' }).handle(request({}))).rejects.toMatchObject({ status: 429 });
  });

  it('in the tests, refuses an answer its schema does not allow', async () => {
    const lying = contractRoute(
      NOTE,
      () => undefined,
      () => ({ status: 201, body: { data: { id: 'x' } } }) as never,
    );
    await expect(lying.handle(request({}))).rejects.toThrow(/does not match the schema/);
  });
});

describe('a contract declaring its own body size', () => {
  const MODEL = defineCall({
    method: 'PUT',
    path: 'things/{id}/model',
    tag: 'things',
    summary: 'Saves a model that travels as one long text',
    access: { public: true },
    params: Type.Object({ id: Type.String() }),
    body: { json: Type.Object({ text: Type.String({ maxLength: 300_000 }) }, { additionalProperties: false }), maxBytes: 400_000 },
    answers: { 200: { description: 'Its length.', json: Type.Object({ length: Type.Integer() }) } },
  });
  const USUAL = defineCall({ ...MODEL, path: 'things/{id}/note', body: { json: MODEL.body.json } });
  const routes = [MODEL, USUAL].map((contract) =>
    contractRoute(
      contract,
      () => undefined,
      ({ body }) => ({ status: 200, body: { length: body.text.length } }),
    ),
  );

  it('reads a body up to it, its text past the usual length of one text, and refuses one over it with 413 PAYLOAD_TOO_LARGE', async () => {
    expect(routes[0]).toMatchObject({ readsBody: true, maxBodyBytes: 400_000 });
    expect(routes[1]?.maxBodyBytes).toBeUndefined();
    const server = createServer(createApiHandler(routes));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const put = async (path: string, text: string) => {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/${path}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      return { status: answer.status, body: (await answer.json()) as { length?: number; error?: string } };
    };
    try {
      expect(await put('things/T1/model', 'x'.repeat(200_000))).toEqual({ status: 200, body: { length: 200_000 } });
      expect((await put('things/T1/note', 'x'.repeat(200_000))).body.error).toBe('INVALID_BODY');
      expect((await put('things/T1/model', 'x'.repeat(300_001))).body.error).toBe('VALIDATION_ERROR');
      expect(await put('things/T1/model', 'x'.repeat(400_000))).toMatchObject({ status: 413, body: { error: 'PAYLOAD_TOO_LARGE' } });
      expect((await put('things/T1/note', 'x'.repeat(MAX_BODY_BYTES))).status).toBe(413);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
