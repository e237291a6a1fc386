import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import type { RegistryModel } from '../../framework/registry/types';
import { testUsers } from '../auth/signIn.testkit';
import { createDemoApi } from '../createDemoApi';
import { testModel, writeFixtures } from '../demoApi.testkit';
import { buildOpenApiDocument } from './buildOpenApiDocument';
import type { JsonSchema, OpenApiOperation } from './openApiTypes';

/*
 * The testkit's made-up model (gadget: unique rules at 400 and 409, a toggle, filters of
 * every kind; owner: delete guards at 409) plus a resource with a status action, a link,
 * an assign and a soft delete: the operations the document generates for them.
 */
const ticket = testResourceModel({
  name: 'ticket',
  schema: {
    type: 'object',
    required: ['title'],
    properties: {
      _id: { type: 'string', readOnly: true },
      title: { type: 'string', minLength: 1 },
      status: { type: 'string', enum: ['OPEN', 'DONE', 'DROPPED'] },
      ownerIds: { type: 'array', items: { type: 'string' } },
      gadgetId: { type: 'string' },
      history: { type: 'array', items: { type: 'object' } },
      reason: { type: 'string' },
      isDeleted: { type: 'boolean' },
      reasonForDeletion: { type: 'string' },
    },
  },
  references: { gadgetId: { resource: 'gadget' } },
  changedOnlyByActions: ['status'],
  actions: [
    {
      name: 'close',
      kind: 'status',
      method: 'PUT',
      path: '{id}/close',
      field: 'status',
      input: 'next',
      choices: ['DONE', 'DROPPED'],
      reason: { field: 'reason', requiredFor: ['DROPPED'] },
      user: { id: 'userId' },
      history: 'history',
      invalidError: 'TICKET.CANNOT_CLOSE',
      confirm: false,
      refuse: [{ field: 'status', in: ['DROPPED'], error: 'TICKET.IS_DROPPED', status: 409 }],
    },
    { name: 'addOwners', kind: 'link', method: 'POST', path: '{id}/add-owners', input: 'ownerIds', target: 'owner', via: { field: 'ownerIds' } },
    {
      name: 'assign',
      kind: 'assign',
      method: 'POST',
      path: '/owner/{targetId}/assign-tickets',
      target: 'owner',
      field: 'ownerIds',
      send: ['_id'],
      partial: 'SOME',
      success: 'ALL',
    },
  ],
  softDelete: { method: 'PUT', path: '{id}/delete', reason: 'reasonForDeletion', flag: 'isDeleted' },
});
const model: RegistryModel = { resources: [...testModel.resources, ticket] };
const dataDir = mkdtempSync(join(tmpdir(), 'openapi-resource-'));
const fixturesDir = writeFixtures();
const api = createDemoApi({ model, dataDir, fixturesDir, auth: { users: testUsers() } });
const { document } = buildOpenApiDocument(model, api.routes);
afterAll(() => {
  api.store.close();
  for (const dir of [dataDir, fixturesDir]) rmSync(dir, { recursive: true, force: true });
});

const operation = (path: string, method: string): OpenApiOperation => {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in the document`);
  return found;
};
/** The codes an operation declares for a status. */
const codes = (found: OpenApiOperation, status: string): string[] =>
  (found.responses[status]?.content?.['application/json']?.schema as { allOf: { properties?: { error?: { enum: string[] } } }[] } | undefined)?.allOf[1]
    ?.properties?.error?.enum ?? [];
const body = (found: OpenApiOperation): JsonSchema | undefined => found.requestBody?.content['application/json']?.schema;

describe('the generated operations of resource routes', () => {
  it("declares every status a create, an update and a delete can answer, each with the definition's codes", () => {
    const create = operation('/gadget', 'post');
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '401', '403', '409', '413', '415', '500', '503']);
    expect(codes(create, '400')).toEqual(
      expect.arrayContaining(['VALIDATION_ERROR', 'GADGET.NAME_ALREADY_EXISTS_ERROR', 'GADGET.NAME_IS_REQUIRED', 'INVALID_JSON', 'INVALID_QUERY']),
    );
    expect(codes(create, '409')).toEqual(['GADGET.CODE_ALREADY_EXISTS']);
    expect(codes(operation('/gadget/{id}', 'put'), '400')).toContain('FIELD_IS_READ_ONLY');
    expect(codes(operation('/gadget/{id}', 'put'), '404')).toEqual(['NOT_FOUND']);
    expect(codes(operation('/owner/{id}', 'delete'), '409')).toEqual(['OWNER_HAS_GADGETS', 'OWNER_HAS_JOBS']);
    expect(codes(operation('/ticket', 'post'), '400')).toContain('TICKET.CANNOT_CLOSE');
  });

  it("types each action's body from its definition, and its answer", () => {
    const close = operation('/ticket/{id}/close', 'put');
    expect(body(close)).toMatchObject({
      type: 'object',
      required: ['next'],
      properties: { next: { enum: ['DONE', 'DROPPED'] }, reason: { type: ['string', 'null'] }, userId: { 'x-caller': 'id' } },
      allOf: [{ if: { properties: { next: { enum: ['DROPPED'] } } }, then: { required: ['reason'] } }],
    });
    expect(codes(close, '400')).toEqual(expect.arrayContaining(['TICKET.CANNOT_CLOSE', 'VALIDATION_ERROR']));
    expect(codes(close, '409')).toEqual(['TICKET.IS_DROPPED']);
    expect(body(operation('/gadget/{id}/activate', 'put'))).toMatchObject({ required: ['active'], properties: { active: { type: 'boolean' } } });
    expect(body(operation('/ticket/{id}/add-owners', 'post'))).toMatchObject({
      required: ['ownerIds'],
      properties: { ownerIds: { type: 'array', items: { 'x-reference': 'owner' } } },
    });
    expect(operation('/ticket/{id}/add-owners', 'post').responses['200']?.content?.['application/json']?.schema).toMatchObject({
      properties: { data: { required: ['record', 'failures'] } },
    });
    const assign = operation('/owner/{targetId}/assign-tickets', 'post');
    expect(body(assign)).toMatchObject({ type: 'array', items: { required: ['_id'] } });
    expect(assign.parameters?.[0]).toMatchObject({ name: 'targetId', schema: { 'x-reference': 'owner' } });
    expect(body(operation('/ticket/{id}/delete', 'put'))).toMatchObject({
      required: ['reasonForDeletion'],
      properties: { reasonForDeletion: { pattern: '\\S' } },
    });
  });

  it('closes the written body where the server refuses unknown keys, marks what the server keeps and names each reference', () => {
    expect(body(operation('/gadget', 'post'))).toEqual({ $ref: '#/components/schemas/gadget.write', required: ['name', 'code'] });
    const write = document.components.schemas['ticket.write'] as { additionalProperties: unknown; required?: unknown; properties: Record<string, JsonSchema> };
    expect(write.additionalProperties).toBe(false);
    expect(write.required).toBeUndefined();
    expect(write.properties._id).toMatchObject({ readOnly: true });
    expect(write.properties.status).toMatchObject({ readOnly: true });
    expect(write.properties.id).toMatchObject({ readOnly: true });
    expect(write.properties.gadgetId).toMatchObject({ 'x-reference': 'gadget' });
    expect(document.components.schemas['ticket.listed']).toMatchObject({
      properties: { gadgetId: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/gadget' }] } },
    });
  });

  it('lists the parameters every list takes as the server checks them, and refuses any other', () => {
    const page = operation('/gadget/page', 'get');
    const parameter = (name: string) => page.parameters?.find((candidate) => candidate.name === name)?.schema;
    expect(parameter('limit')).toEqual({ type: 'integer', minimum: 0, maximum: 1000 });
    expect(parameter('sort')).toEqual({ type: 'string', enum: ['_id', 'name', 'weight'] });
    expect(parameter('_id')).toMatchObject({ type: 'string' });
    expect(parameter('collectionCount')).toEqual({ type: 'boolean' });
    expect(parameter('nameMatchType')).toMatchObject({ enum: ['contains', 'equals', 'startsWith', 'endsWith', 'notContains'] });
    expect(parameter('fromDate')).toMatchObject({ type: 'string' });
    expect(parameter('filter')).toMatchObject({ contentSchema: { additionalProperties: false, properties: { status: {}, fromDate: {} } } });
    expect(codes(page, '400')).toEqual(['INVALID_QUERY']);
    expect(operation('/gadget/{id}', 'get').parameters?.map((candidate) => candidate.name)).toEqual(['id']);
  });
});
