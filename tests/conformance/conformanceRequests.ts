import fc from 'fast-check';
import { bodyShape, type Document, type Operation, type Parameter } from './documentOperations';
import type { DocumentValidators } from './documentValidators';
import { flatten, schemaArbitrary, type SampleContext, type Schema } from './schemaArbitrary';

/** What a request stands for: the schema allows it (valid), or it breaks the document on purpose. */
export type RequestKind = 'valid' | 'unknown-id' | 'other-role' | 'invalid';

/** One request to send, and why it is what it is. */
export interface PlannedRequest {
  kind: RequestKind;
  /** `wrong type at name`, `unknown query parameter` ...: what makes an invalid request invalid. */
  why: string;
  /** A signed-in caller's name, or undefined for a call without a token. */
  caller: string | undefined;
  path: string;
  query: [string, string][];
  body?: { mediaType: string; value: unknown };
}

/** Who calls: the main caller, and a demo user per role (each with the project it works in). */
export interface Callers {
  /** The caller of the valid and invalid requests (a global admin). */
  main: string;
  /** A signed-in demo user holding each role, by role. */
  byRole: Readonly<Record<string, string>>;
}

export interface PlanOptions {
  document: Document;
  validators: DocumentValidators;
  context: SampleContext;
  callers: Callers;
  seed: number;
  /** Valid requests per operation. */
  valid: number;
  /** The resource whose records a path parameter names, when the document does not say (`x-reference`). */
  resourceOfParameter(operation: Operation, name: string): string | undefined;
}

export interface Plan {
  requests: PlannedRequest[];
  /** What could not be generated (a body no sample of which the document's own schema accepts). */
  notes: string[];
}

const UNKNOWN_ID = 'ffffffffffffffffffffff01';

/** Seeded picks: the same seed gives the same samples. */
function samples<T>(arbitrary: fc.Arbitrary<T>, seed: number, count: number): T[] {
  return fc.sample(arbitrary, { seed, numRuns: count });
}

function text(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(text);
  return [typeof value === 'string' ? value : JSON.stringify(value)];
}

/** The path with each `{name}` replaced by its (encoded) value. */
function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

function pathParameters(operation: Operation): Parameter[] {
  return operation.parameters.filter((parameter) => parameter.in === 'path');
}

function queryParameters(operation: Operation): Parameter[] {
  return operation.parameters.filter((parameter) => parameter.in === 'query');
}

/** Path values: ids of existing records where a parameter names a resource's record, else values of its schema. */
function pathValueSets(operation: Operation, options: PlanOptions, seed: number, count: number): Record<string, string>[] {
  const sets: Record<string, string>[] = Array.from({ length: count }, () => ({}));
  for (const parameter of pathParameters(operation)) {
    const schema = parameter.schema ?? { type: 'string' };
    const resource = typeof schema['x-reference'] === 'string' ? schema['x-reference'] : options.resourceOfParameter(operation, parameter.name);
    const ids = resource ? options.context.idsOf(resource) : [];
    const values =
      ids.length > 0 ? samples(fc.constantFrom(...ids), seed, count) : samples(schemaArbitrary(schema, options.context, { writing: true }), seed, count);
    values.forEach((value, index) => (sets[index]![parameter.name] = String(value)));
  }
  return sets;
}

/** Optional query parameters come and go; those a parameter says it is not sent with leave. */
function querySets(operation: Operation, options: PlanOptions, seed: number, count: number, optional: boolean): [string, string][][] {
  const parameters = queryParameters(operation).filter((parameter) => optional || parameter.required);
  const arbitraries = Object.fromEntries(
    parameters.map((parameter) => [parameter.name, schemaArbitrary(parameter.schema ?? { type: 'string' }, options.context, { writing: true })]),
  );
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return samples(fc.record(arbitraries, { requiredKeys: required, noNullPrototype: true }), seed, count).map((values) => {
    const chosen = new Map(Object.entries(values));
    for (const parameter of parameters) {
      if (!chosen.has(parameter.name)) continue;
      for (const other of parameter['x-not-with'] ?? []) if (!required.includes(other)) chosen.delete(other);
    }
    for (const parameter of parameters) {
      const value = chosen.get(parameter.name);
      if (value !== undefined && !options.validators.checkText(parameter.schema ?? {}, text(value).length > 1 ? text(value) : (text(value)[0] ?? '')))
        chosen.delete(parameter.name);
    }
    return [...chosen].flatMap(([name, value]) => text(value).map((one): [string, string] => [name, one]));
  });
}

/** Bodies the document's schema accepts (generated, then checked: the generator cannot see every keyword). */
function validBodies(operation: Operation, options: PlanOptions, seed: number, count: number): unknown[] {
  const body = operation.body;
  if (!body) return [];
  const candidates = samples(schemaArbitrary(body.schema, options.context, { writing: true }), seed, count * 12);
  return candidates.filter((candidate) => options.validators.check(body.pointer, candidate).ok).slice(0, count);
}

/** A value of another JSON type than the schema at hand takes, from a few candidates. */
const WRONG_VALUES: readonly unknown[] = [12345, 'not-of-this-type', true, { unexpected: 1 }, [1, 2]];

/** Bodies that break the body schema: the wrong type, a required field missing, a field the schema does not allow. */
function invalidBodies(operation: Operation, options: PlanOptions, valid: unknown): { why: string; value: unknown }[] {
  const body = operation.body;
  if (!body || body.mediaType !== 'application/json') return [];
  const isInvalid = (value: unknown) => !options.validators.check(body.pointer, value).ok;
  const found: { why: string; value: unknown }[] = [];
  const whole = WRONG_VALUES.find(isInvalid);
  if (whole !== undefined) found.push({ why: `body of the wrong type (${JSON.stringify(whole)})`, value: whole });
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) return found;
  const record = valid as Record<string, unknown>;
  const shape = bodyShape(options.document, body.schema);
  const properties = (shape.properties ?? {}) as Record<string, Schema>;
  const writable = Object.keys(properties).filter((name) => flatten(options.document, properties[name]!).readOnly !== true);
  const typed = [...writable.filter((name) => name in record), ...writable.filter((name) => !(name in record))];
  for (const name of typed) {
    const wrong = WRONG_VALUES.map((value) => ({ ...record, [name]: value })).find(isInvalid);
    if (wrong) {
      found.push({ why: `wrong type at "${name}"`, value: wrong });
      break;
    }
  }
  for (const name of (shape.required ?? []) as string[]) {
    if (!(name in record)) continue;
    const { [name]: _dropped, ...rest } = record;
    if (isInvalid(rest)) {
      found.push({ why: `required "${name}" missing`, value: rest });
      break;
    }
  }
  const extra = { ...record, unknownField: 'x' };
  if (isInvalid(extra)) found.push({ why: 'unknown field "unknownField"', value: extra });
  return found;
}

/** Query values that break a parameter's schema: a text for a number, a value out of its enum or range. */
function invalidQueryValue(parameter: Parameter, options: PlanOptions): string | undefined {
  const schema = parameter.schema ?? {};
  const candidates = ['not-a-value', '-1', '100000000', 'true', ''];
  return candidates.find((candidate) => !options.validators.checkText(schema, candidate));
}

/**
 * The requests for one operation: valid ones (existing records in the path, query and
 * body from their schemas) as the main caller and as another allowed role, one with an
 * unknown id, invalid ones (an unknown query parameter, a query value out of its schema,
 * bodies breaking their schema), and one as a role the operation does not list.
 */
export function planRequests(operation: Operation, options: PlanOptions): Plan {
  const notes: string[] = [];
  const { seed, valid: count } = options;
  const caller = operation.isPublic ? undefined : options.callers.main;
  const paths = pathValueSets(operation, options, seed, count + 1);
  const queries = querySets(operation, options, seed, count, true);
  const plainQueries = querySets(operation, options, seed, 1, false);
  const bodies = validBodies(operation, options, seed, count);
  const mediaType = operation.body?.mediaType ?? 'application/json';
  if (operation.body && bodies.length === 0) notes.push(`${operation.key}: no generated body matches the document's own body schema`);
  const bodyAt = (index: number): PlannedRequest['body'] =>
    operation.body ? (bodies.length > 0 ? { mediaType, value: bodies[index % bodies.length] } : undefined) : undefined;
  const requests: PlannedRequest[] = [];
  const base = (index: number) => ({
    path: fillPath(operation.path, paths[index]!),
    query: queries[index % queries.length] ?? [],
    ...(bodyAt(index) ? { body: bodyAt(index)! } : {}),
  });

  const canSendValid = !operation.body || !operation.body.required || bodies.length > 0;
  if (canSendValid) {
    for (let index = 0; index < count; index += 1) requests.push({ kind: 'valid', why: `sample ${index + 1}`, caller, ...base(index) });
    const roles = operation.roles ?? [];
    const allowed = roles.find((role) => role !== 'ADMIN' && options.callers.byRole[role]) ?? (roles.length === 0 ? 'USER' : undefined);
    const allowedCaller = allowed && !operation.isPublic ? options.callers.byRole[allowed] : undefined;
    if (allowedCaller)
      requests.push({ kind: 'valid', why: `as ${allowed}, within its project`, caller: allowedCaller, ...base(0), query: plainQueries[0] ?? [] });
    const idParameters = pathParameters(operation).filter(
      (parameter) => parameter.schema?.['x-reference'] !== undefined || options.resourceOfParameter(operation, parameter.name),
    );
    if (idParameters.length > 0) {
      const unknown = Object.fromEntries(
        pathParameters(operation).map((parameter) => [parameter.name, idParameters.includes(parameter) ? UNKNOWN_ID : paths[count]![parameter.name]!]),
      );
      requests.push({ kind: 'unknown-id', why: 'an id no record has', caller, ...base(0), path: fillPath(operation.path, unknown) });
    }
    const refused =
      roles.length > 0 && !operation.isPublic ? Object.keys(options.callers.byRole).find((role) => role !== 'ADMIN' && !roles.includes(role)) : undefined;
    if (refused)
      requests.push({
        kind: 'other-role',
        why: `as ${refused}, a role the operation does not list`,
        caller: options.callers.byRole[refused],
        ...base(0),
        query: plainQueries[0] ?? [],
      });
  } else {
    notes.push(`${operation.key}: no valid request sent (its required body could not be generated)`);
  }

  requests.push({
    kind: 'invalid',
    why: 'unknown query parameter "unknownParam"',
    caller,
    ...base(0),
    query: [...(plainQueries[0] ?? []), ['unknownParam', '1']],
  });
  for (const parameter of queryParameters(operation)) {
    const value = invalidQueryValue(parameter, options);
    if (value === undefined) continue;
    const others = (plainQueries[0] ?? []).filter(([name]) => name !== parameter.name);
    requests.push({
      kind: 'invalid',
      why: `query "${parameter.name}=${value}" breaks its schema`,
      caller,
      ...base(0),
      query: [...others, [parameter.name, value]],
    });
    break;
  }
  for (const broken of invalidBodies(operation, options, bodies[0])) {
    requests.push({ kind: 'invalid', why: broken.why, caller, ...base(0), body: { mediaType, value: broken.value } });
  }
  // Invalid and refused requests first: they must find the records the valid ones may delete.
  const order: Record<RequestKind, number> = { invalid: 0, 'other-role': 1, 'unknown-id': 2, valid: 3 };
  return { requests: [...requests].sort((a, b) => order[a.kind] - order[b.kind]), notes };
}
