import * as Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../data/ApiError';
import { defineCall } from './callContract';
import { refusalBody } from './callRefusal';

const PARTIAL = defineCall({
  method: 'POST',
  path: 'thing/import',
  tag: 'Things',
  summary: 'Imports things.',
  access: { roles: [] },
  answers: { 200: { description: 'Imported.', json: Type.Object({ data: Type.Object({ imported: Type.Number() }) }) } },
  refusals: { 409: { codes: ['SOME_NOT_IMPORTED'], json: Type.Object({ data: Type.Object({ failed: Type.Array(Type.String()) }) }) }, 404: ['NOT_FOUND'] },
});

const refused = (status: number, answer: unknown) => new ApiError({ status, path: 'thing/import', answer, body: { error: 'SOME_NOT_IMPORTED', message: 'm' } });

describe('refusalBody', () => {
  it('gives the whole body of a refusal the contract declares with one', () => {
    const body = refusalBody(refused(409, { error: 'SOME_NOT_IMPORTED', message: 'm', data: { failed: ['a'] } }), PARTIAL, 409);
    expect(body?.data.failed).toEqual(['a']);
  });

  it('gives nothing for another status, a refusal declared without a body, or an error that is no API refusal', () => {
    expect(refusalBody(refused(400, { data: {} }), PARTIAL, 409)).toBeUndefined();
    expect(refusalBody(refused(404, { error: 'NOT_FOUND' }), PARTIAL, 404)).toBeUndefined();
    expect(refusalBody(new Error('offline'), PARTIAL, 409)).toBeUndefined();
  });
});
