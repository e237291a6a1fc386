import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import type { RegistryModel } from '../framework/registry/types';
import { authHeaders, signIn } from './auth/signIn.testkit';
import { createDemoApi, type DemoApi } from './createDemoApi';
import { fuzzCallRequest, fuzzRequest, type FuzzRequest } from './fuzz/fuzzCases';
import { seededRandom } from './seededRandom';
import { createDemoServer } from './http/createDemoServer';
import { FORBIDDEN_KEYS } from './http/checkBodyLimits';
import { createRecordService } from './records/recordService';
import { resourceRoutes } from './routes/resourceRoutes';
import { createStore } from './store/createStore';

/**
 * Hostile requests on every route of every resource of the registry (CRUD, lists, actions,
 * soft deletes): wrong types, deep nesting, huge strings, unicode, prototype keys, bad
 * query parameters, wrong content types. Seeded (FUZZ_SEED); FUZZ_REQUESTS sets how many
 * (default 2 500). No answer may be a 5xx, every refusal is in the product's error shape,
 * and nothing prototype-like is ever stored.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 2500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** Hostile requests on the hand-written calls (FUZZ_CALL_REQUESTS, default 1 500). */
const CALL_REQUESTS = Number(process.env.FUZZ_CALL_REQUESTS ?? 1500);
const root = join(import.meta.dirname, '..', '..');

function holdsForbiddenKey(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || typeof item !== 'object') continue;
    for (const [key, child] of Object.entries(item)) {
      if (FORBIDDEN_KEYS.has(key) || key === 'isAdmin') return true;
      stack.push(child);
    }
  }
  return false;
}

describe('fuzz: hostile requests on every route of the registry', () => {
  let model: RegistryModel;
  let api: DemoApi;
  let server: Server;
  let base: string;
  /** Signed in as the global admin, so the requests reach every check behind sign-in. */
  let authorization: Record<string, string>;
  const dirs: string[] = [];

  beforeAll(async () => {
    const registry = loadRegistryFromDir(root);
    if (!registry.ok) throw new Error('the registry does not load');
    model = registry.model;
    const dataDir = mkdtempSync(join(tmpdir(), 'fuzz-data-'));
    dirs.push(dataDir);
    api = createDemoApi({ model, dataDir, fixturesDir: join(root, 'fixtures') });
    server = createDemoServer(api.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    authorization = { Authorization: authHeaders((await signIn(base, 'admin')).access_token).Authorization ?? '' };
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    api.store.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Sends one hostile request: what is wrong with its answer (a 5xx, a refusal out of the error shape), or undefined. */
  async function send(request: FuzzRequest): Promise<string | undefined> {
    const response = await fetch(base + request.path, {
      method: request.method,
      headers: { ...authorization, ...(request.body !== undefined && request.contentType ? { 'Content-Type': request.contentType } : {}) },
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    const text = await response.text();
    const shown = `${request.method} ${request.path.slice(0, 120)} [${(request.body ?? '').slice(0, 80)}] → ${response.status} ${text.slice(0, 160)}`;
    if (response.status >= 500) return shown;
    // A HEAD answer carries no body, by HTTP's rules: only its status tells.
    if (response.status < 400 || request.method === 'HEAD') return undefined;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const { error, message, traceId } = (body ?? {}) as Record<string, unknown>;
    return typeof error !== 'string' || typeof message !== 'string' || typeof traceId !== 'string' ? `not in the error shape: ${shown}` : undefined;
  }

  it(`answers ${REQUESTS} hostile requests without a 5xx, each refusal in the error shape`, async () => {
    // The routes as the API builds them, over a store of their own (only their patterns are used).
    const scratch = mkdtempSync(join(tmpdir(), 'fuzz-routes-'));
    dirs.push(scratch);
    const scratchStore = createStore({ model, dataDir: scratch, fixturesDir: join(root, 'fixtures') });
    const targets = model.resources.flatMap((resource) =>
      resourceRoutes({ resources: [resource] }, createRecordService({ model, store: scratchStore })).map((route) => ({ resource, route })),
    );
    scratchStore.close();
    const random = seededRandom(SEED);
    const failures: string[] = [];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let n = 0; n < REQUESTS; n += 1) {
      const { resource, route } = targets[n % targets.length]!;
      const records = api.store.collection(resource.name).all();
      const ids = records.slice(0, 20).map((record) => String(record[resource.api.idField]));
      const failure = await send(fuzzRequest(random, resource, route, ids, records[0]));
      if (failure) failures.push(failure);
    }
    quiet.mockRestore();
    expect(failures.slice(0, 20)).toEqual([]);
    const polluted = model.resources.filter((resource) => api.store.collection(resource.name).all().some(holdsForbiddenKey)).map((resource) => resource.name);
    expect(polluted).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }, 240_000);

  it(`answers ${CALL_REQUESTS} hostile requests on the hand-written calls (sessions, dashboards, IFC-JSON, files, features) without a 5xx, each refusal in the error shape`, async () => {
    // Every route that no resource definition made, but the simulations a developer switches on by hand.
    const calls = api.routes.filter((route) => !('operation' in route) && !route.pattern.startsWith('dev/'));
    expect(calls.length).toBeGreaterThan(10);
    const ids = model.resources.flatMap((resource) =>
      api.store
        .collection(resource.name)
        .all()
        .slice(0, 3)
        .map((record) => String(record[resource.api.idField])),
    );
    const random = seededRandom(SEED + 1);
    const failures: string[] = [];
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let n = 0; n < CALL_REQUESTS; n += 1) {
      const failure = await send(fuzzCallRequest(random, calls[n % calls.length]!, ids));
      if (failure) failures.push(failure);
    }
    quiet.mockRestore();
    expect(failures.slice(0, 20)).toEqual([]);
    const polluted = model.resources.filter((resource) => api.store.collection(resource.name).all().some(holdsForbiddenKey)).map((resource) => resource.name);
    expect(polluted).toEqual([]);
  }, 240_000);
});
