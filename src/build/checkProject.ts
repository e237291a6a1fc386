import { join } from 'node:path';
import { loadRegistry } from '../framework/registry/loadRegistry';
import { readRegistrySources } from '../framework/registry/readRegistrySources';
import { SPEC_ROUTES } from '../shell/specRoutes';
import { SHOW_PAGE_KEYS } from '../shell/showPageKeys';
import type { RegistryResult, RegistrySources } from '../framework/registry/types';
import { LINK_ERRORS } from '../server/actions/linkAction';
import { answerCodes } from './answerCodes';
import { appCodeFiles } from './appCodeFiles';
import { checkFixtures } from '../server/checkFixtures';
import { AUDIT_FILE } from '../server/store/createStore';

/** Per-id failures the demo API answers link and unlink actions with, each needing a text. */
const LINK_CODES = Object.values(LINK_ERRORS);

/**
 * Everything `npm run check` checks in the project at `root`: the registry, then (when it
 * holds) every fixture against its schema and rules. The dev server shows the same faults.
 */
export function checkProject(root: string): RegistryResult {
  const result = checkRegistry(root);
  if (!result.ok) return result;
  const issues = checkFixtures(result.model, join(root, 'fixtures'));
  return issues.length > 0 ? { ok: false, issues } : result;
}

/**
 * The registry of the project at `root` with every check of `checkProject` but the
 * fixtures' records: what the demo API starts from (its data may be far larger than the
 * committed fixtures, which the build and `npm run check` have checked).
 */
export function checkRegistry(root: string): RegistryResult {
  return loadRegistry(checkedRegistrySources(root));
}

/** What `checkRegistry` checks: the entity files, and the app's routes, pages, codes and code files they must agree with. */
export function checkedRegistrySources(root: string): RegistrySources {
  return {
    ...readRegistrySources(root),
    appRoutes: SPEC_ROUTES,
    showPages: SHOW_PAGE_KEYS,
    actionCodes: { link: LINK_CODES, unlink: LINK_CODES },
    answerCodes: answerCodes(),
    codeFiles: appCodeFiles(root),
    featureFixtures: [AUDIT_FILE],
  };
}
