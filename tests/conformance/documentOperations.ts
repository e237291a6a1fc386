import { flatten, resolvePointer, type Schema } from './schemaArbitrary';

/** An OpenAPI document as the test reads it. */
export interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components: Record<string, Record<string, unknown>>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
  /** Parameters this one is not sent with (`sort[]` and `sort`). */
  'x-not-with'?: string[];
}

export interface Answer {
  description: string;
  content?: Record<string, { schema?: Schema }>;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, Answer | { $ref: string }>;
  'x-roles'?: string[];
  security?: unknown[];
  tags?: string[];
}

/** One operation of the document, its references resolved. */
export interface Operation {
  /** `GET /discipline/page`: how failures and the pending list name it. */
  key: string;
  method: string;
  /** The OpenAPI path, `{name}` placeholders. */
  path: string;
  /** Where its answers' schemas are in the document (a JSON pointer), for the validator. */
  pointer: string;
  tag: string;
  parameters: Parameter[];
  body?: { required: boolean; mediaType: string; schema: Schema; pointer: string };
  responses: Record<string, Answer & { pointer: string }>;
  /** The roles the document names (absent: public; `[]`: any signed-in user). */
  roles?: readonly string[];
  isPublic: boolean;
}

const escape = (segment: string): string => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** Every operation of the document, in the order of its paths. */
export function documentOperations(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const pointer = `#/paths/${escape(path)}/${method}`;
      const responses: Operation['responses'] = {};
      for (const [status, answer] of Object.entries(raw.responses)) {
        const ref = '$ref' in answer ? answer.$ref : undefined;
        const resolved = ref ? (resolvePointer(document, ref) as unknown as Answer) : (answer as Answer);
        responses[status] = { ...resolved, pointer: ref ?? `${pointer}/responses/${status}` };
      }
      const [mediaType, content] = Object.entries(raw.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pointer,
        tag: raw.tags?.[0] ?? '',
        parameters: raw.parameters ?? [],
        ...(mediaType && content
          ? {
              body: {
                required: raw.requestBody?.required === true,
                mediaType,
                schema: content.schema,
                pointer: `${pointer}/requestBody/content/${escape(mediaType)}/schema`,
              },
            }
          : {}),
        responses,
        ...(raw['x-roles'] ? { roles: raw['x-roles'] } : {}),
        isPublic: Array.isArray(raw.security) && raw.security.length === 0,
      });
    }
  }
  return operations;
}

/** The top-level object schema of a body, `$ref` and `allOf` folded. */
export function bodyShape(document: Document, schema: Schema): Schema {
  return flatten(document, schema);
}
