import { describe, expect, it } from 'vitest';
import { apiPathCollisions, endpointsOf } from '../../framework/registry/apiPathCollisions';
import { normalizeResource } from '../../framework/registry/normalizeResource';
import type { RegistryModel, ResourceModel } from '../../framework/registry/types';
import { testResourceModel } from '../../framework/testing/testResourceModel';
import type { RecordService } from '../records/recordService';
import { duplicateRoutes } from './duplicateRoutes';
import { paginatedRoutes } from './paginatedRoutes';

/*
 * `api.alsoAt`: a second base path serving a resource's create and one-record calls, found
 * by the registry's path check and served by the demo API once.
 */
const groups = (overrides: Partial<ResourceModel> = {}): ResourceModel =>
  testResourceModel({
    name: 'user-group',
    api: {
      style: 'paginated',
      path: 'groups',
      idField: '_id',
      alsoAt: ['user-group'],
      list: { path: 'user-group', paged: true, countParam: 'collectionCount' },
    },
    ...overrides,
  });
/** The routes only read the model when they are built. */
const recordsOver = (resources: ResourceModel[]) => ({ options: { model: { resources } satisfies RegistryModel } }) as unknown as RecordService;
const calls = (resource: ResourceModel) => paginatedRoutes(resource, recordsOver([resource])).map((route) => `${route.method} ${route.pattern}`);

describe('api.alsoAt', () => {
  it('is kept by the normalizer as authored', () => {
    const definition = { name: 'user-group', schema: 'user-group.schema.json', api: { path: 'groups', alsoAt: ['user-group'], list: { path: 'user-group' } } };
    expect(normalizeResource(definition, 'resources/user-group.resource.json', { type: 'object', properties: {} }).api.alsoAt).toEqual(['user-group']);
  });

  it('serves the create and the one-record calls at the second path, not a second list', () => {
    expect(calls(groups())).toEqual([
      'GET user-group',
      'GET groups',
      'GET groups/:id',
      'POST groups',
      'PUT groups/:id',
      'DELETE groups/:id',
      'GET user-group/:id',
      'POST user-group',
      'PUT user-group/:id',
      'DELETE user-group/:id',
    ]);
    // What the resource does not offer is offered at no path.
    expect(calls(groups({ operations: ['list', 'show', 'edit'] }))).toEqual([
      'GET user-group',
      'GET groups',
      'GET groups/:id',
      'PUT groups/:id',
      'GET user-group/:id',
      'PUT user-group/:id',
    ]);
  });

  it('is a path the registry check claims: another resource on it is a clash', () => {
    expect(
      endpointsOf(groups())
        .filter((endpoint) => endpoint.pointer === '/api/alsoAt/0')
        .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
    ).toEqual(['GET user-group/{id}', 'PUT user-group/{id}', 'DELETE user-group/{id}', 'POST user-group']);
    const squatter = testResourceModel({
      name: 'squatter',
      api: { style: 'paginated', path: 'user-group', idField: '_id', list: { path: 'squatter/page', paged: true, countParam: 'collectionCount' } },
    });
    const issues = apiPathCollisions([groups(), squatter]);
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ file: 'resources/squatter.resource.json', pointer: '/api/path' });
    expect(issues[0]?.message).toContain('GET /user-group/{id}, PUT /user-group/{id}, DELETE /user-group/{id}, POST /user-group');
    expect(issues[0]?.message).toContain('already served by resource "user-group"');
    // A create at the second path alone is found there.
    const creator = testResourceModel({
      name: 'creator',
      api: {
        style: 'paginated',
        path: 'creator',
        idField: '_id',
        createPath: 'user-group',
        list: { path: 'creator/page', paged: true, countParam: 'collectionCount' },
      },
    });
    expect(apiPathCollisions([groups(), creator])).toEqual([
      expect.objectContaining({
        file: 'resources/creator.resource.json',
        pointer: '/api/createPath',
        message: expect.stringContaining('POST /user-group is already served by resource "user-group" (resources/user-group.resource.json#/api/alsoAt/0)'),
      }),
    ]);
  });

  it('served on a path the resource already answers is refused at start-up', () => {
    const twice = groups({ api: { ...groups().api, alsoAt: ['groups'] } });
    expect(duplicateRoutes([{ origin: 'resource "user-group"', routes: paginatedRoutes(twice, recordsOver([twice])) }])).toContain(
      'GET /groups/:id (resource "user-group") is already answered by GET /groups/:id (resource "user-group")',
    );
    expect(duplicateRoutes([{ origin: 'resource "user-group"', routes: paginatedRoutes(groups(), recordsOver([groups()])) }])).toEqual([]);
  });
});
