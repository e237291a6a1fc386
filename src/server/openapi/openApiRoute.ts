import { OPENAPI_DOCUMENT } from '../../contracts/documentation';
import type { CallAnswer } from '../../framework/contracts/callContract';
import type { RegistryModel } from '../../framework/registry/types';
import { contractRoute } from '../http/contractRoute';
import type { ApiRoute } from '../routes/apiRoute';
import { buildOpenApiDocument } from './buildOpenApiDocument';
import type { OpenApiDocument } from './openApiTypes';

/**
 * `GET /api/openapi.json` (public; src/contracts/documentation.ts): the OpenAPI document of
 * every route in `served` (read when first asked, so it includes this route itself), built once.
 */
export function openApiRoute(model: RegistryModel, served: () => readonly ApiRoute[]): ApiRoute {
  let document: OpenApiDocument | undefined;
  const accessOf = (name: string) => model.resources.find((resource) => resource.name === name);
  return contractRoute(OPENAPI_DOCUMENT, accessOf, () => {
    document ??= buildOpenApiDocument(model, served()).document;
    // The builder's types hold its reusable answers as unknown; each is an object, which the tests check against the contract.
    return { status: 200, body: document as CallAnswer<typeof OPENAPI_DOCUMENT> };
  });
}
