import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declareApplication } from '../framework/application/applicationDeclaration';
import type { ApplicationEntryDeclaration } from '../framework/app/applicationEntryDeclaration';
import { loadRegistry } from '../framework/registry/loadRegistry';
import { readRegistrySources } from '../framework/registry/readRegistrySources';
import type { RegistryResult } from '../framework/registry/types';
import type { StoredRecord } from './store/readCollectionFile';
import { hashPassword } from './auth/passwordHash';
import { checkFixtures } from './checkFixtures';

/** An application built from the engine alone, in its own folder (`apps/library`): `application.json` and its entity files. */
export interface ApplicationRoot {
  root: string;
  declaration: ApplicationEntryDeclaration;
  /** Its demo users (`demo-users.json`): records of a user directory, each `password` stored as its hash. */
  users: StoredRecord[];
}

/** Reads the application at `root` and declares it to the engine (Node: its build, its check, its demo API). */
export function declareApplicationAt(root: string): ApplicationRoot {
  const declaration = JSON.parse(readFileSync(join(root, 'application.json'), 'utf8')) as ApplicationEntryDeclaration;
  declareApplication(declaration);
  const users = (JSON.parse(readFileSync(join(root, 'demo-users.json'), 'utf8')) as StoredRecord[]).map(({ password, ...user }) =>
    typeof password === 'string' ? { ...user, passwordHash: hashPassword(password) } : user,
  );
  return { root, declaration, users };
}

/** The registry of the application at `root`, its fixtures checked too (what its build and its demo API start from). */
export function checkApplication(root: string): RegistryResult {
  const result = loadRegistry(readRegistrySources(root));
  if (!result.ok) return result;
  const issues = checkFixtures(result.model, join(root, 'fixtures'));
  return issues.length > 0 ? { ok: false, issues } : result;
}
