import type { RegistryModel } from '../../src/framework/registry/types';
import { signIn } from '../../src/server/auth/signIn.testkit';
import type { RunningTestApi } from '../../src/server/demoApi.testkit';
import { openApiPath } from '../../src/server/openapi/openApiParts';
import { planRequests, type Callers } from './conformanceRequests';
import { bodyShape, documentOperations, type Document, type Operation } from './documentOperations';
import { documentValidators } from './documentValidators';
import { judgeAnswer, untypedParts, type Failure } from './judgeAnswer';
import { recordPools } from './recordPools';
import { sendRequest, type Caller } from './sendRequest';

/**
 * Operations that end or change their caller's session or the server's behaviour for
 * every later call (sign-out, simulated failures, the caller's own password): run last,
 * by a global admin signed in for them alone.
 */
const RUN_LAST: ReadonlySet<string> = new Set(['PUT /dev/simulations', 'POST /user/redefine-password', 'PUT /user/self']);

/** Demo users the run signs in, by role; `preview-admin` runs the operations of RUN_LAST and the session's. */
const USERS_BY_ROLE = { ADMIN: 'admin', PROJECT_ADMIN: 'project-admin', READ_ONLY: 'read-only', USER: 'member' } as const;
const LAST_CALLER = 'preview-admin';

/** 0 reads, 1 writes, 2 deletes (the records others name stay until the end), 3 session and RUN_LAST. */
function phaseOf(operation: Operation): number {
  if (RUN_LAST.has(operation.key) || operation.tag === 'session') return 3;
  if (operation.method === 'DELETE' || /\/delete$/.test(operation.path)) return 2;
  return operation.method === 'GET' || operation.method === 'HEAD' ? 0 : 1;
}

/** The seed of one operation's requests: from its key, so adding an operation changes no other's requests. */
function seedOf(seed: number, key: string): number {
  let hash = seed | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/** The resource whose records a path parameter names, when the document does not say: `{id}` under a resource's path, `{activityId}`. */
function parameterResources(model: RegistryModel): (operation: Operation, name: string) => string | undefined {
  const names = new Set(model.resources.map((resource) => resource.name));
  const byPath = new Map(
    model.resources.filter((resource) => !resource.viewOf).map((resource) => [resource.api.path.replace(/^\/+|\/+$/g, ''), resource.name]),
  );
  return (operation, name) => {
    if (name === 'id') return names.has(operation.tag) ? operation.tag : byPath.get(operation.path.split('/')[1] ?? '');
    const prefix = /^(\w+)Id$/.exec(name)?.[1];
    const kebab = prefix?.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    return kebab !== undefined && names.has(kebab) ? kebab : undefined;
  };
}

export interface Report {
  operations: number;
  requests: number;
  byRequestKind: Record<string, number>;
  failures: Failure[];
  /** Per operation, how many answers of each status (`valid 201`, `invalid 400` ...). */
  answers: Record<string, Record<string, number>>;
  /** Seconds: starting and signing in, planning the requests, sending them. */
  timing: Record<string, number>;
  seconds: number;
}

export interface ConformanceOptions {
  running: RunningTestApi;
  document: Document;
  model: RegistryModel;
  seed: number;
  /** Valid requests per operation, as the main caller. */
  valid: number;
  /** When the run started (the report's seconds count from it). */
  started: number;
}

/**
 * Runs every operation of `document` against the running API: signs in a demo user per
 * role, draws the records the requests name from the store, plans each operation's
 * requests from the document (planRequests) and judges every answer (judgeAnswer).
 * Reads come first, then writes, deletes and the calls that change the caller's session.
 */
export async function runConformance({ running, document, model, seed, valid, started }: ConformanceOptions): Promise<Report> {
  const users = running.api.store.collection('user').all();
  const callerOf = async (username: string): Promise<Caller> => {
    const record = users.find((user) => user.username === username);
    const admin = Array.isArray(record?.roles) && record.roles.some((role) => (role as { name?: string }).name === 'ADMIN');
    const projectId = typeof record?.projectId === 'string' && !admin ? record.projectId : undefined;
    return { token: (await signIn(running.url, username)).access_token, ...(projectId ? { projectId } : {}) };
  };
  const signedIn = new Map<string, Caller>();
  for (const username of [...Object.values(USERS_BY_ROLE), LAST_CALLER]) signedIn.set(username, await callerOf(username));
  const callerIds = users.filter((user) => signedIn.has(String(user.username))).map((user) => String(user._id));
  const pools = recordPools(model, running.api.store, { seed, keepOut: { user: callerIds } });
  const validators = documentValidators(document);
  const context = { root: document, idsOf: (resource: string) => pools.get(resource) ?? [] };
  const streamed = new Set(running.api.routes.filter((route) => route.streamsBody).map((route) => `${route.method} ${openApiPath(route.pattern)}`));
  const resourceOfParameter = parameterResources(model);

  const operations = documentOperations(document).sort((a, b) => phaseOf(a) - phaseOf(b));
  const failures: Failure[] = [];
  const answers: Report['answers'] = {};
  const byRequestKind: Record<string, number> = {};
  const timing = { start: (Date.now() - started) / 1000, plan: 0, send: 0 };
  let requests = 0;
  for (const operation of operations) {
    const last = phaseOf(operation) === 3;
    const callers: Callers = { main: last ? LAST_CALLER : USERS_BY_ROLE.ADMIN, byRole: USERS_BY_ROLE };
    failures.push(...untypedParts(document, operation, streamed.has(operation.key)));
    const planning = Date.now();
    const plan = planRequests(operation, { document, validators, context, callers, seed: seedOf(seed, operation.key), valid, resourceOfParameter });
    timing.plan += (Date.now() - planning) / 1000;
    for (const note of plan.notes) failures.push({ operation: operation.key, kind: 'not-generated', detail: note });
    const sending = Date.now();
    const counts: Record<string, number> = (answers[operation.key] = {});
    for (const request of plan.requests) {
      const caller = request.caller === undefined ? undefined : signedIn.get(request.caller);
      const answered = await sendRequest(
        running.url.replace(/\/$/, ''),
        operation.method,
        request,
        caller,
        operation.body && bodyShape(document, operation.body.schema),
      );
      requests += 1;
      byRequestKind[request.kind] = (byRequestKind[request.kind] ?? 0) + 1;
      counts[`${request.kind} ${answered.status}`] = (counts[`${request.kind} ${answered.status}`] ?? 0) + 1;
      failures.push(...judgeAnswer(operation, request, answered, validators));
    }
    timing.send += (Date.now() - sending) / 1000;
  }
  return { operations: operations.length, requests, byRequestKind, failures, answers, timing, seconds: (Date.now() - started) / 1000 };
}
