import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canPerform, canRunAction } from '../../framework/registry/access';
import { loadRegistryFromDir } from '../../framework/registry/loadRegistryFromDir';
import type { RegistryModel } from '../../framework/registry/types';
import { startTestApi, type ApiCall, type RunningTestApi } from '../demoApi.testkit';
import { createRecordService } from '../records/recordService';
import { actionRoutes } from '../routes/actionRoutes';
import { createRecordScopeOf } from '../scope/recordScope';
import type { ResourceRoute } from '../routes/apiRoute';
import { paginatedRoutes } from '../routes/paginatedRoutes';
import { simpleRestRoutes } from '../routes/simpleRestRoutes';
import { DEMO_USERNAMES } from './signIn.testkit';

/*
 * The role matrix over HTTP, generated from the project's resource definitions: every
 * route of every resource (CRUD and actions) for each demo user. A role the definition
 * allows is never answered 401 or 403 (it may get 404 for the unknown id used here, 400
 * for an empty body or USER-WITHOUT-PROJECT ...); a role it refuses gets 403 in the
 * product's error shape; no token gets 401. A new entity is covered with no new test.
 */
const root = resolve(import.meta.dirname, '../../..');
const registry = loadRegistryFromDir(root);
if (!registry.ok) throw new Error('the registry does not load');
const model: RegistryModel = registry.model;
/** Well-formed, held by no fixture: writes reach their checks without changing data. */
const UNKNOWN_ID = 'ffffffffffffffffffffffff';
/** The demo users' roles (fixtures/user.json). */
const ROLES: Record<(typeof DEMO_USERNAMES)[number], string[]> = {
  admin: ['ADMIN'],
  'project-admin': ['PROJECT_ADMIN'],
  'read-only': ['READ_ONLY'],
  member: ['USER'],
  'no-project': ['USER'],
};

let api: RunningTestApi;
const callers = new Map<string, ApiCall>();

beforeAll(async () => {
  api = await startTestApi({ model, fixturesDir: join(root, 'fixtures'), dataDir: mkdtempSync(join(tmpdir(), 'role-matrix-')) });
  for (const username of DEMO_USERNAMES) callers.set(username, await api.as(username));
});
afterAll(() => api.close());

/**
 * Every route the API serves, unprotected, to read method, path, operation and action
 * from. Two resources over one path (user-approval reads `user/{id}` like user) are
 * served by the first declared, as the route table does.
 */
function everyRoute(): { resource: string; route: ResourceRoute }[] {
  const records = createRecordService({ model, store: api.api.store });
  const seen = new Set<string>();
  return model.resources
    .flatMap((resource) =>
      [
        ...actionRoutes(resource, records, createRecordScopeOf(model, records)),
        ...(resource.api.style === 'simple-rest' ? simpleRestRoutes(resource, records) : paginatedRoutes(resource, records)),
      ].map((route) => ({
        resource: resource.name,
        route,
      })),
    )
    .filter(({ route }) => {
      const key = `${route.method} ${route.pattern.replace(/:\w+/g, ':')}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

const pathOf = (route: ResourceRoute): string => route.pattern.replace(/:\w+/g, UNKNOWN_ID);
const bodyOf = (route: ResourceRoute): unknown => (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
const name = ({ resource, route }: { resource: string; route: ResourceRoute }): string =>
  `${resource} ${route.action ? `action ${route.action.name}` : route.operation} (${route.method} ${route.pattern})`;

describe('the role matrix of the resource definitions, over HTTP', () => {
  it('covers every resource of the registry', () => {
    const covered = new Set(everyRoute().map(({ resource }) => resource));
    expect([...covered].sort()).toEqual(model.resources.map((resource) => resource.name).sort());
  });

  it('answers each demo role as its definition says: allowed never 401/403, refused 403', async () => {
    const mismatches: string[] = [];
    for (const entry of everyRoute()) {
      const resource = model.resources.find((candidate) => candidate.name === entry.resource);
      if (!resource) continue;
      for (const username of DEMO_USERNAMES) {
        const roles = ROLES[username];
        const allowed = entry.route.action ? canRunAction(entry.route.action, roles) : canPerform(resource.access, entry.route.operation, roles);
        const answer = await callers.get(username)!(entry.route.method, pathOf(entry.route), bodyOf(entry.route));
        const ok = allowed ? answer.status !== 401 && answer.status !== 403 && answer.status < 500 : answer.status === 403;
        if (!ok)
          mismatches.push(
            `${name(entry)} as ${username}: ${allowed ? 'allowed' : 'refused'} but ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`,
          );
        if (!allowed && answer.status === 403)
          expect(answer.body).toMatchObject({ error: 'FORBIDDEN', message: expect.any(String), traceId: expect.any(String) });
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers 401 with a traceId to every route called without a token', async () => {
    const open: string[] = [];
    for (const entry of everyRoute()) {
      const answer = await api.anonymous(entry.route.method, pathOf(entry.route), bodyOf(entry.route));
      if (answer.status !== 401 || typeof (answer.body as { traceId?: unknown }).traceId !== 'string') open.push(`${name(entry)}: ${answer.status}`);
    }
    expect(open).toEqual([]);
  });

  it('gives READ_ONLY no write at all', () => {
    const writes = model.resources.flatMap((resource) => [
      ...(['create', 'edit', 'delete'] as const)
        .filter((operation) => canPerform(resource.access, operation, ['READ_ONLY']))
        .map((operation) => `${resource.name} ${operation}`),
      ...resource.actions.filter((action) => canRunAction(action, ['READ_ONLY'])).map((action) => `${resource.name} ${action.name}`),
    ]);
    expect(writes).toEqual([]);
  });
});
