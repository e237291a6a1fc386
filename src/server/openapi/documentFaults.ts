import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RegistryModel } from '../../framework/registry/types';
import { createDemoApi } from '../createDemoApi';
import { buildOpenApiDocument, type OpenApiResult } from './buildOpenApiDocument';

/**
 * What keeps the OpenAPI document of the demo API for `model` from describing every route it
 * serves: the routes run from neither a resource nor a contract (`undocumented`), and the
 * contracts whose access follows a resource or action the registry does not have
 * (`misdeclared`). Found by building the API over a throwaway copy of the fixtures.
 */
export function documentFaults(model: RegistryModel, fixturesDir: string): Pick<OpenApiResult, 'undocumented' | 'misdeclared'> {
  const dataDir = mkdtempSync(join(tmpdir(), 'openapi-check-'));
  try {
    const { routes } = createDemoApi({ model, dataDir, fixturesDir });
    const { undocumented, misdeclared } = buildOpenApiDocument(model, routes);
    return { undocumented, misdeclared };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
