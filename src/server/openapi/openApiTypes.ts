/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as the document carries it. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

/** One operation of the document (OpenAPI 3.1 Operation Object, the parts this API uses). */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: {
    required: boolean;
    description?: string;
    content: Record<string, { schema: JsonSchema; encoding?: Record<string, { contentType: string }> }>;
  };
  responses: Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, { description: string; schema: JsonSchema }> }
  >;
  /** `[]` for a public call; absent: the document's bearer token. */
  security?: Record<string, string[]>[];
  /** The roles that may call it (`[]`: every signed-in user; ADMIN always may). */
  'x-roles'?: readonly string[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, Record<string, string>>; responses: Record<string, unknown> };
  security: Record<string, string[]>[];
}
