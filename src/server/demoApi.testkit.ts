import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testResourceModel } from '../framework/testing/testResourceModel';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import type { RegistryModel } from '../framework/registry/types';
import { authHeaders, signIn, testUsers } from './auth/signIn.testkit';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './createDemoApi';
import { createDemoServer } from './http/createDemoServer';

/*
 * A made-up model for the API contract tests: every feature of the registry once.
 * gadget  paginated, list at gadget/page; filters of each kind; unique rules (dialog and
 *         field); an error override; a reference to owner; a toggle action; timestamps.
 * owner   paginated, list path = base path with a trailing slash (`owner/`), count
 *         parameter `count`; delete guards from gadget and job.
 * note    paginated, unpaged list at note/all.
 * job     paginated; links owners inside an array (`steps[].ownerId`).
 * post    simple-rest with numeric ids.
 */
const objectId = { type: 'string', pattern: '^[0-9a-f]{24}$', readOnly: true };
const timestamp = { type: 'string', format: 'date-time', readOnly: true };

export const testModel: RegistryModel = {
  resources: [
    testResourceModel({
      name: 'gadget',
      schema: {
        $id: 'gadget.schema.json',
        type: 'object',
        required: ['name', 'code'],
        properties: {
          _id: { $ref: '#/$defs/objectId' },
          name: { type: 'string', minLength: 1, maxLength: 40 },
          code: { type: 'string', pattern: '^[A-Z0-9-]+$' },
          status: { type: 'string', enum: ['NEW', 'OLD', 'LOST'] },
          weight: { type: 'number', minimum: 0 },
          active: { type: 'boolean' },
          contact: { type: 'string', format: 'email' },
          ownerId: { type: 'string' },
          tags: { type: 'array', items: { type: 'string' }, minItems: 1 },
          createdAt: { $ref: '#/$defs/timestamp' },
          updatedAt: { $ref: '#/$defs/timestamp' },
        },
        $defs: { objectId, timestamp },
      },
      api: {
        style: 'paginated',
        path: 'gadget',
        idField: '_id',
        list: { path: 'gadget/page', paged: true, countParam: 'collectionCount', idsParam: '_id' },
      },
      list: {
        columns: [
          { field: 'name', sortable: true },
          { field: 'weight', sortable: true },
        ],
        sort: { field: 'name', order: 'ASC' },
        perPage: 25,
        choicesPerPage: 25,
        filters: [
          { field: 'name', kind: 'text', matchType: true, alwaysOn: true },
          { field: 'code', kind: 'text', matchType: true, alwaysOn: false },
          { field: 'status', kind: 'enum', matchType: false, alwaysOn: false },
          { field: 'weight', kind: 'number', matchType: false, alwaysOn: false },
          { field: 'active', kind: 'boolean', matchType: false, alwaysOn: false },
          { field: 'ownerId', kind: 'reference', matchType: false, alwaysOn: false },
          { field: 'updatedAt', kind: 'dateRange', matchType: false, alwaysOn: false, from: 'fromDate', to: 'toDate' },
        ],
      },
      references: { ownerId: { resource: 'owner' } },
      unique: [
        { fields: ['name'], error: 'GADGET.NAME_ALREADY_EXISTS_ERROR', status: 400, display: 'dialog' },
        { fields: ['code'], error: 'GADGET.CODE_ALREADY_EXISTS', status: 409, display: 'field' },
      ],
      errors: { name: { required: 'GADGET.NAME_IS_REQUIRED' } },
      actions: [{ name: 'activate', kind: 'toggle', field: 'active', method: 'PUT', path: '{id}/activate' }],
      timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' },
    }),
    testResourceModel({
      name: 'owner',
      api: { style: 'paginated', path: 'owner', idField: '_id', list: { path: 'owner/', paged: true, countParam: 'count' } },
      list: {
        columns: [],
        sort: { field: 'name', order: 'ASC' },
        perPage: 25,
        choicesPerPage: 25,
        filters: [{ field: 'name', kind: 'text', matchType: true, alwaysOn: true }],
      },
      deleteGuards: [
        { resource: 'gadget', field: 'ownerId', status: 409, error: 'OWNER_HAS_GADGETS' },
        { resource: 'job', field: 'steps[].ownerId', status: 409, error: 'OWNER_HAS_JOBS' },
      ],
    }),
    testResourceModel({
      name: 'note',
      api: { style: 'paginated', path: 'note', idField: '_id', list: { path: 'note/all', paged: false, countParam: 'collectionCount' } },
    }),
    testResourceModel({
      name: 'job',
      schema: {
        type: 'object',
        properties: {
          _id: { type: 'string', readOnly: true },
          name: { type: 'string' },
          steps: { type: 'array', items: { type: 'object', properties: { ownerId: { type: 'string' } } } },
        },
      },
      references: { 'steps[].ownerId': { resource: 'owner' } },
    }),
    testResourceModel({
      name: 'post',
      schema: {
        type: 'object',
        required: ['title'],
        properties: { id: { type: 'integer', readOnly: true }, title: { type: 'string', minLength: 1 }, views: { type: 'integer' } },
      },
      api: { style: 'simple-rest', path: 'post', idField: 'id', list: { path: 'post', paged: true, countParam: 'collectionCount' } },
      list: {
        columns: [],
        sort: { field: 'title', order: 'ASC' },
        perPage: 25,
        choicesPerPage: 25,
        filters: [
          { field: 'title', kind: 'text', matchType: false, alwaysOn: true },
          { field: 'views', kind: 'number', matchType: false, alwaysOn: false },
        ],
      },
      unique: [{ fields: ['title'], error: 'POST.TITLE_TAKEN', status: 400, display: 'field' }],
    }),
  ],
};

const hex = (n: number): string => n.toString(16).padStart(24, '0');
export const ids = { gadget: [hex(1), hex(2), hex(3), hex(4)], owner: [hex(101), hex(102), hex(103)] };

export const testFixtures: Record<string, unknown[]> = {
  'gadget.json': [
    {
      _id: ids.gadget[0],
      name: 'Válvula',
      code: 'V-1',
      status: 'NEW',
      weight: 10,
      active: true,
      ownerId: ids.owner[0],
      createdAt: '2024-04-01T00:00:00.000Z',
      updatedAt: '2024-05-01T00:00:00.000Z',
    },
    {
      _id: ids.gadget[1],
      name: 'bomba',
      code: 'B-1',
      status: 'OLD',
      weight: 9,
      active: false,
      ownerId: ids.owner[1],
      createdAt: '2024-04-01T00:00:00.000Z',
      updatedAt: '2024-05-31T23:59:59.999Z',
    },
    {
      _id: ids.gadget[2],
      name: 'Agitador',
      code: 'A-1',
      status: 'LOST',
      weight: 100,
      active: true,
      ownerId: ids.owner[0],
      createdAt: '2024-04-01T00:00:00.000Z',
      updatedAt: '2024-06-01T00:00:00.000Z',
    },
    {
      _id: ids.gadget[3],
      name: 'Eixo',
      code: 'E-1',
      status: 'NEW',
      active: false,
      createdAt: '2024-04-01T00:00:00.000Z',
      updatedAt: '2024-04-30T23:59:59.999Z',
    },
  ],
  'owner.json': [
    { _id: ids.owner[0], name: 'Ana' },
    { _id: ids.owner[1], name: 'Bruno' },
    { _id: ids.owner[2], name: 'Carla' },
  ],
  'note.json': [
    { _id: 'n1', name: 'b' },
    { _id: 'n2', name: 'a' },
  ],
  'job.json': [{ _id: 'j1', name: 'Paint', steps: [{ ownerId: ids.owner[1] }, { ownerId: ids.owner[1] }] }],
  'post.json': Array.from({ length: 30 }, (_, index) => ({ id: index + 1, title: `Post ${String(index + 1).padStart(2, '0')}`, views: index % 3 })),
};

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON body (undefined when empty). */
  body: unknown;
}

/** Calls the API: `call('GET', 'gadget/page?limit=2')`; an object body is sent as JSON, a string as is; `headers` are added (ProjectId ...). */
export type ApiCall = (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Answer>;

export interface RunningTestApi {
  url: string;
  dataDir: string;
  fixturesDir: string;
  api: DemoApi;
  /** A call signed in as `admin` (or the `as` option of startTestApi). */
  call: ApiCall;
  /** Calls signed in as another user (a demo username: `project-admin`, `read-only`, `member`, `no-project`), signed in once. */
  as(username: string): Promise<ApiCall>;
  /** Calls with no Authorization header at all. */
  anonymous: ApiCall;
  close(): Promise<void>;
}

/** Writes fixtures into a fresh temp directory. */
export function writeFixtures(fixtures: Record<string, unknown[] | string> = testFixtures): string {
  const fixturesDir = mkdtempSync(join(tmpdir(), 'demo-fixtures-'));
  mkdirSync(fixturesDir, { recursive: true });
  for (const [file, content] of Object.entries(fixtures)) {
    writeFileSync(join(fixturesDir, file), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return fixturesDir;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * Starts the real demo API on a free loopback port over temp directories.
 * Pass `dataDir` and `fixturesDir` to restart over the same data.
 */
export async function startTestApi(
  options: { model?: RegistryModel; dataDir?: string; fixturesDir?: string; as?: string } & Pick<DemoApiOptions, 'auth' | 'session' | 'features'> = {},
): Promise<RunningTestApi> {
  const fixturesDir = options.fixturesDir ?? writeFixtures();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'demo-data-'));
  const api = createDemoApi({
    model: options.model ?? testModel,
    dataDir,
    fixturesDir,
    auth: { users: testUsers(), ...options.auth },
    session: { outbox: () => undefined, ...options.session },
    ...(options.features ? { features: options.features } : {}),
  });
  const server = createDemoServer(api.listener);
  const port = await listen(server);
  const url = `http://127.0.0.1:${port}/api/`;
  const caller =
    (baseHeaders: Record<string, string>): ApiCall =>
    async (method, path, body, headers = {}) => {
      const init: RequestInit = { method, headers: { ...baseHeaders, ...headers } };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        init.headers = { ...init.headers, 'Content-Type': 'application/json' };
      }
      const response = await fetch(url + path, init);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
    };
  const callers = new Map<string, ApiCall>();
  const as = async (username: string): Promise<ApiCall> => {
    let call = callers.get(username);
    if (!call) {
      call = caller(authHeaders((await signIn(url, username)).access_token));
      callers.set(username, call);
    }
    return call;
  };
  const call = await as(options.as ?? 'admin');
  return {
    url,
    dataDir,
    fixturesDir,
    api,
    call,
    as,
    anonymous: caller({ Lang: 'pt', 'Selected-Global-Id': 'global' }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => {
          // Fold the journals into the data files, so tests read them as plain JSON.
          api.store.flush();
          api.store.close();
          if (error) reject(error);
          else resolve();
        });
      }),
  };
}

/** The project's root: resources/, schemas/ and fixtures/ of the product. */
export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
let projectRegistry: RegistryModel | undefined;

/** The product's own registry, loaded once; throws when it does not load. */
export function projectModel(): RegistryModel {
  if (projectRegistry) return projectRegistry;
  const loaded = loadRegistryFromDir(PROJECT_ROOT);
  if (!loaded.ok) throw new Error(`the registry does not load: ${loaded.issues.map((issue) => `${issue.file}#${issue.pointer} ${issue.message}`).join('; ')}`);
  projectRegistry = loaded.model;
  return projectRegistry;
}

/** The demo API over the product's own registry and committed fixtures, in a fresh data folder named after `label`. */
export function startProjectApi(label: string, features?: DemoApiOptions['features']): Promise<RunningTestApi> {
  return startTestApi({
    model: projectModel(),
    fixturesDir: join(PROJECT_ROOT, 'fixtures'),
    dataDir: mkdtempSync(join(tmpdir(), `${label}-`)),
    ...(features ? { features } : {}),
  });
}
