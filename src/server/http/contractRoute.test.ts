import * as Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineCall } from '../../framework/contracts/callContract';
import type { RequestUser } from '../auth/requestUser';
import type { ApiRequest } from '../routes/apiRoute';
import { ApiError } from './apiError';
import { ContractBreach } from './contractAnswers';
import { contractRoute } from './contractRoute';

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

  it('in the tests, refuses an answer its schema does not allow', async () => {
    const lying = contractRoute(
      NOTE,
      () => undefined,
      () => ({ status: 201, body: { data: { id: 'x' } } }) as never,
    );
    await expect(lying.handle(request({}))).rejects.toThrow(/does not match the schema/);
  });
});
