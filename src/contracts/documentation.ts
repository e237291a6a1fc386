import * as Type from 'typebox';
import { defineCall } from '../framework/contracts/callContract';

/** The API's own description: the OpenAPI document the documentation page shows. */

const Schemas = Type.Record(Type.String(), Type.Object({}, { description: 'A JSON Schema (2020-12).' }));

const Operation = Type.Object({
  operationId: Type.String(),
  summary: Type.String(),
  description: Type.Optional(Type.String()),
  tags: Type.Array(Type.String()),
  parameters: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String(),
        in: Type.Union([Type.Literal('path'), Type.Literal('query')]),
        required: Type.Optional(Type.Boolean()),
        schema: Type.Object({}),
      }),
    ),
  ),
  requestBody: Type.Optional(Type.Object({ required: Type.Boolean(), content: Type.Record(Type.String(), Type.Object({ schema: Type.Object({}) })) })),
  responses: Type.Record(Type.String(), Type.Object({}, { description: 'A response, or a reference to one of components.responses.' })),
  security: Type.Optional(Type.Array(Type.Record(Type.String(), Type.Array(Type.String())))),
  'x-roles': Type.Optional(Type.Array(Type.String(), { description: 'The roles that may call it ([]: every signed-in user; ADMIN always may).' })),
});

/** An OpenAPI 3.1 document, the parts this API writes. */
export const OpenApiDocument = Type.Object({
  openapi: Type.Literal('3.1.0'),
  info: Type.Object({ title: Type.String(), version: Type.String(), description: Type.String() }),
  servers: Type.Array(Type.Object({ url: Type.String() })),
  tags: Type.Array(Type.Object({ name: Type.String(), description: Type.Optional(Type.String()) })),
  paths: Type.Record(Type.String(), Type.Record(Type.String(), Operation)),
  components: Type.Object({
    schemas: Schemas,
    responses: Type.Record(Type.String(), Type.Object({})),
    securitySchemes: Type.Record(Type.String(), Type.Object({})),
  }),
  security: Type.Array(Type.Record(Type.String(), Type.Array(Type.String()))),
});

export const OPENAPI_DOCUMENT = defineCall({
  method: 'GET',
  path: 'openapi.json',
  tag: 'documentation',
  summary: 'This OpenAPI document: every call of the API, generated from the resource definitions and the call contracts',
  access: { public: true },
  answers: { 200: { description: 'The OpenAPI 3.1 document (not wrapped in data).', json: OpenApiDocument } },
});
