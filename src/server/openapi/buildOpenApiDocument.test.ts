import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import type { RegistryModel } from '../../framework/registry/types';
import { ACTIVITY_ASSIGN } from '../../contracts/activityAssign';
import type { CallAccess } from '../../framework/contracts/callContract';
import { createDemoApi, type DemoApi } from '../createDemoApi';
import { contractRoute } from '../http/contractRoute';
import { buildOpenApiDocument, routeKey } from './buildOpenApiDocument';
import { openApiPath } from './openApiParts';
import type { OpenApiDocument } from './openApiTypes';

const EXAMPLE = join(process.cwd(), 'tests/integration/add-entity-example');
const EXAMPLE_FILES = ['schemas/supplier.schema.json', 'resources/supplier.resource.json', 'fixtures/supplier.json'];

/** A copy of the project's entity files, with `extra` files dropped in, served by a demo API. */
function demoOf(extra: readonly string[] = []): { root: string; model: RegistryModel; api: DemoApi } {
  const root = mkdtempSync(join(tmpdir(), 'openapi-'));
  for (const dir of ['schemas', 'resources', 'fixtures']) cpSync(join(process.cwd(), dir), join(root, dir), { recursive: true });
  for (const file of extra) cpSync(join(EXAMPLE, file), join(root, file));
  const result = loadRegistryFromDir(root);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const api = createDemoApi({ model: result.model, dataDir: join(root, '.data'), fixturesDir: join(root, 'fixtures') });
  return { root, model: result.model, api };
}

let demo: ReturnType<typeof demoOf>;
let server: Server;
let apiUrl: string;

beforeAll(async () => {
  demo = demoOf();
  server = createServer(demo.api.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(demo.root, { recursive: true, force: true });
});

async function servedDocument(): Promise<OpenApiDocument> {
  const response = await fetch(`${apiUrl}/openapi.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as OpenApiDocument;
}

describe('the OpenAPI document of the demo API', () => {
  it('is served without a token at /api/openapi.json and is a valid OpenAPI 3.1 document', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('describes every route of the served route table, and no route is left undocumented', async () => {
    expect(buildOpenApiDocument(demo.model, demo.api.routes).undocumented).toEqual([]);
    const document = await servedDocument();
    const missing = demo.api.routes.filter((route) => document.paths[openApiPath(route.pattern)]?.[route.method.toLowerCase()] === undefined).map(routeKey);
    expect(missing).toEqual([]);
    const served = new Set(demo.api.routes.map((route) => `${route.method.toLowerCase()} ${openApiPath(route.pattern)}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
    expect(documented.filter((entry) => !served.has(entry))).toEqual([]);
  });

  it('shows the paged list wrapping, the error body with traceId, the bearer scheme and the roles of each operation', async () => {
    const document = await servedDocument();
    const page = document.paths['/discipline/page']?.get;
    expect(page?.parameters?.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['limit', 'skip', 'collectionCount', 'sort', 'order']));
    expect(page?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      properties: { data: { properties: { items: { type: 'array', items: { $ref: '#/components/schemas/discipline.listed' } }, count: { type: 'integer' } } } },
    });
    expect(document.components.schemas.ApiError).toMatchObject({ required: expect.arrayContaining(['traceId']) });
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/session/login']?.post?.security).toEqual([]);
    const create = document.paths['/discipline']?.post;
    expect(create?.['x-roles']).toEqual(demo.model.resources.find((resource) => resource.name === 'discipline')?.access.create);
    expect(create?.responses['403']).toBeDefined();
  });

  it('names a hand-written route that has no entry as undocumented', () => {
    const extra = { method: 'GET', pattern: 'reports/:id/summary', readsBody: false, handle: () => ({ status: 200, body: {} }) };
    const { document, undocumented } = buildOpenApiDocument(demo.model, [...demo.api.routes, extra]);
    expect(undocumented).toEqual(['GET reports/:id/summary']);
    expect(document.paths['/reports/{id}/summary']).toBeUndefined();
  });

  it("gives a call that follows a resource's action that action's roles, and names one whose resource or action does not exist", () => {
    const assignRoles = demo.model.resources.find((resource) => resource.name === 'activity')?.actions.find((action) => action.name === 'assignToGroup')?.roles;
    const follows = (access: CallAccess) =>
      contractRoute(
        { ...ACTIVITY_ASSIGN, path: 'reports/assign', access },
        () => undefined,
        () => ({ status: 200, body: { data: { assigned: 0 } } }),
      );
    const { document, misdeclared } = buildOpenApiDocument(demo.model, [
      ...demo.api.routes,
      follows({ resource: 'activity', action: 'assignTo' }),
      { ...follows({ resource: 'activities', action: 'assignToGroup' }), method: 'PUT' },
    ]);
    expect(assignRoles).toEqual(['ADMIN', 'PROJECT_ADMIN']);
    expect(document.paths['/activity/assign']?.post?.['x-roles']).toEqual(assignRoles);
    expect(misdeclared).toEqual([
      'POST reports/assign: its access follows action "assignTo" of resource "activity", which has the actions updateStatus, cancel, assignToUser, assignToGroup',
      'PUT reports/assign: its access follows resource "activities", which the registry does not have',
    ]);
    expect(buildOpenApiDocument(demo.model, demo.api.routes).misdeclared).toEqual([]);
  });

  it("shows the README's three-file entity with no code: its schema, list page and record routes", async () => {
    const withSupplier = demoOf(EXAMPLE_FILES);
    try {
      const { document, undocumented } = buildOpenApiDocument(withSupplier.model, withSupplier.api.routes);
      expect(undocumented).toEqual([]);
      expect(document.components.schemas.supplier).toMatchObject({ required: ['name', 'cnpj'], properties: { cnpj: { format: 'cnpj' } } });
      expect(Object.keys(document.paths['/supplier/page'] ?? {})).toEqual(['get']);
      expect(Object.keys(document.paths['/supplier/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
      const result = await validate(structuredClone(document) as never);
      expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    } finally {
      rmSync(withSupplier.root, { recursive: true, force: true });
    }
  });
});
