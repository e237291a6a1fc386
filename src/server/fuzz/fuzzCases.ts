import type { ResourceModel, SchemaNode } from '../../framework/registry/types';

/** One request of the fuzz test: method, path under `/api/` (with its query) and a raw body text. */
export interface FuzzRequest {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Nesting built as text: a value 10 000 levels deep without recursion on our side. */
const deepArray = (levels: number): string => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
const deepObject = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Values of every wrong kind, as JSON text. */
const HOSTILE_VALUES: readonly string[] = [
  'null',
  'true',
  '-1',
  '1e309',
  '-1e309',
  '0.1e-400',
  '123456789012345678901234567890',
  '""',
  '"\\u0000"',
  '"\\ud800"',
  JSON.stringify('🚧 ﷽ ‮rtl‬ Ω ' + 'é'.repeat(50)),
  JSON.stringify('x'.repeat(200_000)),
  '[]',
  '[1,"a",null,{}]',
  '{}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  deepArray(10_000),
  deepObject(10_000),
  deepArray(40),
];

/** Whole bodies that are not a record at all. */
const HOSTILE_BODIES: readonly string[] = [
  '',
  'null',
  '"text"',
  '42',
  '[]',
  '{',
  '{"a":1,}',
  'not json',
  deepArray(10_000),
  deepObject(10_000),
  '{"__proto__":{"isAdmin":true},"name":"x"}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"prototype":1}',
  '{"isAdmin":true}',
  `{"a":${'1,"b":'.repeat(0)}1e309}`,
  JSON.stringify({ [`k${'x'.repeat(300_000)}`]: 1 }),
  `[${Array.from({ length: 30_000 }, () => '0').join(',')}]`,
];

const HOSTILE_SEGMENTS: readonly string[] = [
  'nope',
  '0',
  '-1',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  encodeURIComponent('🚧'),
  'x'.repeat(3000),
  'null',
];

/** A body for `resource`: one of its properties given a hostile value, the rest from a real record. */
function mutatedRecord(random: Random, schema: SchemaNode, sample: Readonly<Record<string, unknown>> | undefined): string {
  const properties = Object.keys(schema.properties ?? {});
  const base = JSON.stringify(sample ?? {}).slice(1, -1);
  const key =
    random() < 0.8 && properties.length > 0 ? pick(random, properties) : pick(random, ['__proto__', 'constructor', 'prototype', 'isAdmin', 'ünïcødé', '']);
  const entry = `${JSON.stringify(key)}:${pick(random, HOSTILE_VALUES)}`;
  return `{${base === '' ? entry : `${base},${entry}`}}`;
}

function listQuery(random: Random, resource: ResourceModel): string {
  const field = pick(random, [...Object.keys(resource.schema.properties ?? {}), 'nope', '__proto__']);
  const filter = resource.list.filters.length > 0 ? pick(random, resource.list.filters) : undefined;
  const param = filter ? (filter.param ?? filter.field) : field;
  const value = pick(random, [
    'abc',
    '-1',
    'NaN',
    '1e309',
    '',
    '0',
    '1000000',
    'x'.repeat(8000),
    encodeURIComponent('🚧,é,%'),
    '%E0%A4%A',
    Array.from({ length: 600 }, (_, n) => n).join(','),
  ]);
  return pick(random, [
    `limit=${value}`,
    `skip=${value}`,
    `limit=25&skip=${value}`,
    `sort=${field}&order=${pick(random, ['ASC', 'DESC', 'sideways'])}`,
    `sort=${resource.list.sort.field}&order=DESC&limit=25&skip=99999999`,
    `${param}=${value}`,
    `${param}=${value}&${param}MatchType=${pick(random, ['notContains', 'contains', 'regex', ''])}`,
    `${field}=${value}`,
    `${resource.api.list.countParam}=${value}`,
    `limit=1&limit=2&sort=a&sort=b`,
  ]);
}

/**
 * A hostile request on the route `method pattern` of `resource`: parameters filled with
 * real ids or hostile segments, list routes given hostile queries, body routes hostile
 * bodies or records with one hostile property, sometimes the wrong content type.
 */
export function fuzzRequest(
  random: Random,
  resource: ResourceModel,
  route: { method: string; pattern: string; readsBody: boolean },
  ids: readonly string[],
  sample: Readonly<Record<string, unknown>> | undefined,
): FuzzRequest {
  const path = route.pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? (random() < 0.5 && ids.length > 0 ? encodeURIComponent(pick(random, ids)) : pick(random, HOSTILE_SEGMENTS)) : segment,
    )
    .join('/');
  if (!route.readsBody) {
    const method = random() < 0.1 ? pick(random, ['PATCH', 'POST', 'PUT', 'DELETE']) : route.method;
    return { method, path: route.method === 'GET' ? `${path}?${listQuery(random, resource)}` : path };
  }
  const body = random() < 0.5 ? mutatedRecord(random, resource.schema, sample) : pick(random, HOSTILE_BODIES);
  const contentType =
    random() < 0.1 ? pick(random, ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) : 'application/json';
  return { method: route.method, path, body, contentType };
}

/** Body and query keys the hand-written calls of spec §7 read: the likeliest to reach a handler's checks. */
const CALL_KEYS: readonly string[] = [
  'activityId',
  'taskId',
  'tasks',
  'activityTasksIds',
  'comment',
  'commentId',
  'reasonDeletingComments',
  'reasonForDeletion',
  'reasonDeletion',
  'reasonDeletingRegistersOrMedias',
  'executionStatus',
  'status',
  'justification',
  'record',
  'elementUpdate',
  'allowsExternalUpdate',
  'username',
  'password',
  'refreshToken',
  'token',
  'idToken',
  'email',
  'ids',
  'filter',
  'data',
  'xml',
  'kind',
  'limit',
  'skip',
  'collectionCount',
  'level',
  'parentId',
  'date',
  'tStamp',
  'timezone',
  'source',
  'nextStatus',
  'order',
  '__proto__',
  'constructor',
];

const QUERY_VALUES: readonly string[] = [
  'abc',
  '-1',
  'NaN',
  '1e309',
  '',
  '0',
  '1000000',
  'x'.repeat(8000),
  encodeURIComponent('🚧,é,%'),
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
];

/**
 * A hostile request on a hand-written route (`method pattern`, no resource behind it):
 * parameters filled with real ids or hostile segments, hostile query pairs, and for routes
 * that read a body, a hostile body or an object of the calls' keys with hostile values.
 */
export function fuzzCallRequest(random: Random, route: { method: string; pattern: string; readsBody: boolean }, ids: readonly string[]): FuzzRequest {
  const path = route.pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? (random() < 0.5 && ids.length > 0 ? encodeURIComponent(pick(random, ids)) : pick(random, HOSTILE_SEGMENTS)) : segment,
    )
    .join('/');
  const query = Array.from(
    { length: 1 + Math.floor(random() * 3) },
    () => `${pick(random, CALL_KEYS)}=${random() < 0.3 && ids.length > 0 ? pick(random, ids) : pick(random, QUERY_VALUES)}`,
  ).join('&');
  const target = `${path}?${query}`;
  if (!route.readsBody) return { method: random() < 0.1 ? pick(random, ['PATCH', 'POST', 'PUT', 'DELETE']) : route.method, path: target };
  const entries = Array.from(
    { length: 1 + Math.floor(random() * 3) },
    () => `${JSON.stringify(pick(random, CALL_KEYS))}:${random() < 0.3 && ids.length > 0 ? JSON.stringify(pick(random, ids)) : pick(random, HOSTILE_VALUES)}`,
  );
  const body = random() < 0.6 ? `{${entries.join(',')}}` : pick(random, HOSTILE_BODIES);
  const contentType =
    random() < 0.1 ? pick(random, ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '']) : 'application/json';
  return { method: route.method, path: target, body, contentType };
}
