import * as Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { defineCall } from '../../framework/contracts/callContract';
import { MAX_BODY_BYTES } from '../http/readJsonBody';
import { contractOperation } from './contractOperation';

const UPLOAD = defineCall({
  method: 'POST',
  path: 'things/{id}/files',
  tag: 'things',
  summary: 'Adds files',
  access: { resource: 'thing', operation: 'edit' },
  params: Type.Object({ id: Type.String() }),
  query: Type.Object({ replace: Type.Optional(Type.Boolean({ description: 'Replace the files there.' })) }),
  body: { multipart: Type.Object({ note: Type.Optional(Type.String()), files: Type.Unknown() }), files: ['files'] },
  answers: { 201: { description: 'Stored.', json: Type.Object({ count: Type.Integer() }) } },
  refusals: { 404: ['NOT_FOUND'] },
});

describe('contractOperation', () => {
  const operation = contractOperation(UPLOAD, 'post_things_id_files', (name) =>
    name === 'thing'
      ? { access: { list: [], show: [], export: [], create: ['PROJECT_ADMIN'], edit: ['PROJECT_ADMIN'], delete: ['PROJECT_ADMIN'] }, actions: [] }
      : undefined,
  );

  it("documents the parameters, the multipart body and who may call, from the contract and the resource's rule", () => {
    expect(operation.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'replace', in: 'query', required: false, description: 'Replace the files there.', schema: { type: 'boolean' } },
    ]);
    expect(operation.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      properties: { files: { type: 'string', contentMediaType: 'application/octet-stream' } },
    });
    expect(operation['x-roles']).toEqual(['PROJECT_ADMIN']);
  });

  it('declares every status the call can answer, each with the codes it may carry', () => {
    const codes = (status: string) =>
      (operation.responses[status]?.content?.['application/json']?.schema as { allOf: { properties?: { error?: { enum: string[] } } }[] }).allOf[1]?.properties
        ?.error?.enum ?? [];
    expect(Object.keys(operation.responses).sort()).toEqual(['201', '400', '401', '403', '404', '413', '415', '500', '503']);
    expect(codes('400')).toEqual(['INVALID_MULTIPART', 'INVALID_QUERY', 'VALIDATION_ERROR']);
    expect(codes('401')).toEqual(['INVALID_TOKEN', 'SESSION_ENDED', 'TOKEN_EXPIRED', 'UNAUTHENTICATED']);
    expect(codes('403')).toEqual(['FORBIDDEN', 'FORBIDDEN_ORIGIN']);
    expect(codes('404')).toEqual(['NOT_FOUND']);
  });
});

describe('contractOperation of a JSON call', () => {
  const WAIT = Type.Integer({ minimum: 1 });
  const SIGN = defineCall({
    method: 'POST',
    path: 'things/sign',
    tag: 'things',
    summary: 'Signs',
    access: { public: true },
    body: { json: Type.Object({ name: Type.String() }), maxBytes: 2048 },
    answers: { 200: { description: 'Signed.', json: Type.Object({ ok: Type.Boolean() }) } },
    refusals: {
      429: {
        codes: ['TOO_MANY_SIGN_IN_ATTEMPTS'],
        json: Type.Object({ retryAfter: WAIT }),
        headers: { 'Retry-After': { description: 'Seconds.', schema: WAIT } },
      },
    },
  });
  const operation = contractOperation(SIGN, 'post_things_sign', () => undefined);

  it("documents the body's size limit, its own or the API's", () => {
    expect(operation.requestBody?.description).toBe('At most 2048 bytes (413 PAYLOAD_TOO_LARGE past them).');
    const usual = contractOperation({ ...SIGN, body: { json: SIGN.body.json } }, 'post_things_sign', () => undefined);
    expect(usual.requestBody?.description).toBe(`At most ${MAX_BODY_BYTES} bytes (413 PAYLOAD_TOO_LARGE past them).`);
  });

  it("documents a refusal's headers and body with its codes, and no headers where none are declared", () => {
    expect(operation.responses['429']?.headers).toEqual({ 'Retry-After': { description: 'Seconds.', schema: { type: 'integer', minimum: 1 } } });
    expect(operation.responses['429']?.content?.['application/json']?.schema).toMatchObject({
      allOf: [{}, {}, { properties: { retryAfter: { minimum: 1 } } }],
    });
    expect(operation.responses['413']?.headers).toBeUndefined();
  });
});
