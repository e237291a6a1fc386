import type { PlannedRequest } from './conformanceRequests';
import type { Document, Operation } from './documentOperations';
import type { DocumentValidators } from './documentValidators';
import { flatten, type Schema } from './schemaArbitrary';

/** How an operation can fail its document. */
export type FailureKind =
  /** The answer's status is not among the operation's responses. */
  | 'undeclared-status'
  /** The answer's body (or its media type) is not what the document declares for its status. */
  | 'answer-mismatch'
  /** A request breaking the document was answered 2xx. */
  | 'invalid-accepted'
  /** A request the document allows was refused 400 VALIDATION_ERROR or INVALID_QUERY. */
  | 'valid-refused'
  /** A role the operation does not list was answered 2xx. */
  | 'role-accepted'
  /** A 5xx other than 503 (a fault, whatever the document says). */
  | 'server-error'
  /** A success answer or a JSON body whose schema says nothing of its shape. */
  | 'untyped'
  /** No request the document allows could be generated from its schemas. */
  | 'not-generated';

export interface Failure {
  operation: string;
  kind: FailureKind;
  /** The request (kind, why, method, path and query) and what came back. */
  detail: string;
}

/** What the server answered. */
export interface Answered {
  status: number;
  contentType: string;
  /** Parsed JSON, the text when it is not JSON, undefined when empty. */
  body: unknown;
}

const INPUT_CODES = new Set(['VALIDATION_ERROR', 'INVALID_QUERY']);

/** The response an answer's status falls under: exact, then `4XX`, then `default`. */
function declaredAnswer(operation: Operation, status: number): (Operation['responses'][string] & { key: string }) | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    const answer = operation.responses[key];
    if (answer) return { ...answer, key };
  }
  return undefined;
}

function describe(request: PlannedRequest, answered: Answered): string {
  const query = request.query.length > 0 ? `?${request.query.map(([name, value]) => `${name}=${value.slice(0, 60)}`).join('&')}` : '';
  const code =
    answered.body !== null && typeof answered.body === 'object' && 'error' in answered.body ? ` ${String((answered.body as { error: unknown }).error)}` : '';
  return `${request.kind} (${request.why}) as ${request.caller ?? 'nobody'}: ${request.path}${query} → ${answered.status}${code}`;
}

/** What is wrong with one answer against the document, by the rules of the conformance test. */
export function judgeAnswer(operation: Operation, request: PlannedRequest, answered: Answered, validators: DocumentValidators): Failure[] {
  const failures: Failure[] = [];
  const fail = (kind: FailureKind, why = '') =>
    failures.push({ operation: operation.key, kind, detail: `${describe(request, answered)}${why ? `: ${why}` : ''}` });
  const { status } = answered;
  const success = status >= 200 && status < 300;
  const code = answered.body !== null && typeof answered.body === 'object' ? (answered.body as { error?: unknown }).error : undefined;
  if (status >= 500 && status !== 503) fail('server-error');
  if (request.kind === 'invalid' && success) fail('invalid-accepted');
  if (request.kind === 'other-role' && success) fail('role-accepted');
  if (request.kind !== 'invalid' && status === 400 && typeof code === 'string' && INPUT_CODES.has(code))
    fail('valid-refused', JSON.stringify((answered.body as { errors?: unknown }).errors ?? (answered.body as { message?: unknown }).message).slice(0, 300));
  const declared = declaredAnswer(operation, status);
  if (!declared) {
    fail('undeclared-status', `declared: ${Object.keys(operation.responses).join(', ')}`);
    return failures;
  }
  if (operation.method === 'HEAD') return failures;
  const content = declared.content ?? {};
  const types = Object.keys(content);
  const isJson = answered.contentType.includes('json');
  if (types.length === 0) {
    if (answered.body !== undefined && answered.body !== '') fail('answer-mismatch', `a body where the document declares none for ${declared.key}`);
    return failures;
  }
  const json = types.find((type) => type.includes('json'));
  if (isJson) {
    if (!json)
      return [
        ...failures,
        { operation: operation.key, kind: 'answer-mismatch', detail: `${describe(request, answered)}: JSON where the document declares ${types.join(', ')}` },
      ];
    const pointer = `${declared.pointer}/content/${json.replaceAll('~', '~0').replaceAll('/', '~1')}/schema`;
    const result = validators.check(pointer, answered.body);
    if (!result.ok) fail('answer-mismatch', result.why);
  } else if (!types.some((type) => answered.contentType.startsWith(type) || type === '*/*' || type === 'application/octet-stream')) {
    fail('answer-mismatch', `${answered.contentType || 'no content type'} where the document declares ${types.join(', ')}`);
  }
  return failures;
}

/** Whether a schema says anything of the shape of a value (a bare `{}` or `{type: object}` with no properties does not). */
function typed(document: Document, schema: Schema | undefined): boolean {
  if (!schema) return false;
  const node = flatten(document, schema);
  if (['const', 'enum', 'oneOf', 'anyOf', 'items', 'prefixItems', 'contentMediaType'].some((keyword) => keyword in node)) return true;
  if (node.type === 'object' || (node.type === undefined && !('properties' in node))) {
    const properties = node.properties as Record<string, Schema> | undefined;
    if (properties && Object.keys(properties).length > 0) {
      // The product's `{data: payload}` wrapping: the payload must be typed too.
      const keys = Object.keys(properties);
      return keys.length === 1 && keys[0] === 'data' ? typed(document, properties.data) : true;
    }
    return typeof node.additionalProperties === 'object' || typeof node.patternProperties === 'object';
  }
  return node.type !== undefined;
}

/** Untyped success answers and JSON bodies of an operation (a bare object tells a client nothing); `streamsBody`: the route reads an upload. */
export function untypedParts(document: Document, operation: Operation, streamsBody: boolean): Failure[] {
  const failures: Failure[] = [];
  for (const [status, answer] of Object.entries(operation.responses)) {
    if (!status.startsWith('2')) continue;
    const json = Object.entries(answer.content ?? {}).find(([type]) => type.includes('json'));
    if (json && !typed(document, json[1].schema))
      failures.push({ operation: operation.key, kind: 'untyped', detail: `the ${status} answer's schema says nothing of its shape` });
  }
  if (operation.body && operation.body.mediaType.includes('json') && !typed(document, operation.body.schema)) {
    failures.push({ operation: operation.key, kind: 'untyped', detail: 'the JSON body schema says nothing of its shape' });
  }
  if (streamsBody && !operation.body?.mediaType.startsWith('multipart/')) {
    failures.push({ operation: operation.key, kind: 'untyped', detail: 'an upload without a multipart request body' });
  }
  return failures;
}
