import type { TObject } from 'typebox';
import { allowedRoles, type AccessOfResource } from '../../framework/contracts/callAccess';
import { successStatus, type CallContract } from '../../framework/contracts/callContract';
import { refusalBodies, refusalHeaders, refusalsOf } from '../http/contractRefusals';
import { MAX_BODY_BYTES } from '../http/readJsonBody';
import { BEARER, fileAnswer, jsonAnswer, refusalAnswers, type AnswerHeaders } from './openApiParts';
import type { JsonSchema, OpenApiOperation, OpenApiParameter } from './openApiTypes';

/** The declared parameters of one place (path, query) as OpenAPI parameters. */
function parameters(schema: TObject | undefined, place: 'path' | 'query'): OpenApiParameter[] {
  if (!schema) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([name, property]) => {
    const { description, ...rest } = property as JsonSchema & { description?: string };
    return { name, in: place, required: place === 'path' || required.has(name), ...(typeof description === 'string' ? { description } : {}), schema: rest };
  });
}

function requestBody(contract: CallContract): OpenApiOperation['requestBody'] {
  const body = contract.body;
  if (!body) return undefined;
  if ('json' in body)
    return {
      required: body.optional !== true,
      description: `At most ${body.maxBytes ?? MAX_BODY_BYTES} bytes (413 PAYLOAD_TOO_LARGE past them).`,
      content: { 'application/json': { schema: body.json as JsonSchema } },
    };
  const properties = { ...body.multipart.properties } as Record<string, JsonSchema>;
  for (const file of body.files)
    properties[file] = { type: 'string', contentMediaType: 'application/octet-stream', description: properties[file]?.description ?? 'A file.' };
  return { required: true, content: { 'multipart/form-data': { schema: { ...(body.multipart as unknown as JsonSchema), properties } } } };
}

/** The headers of the contract's refusals, by status, as OpenAPI headers. */
function answerHeaders(contract: CallContract): ReadonlyMap<number, AnswerHeaders> {
  return new Map(
    [...refusalHeaders(contract)].map(([status, headers]) => [
      status,
      Object.fromEntries(Object.entries(headers).map(([name, { description, schema }]) => [name, { description, schema: schema as JsonSchema }])),
    ]),
  );
}

/**
 * The OpenAPI operation of a contract: its parameters, body (JSON or multipart), success
 * answer and every refusal it can give, each with its codes, and who may call it.
 */
export function contractOperation(contract: CallContract, operationId: string, accessOf: AccessOfResource): OpenApiOperation {
  const status = successStatus(contract);
  const success = contract.answers[status];
  const roles = allowedRoles(contract.access, accessOf);
  const who = roles === 'public' ? 'Public: no token needed.' : roles.length === 0 ? 'Any signed-in user.' : `Roles: ${roles.join(', ')}.`;
  const responses: OpenApiOperation['responses'] = {
    [String(status)]:
      !success || 'empty' in success
        ? { description: success?.description ?? 'Done.' }
        : 'file' in success
          ? fileAnswer(success.file)
          : jsonAnswer(success.description, success.json as JsonSchema),
    ...refusalAnswers(refusalsOf(contract), refusalBodies(contract) as ReadonlyMap<number, JsonSchema>, answerHeaders(contract)),
  };
  const body = requestBody(contract);
  return {
    operationId,
    summary: contract.summary,
    description: [contract.description, who].filter(Boolean).join('\n\n'),
    tags: [contract.tag],
    parameters: [...parameters(contract.params, 'path'), ...parameters(contract.query, 'query')],
    responses,
    ...(roles === 'public' ? { security: [] } : { security: [{ [BEARER]: [] }], 'x-roles': roles }),
    ...(body ? { requestBody: body } : {}),
  };
}
