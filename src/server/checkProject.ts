import { join } from 'node:path';
import { loadRegistry } from '../framework/registry/loadRegistry';
import { readRegistrySources } from '../framework/registry/readRegistrySources';
import { ROUTE_ACCESS } from '../shell/routeAccess';
import type { RegistryResult } from '../framework/registry/types';
import { checkFixtures } from './checkFixtures';

/**
 * Everything `npm run check` checks in the project at `root`: the registry, then (when it
 * holds) every fixture against its schema and rules. The dev server shows the same faults.
 */
export function checkProject(root: string): RegistryResult {
  const result = loadRegistry({ ...readRegistrySources(root), appRoutes: ROUTE_ACCESS.map((row) => row.path) });
  if (!result.ok) return result;
  const issues = checkFixtures(result.model, join(root, 'fixtures'));
  return issues.length > 0 ? { ok: false, issues } : result;
}
