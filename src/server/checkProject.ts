import { join } from 'node:path';
import { loadRegistryFromDir } from '../framework/registry/loadRegistryFromDir';
import type { RegistryResult } from '../framework/registry/types';
import { checkFixtures } from './checkFixtures';

/**
 * Everything `npm run check` checks in the project at `root`: the registry, then (when it
 * holds) every fixture against its schema and rules. The dev server shows the same faults.
 */
export function checkProject(root: string): RegistryResult {
  const result = loadRegistryFromDir(root);
  if (!result.ok) return result;
  const issues = checkFixtures(result.model, join(root, 'fixtures'));
  return issues.length > 0 ? { ok: false, issues } : result;
}
