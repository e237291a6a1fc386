import type { RegistryModel } from '../../framework/registry/types';
import type { ApiRoute } from '../routes/apiRoute';
import { buildOpenApiDocument } from './buildOpenApiDocument';
import type { OpenApiDocument } from './openApiTypes';

/** Where the demo serves its OpenAPI document, under /api. */
export const OPENAPI_PATTERN = 'openapi.json';

/**
 * `GET /api/openapi.json` (public): the OpenAPI document of every route in `served`
 * (read when first asked, so it includes this route itself), built once.
 */
export function openApiRoute(model: RegistryModel, served: () => readonly ApiRoute[]): ApiRoute {
  let document: OpenApiDocument | undefined;
  return {
    method: 'GET',
    pattern: OPENAPI_PATTERN,
    readsBody: false,
    public: true,
    handle() {
      document ??= buildOpenApiDocument(model, served()).document;
      return { status: 200, body: document };
    },
  };
}
