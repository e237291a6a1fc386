import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RegistryModel } from '../../framework/registry/types';
import { createDemoApi } from '../createDemoApi';
import { buildOpenApiDocument } from './buildOpenApiDocument';

/**
 * The routes the demo API for `model` serves that its OpenAPI document cannot describe
 * (`METHOD pattern`), found by building the API over a throwaway copy of the fixtures.
 */
export function undocumentedRoutes(model: RegistryModel, fixturesDir: string): string[] {
  const dataDir = mkdtempSync(join(tmpdir(), 'openapi-check-'));
  try {
    const { routes } = createDemoApi({ model, dataDir, fixturesDir });
    return buildOpenApiDocument(model, routes).undocumented;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
