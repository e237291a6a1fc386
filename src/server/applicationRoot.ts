import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { declareApplication, type ApplicationDeclaration } from '../framework/application/applicationDeclaration';
import { checkApplicationDeclaration } from '../framework/application/checkApplicationDeclaration';
import { formatIssues } from '../framework/registry/formatIssues';
import { parseJsonFile } from '../framework/registry/parseJsonFile';
import { loadRegistry } from '../framework/registry/loadRegistry';
import { readRegistrySources } from '../framework/registry/readRegistrySources';
import type { RegistryIssue, RegistryResult } from '../framework/registry/types';
import type { StoredRecord } from './store/readCollectionFile';
import { hashPassword } from './auth/passwordHash';
import { checkFixtures } from './checkFixtures';

/** An application built from the engine alone, in its own folder (`apps/library`): `application.json` and its entity files. */
export interface ApplicationRoot {
  root: string;
  declaration: ApplicationDeclaration;
  /** Its demo users (`demo-users.json`): records of a user directory, each `password` stored as its hash. */
  users: StoredRecord[];
}

/** An application.json that is no declaration of the engine: its issues, each with its JSON pointer. */
export class ApplicationDeclarationError extends Error {
  constructor(readonly issues: readonly RegistryIssue[]) {
    super(`application.json is not an application declaration:\n${formatIssues(issues)}`);
    this.name = 'ApplicationDeclarationError';
  }
}

/** The declaration of `root/application.json`; throws ApplicationDeclarationError when it is not JSON or not a declaration. */
export function readApplicationDeclaration(root: string): ApplicationDeclaration {
  const parsed = parseJsonFile('application.json', readFileSync(join(root, 'application.json'), 'utf8'));
  if (!parsed.ok) throw new ApplicationDeclarationError([parsed.issue]);
  const checked = checkApplicationDeclaration(parsed.value);
  if (!checked.ok) throw new ApplicationDeclarationError(checked.issues);
  return checked.declaration;
}

/** Reads the application at `root` and declares it to the engine (Node: its build, its check, its demo API). */
export function declareApplicationAt(root: string): ApplicationRoot {
  const declaration = readApplicationDeclaration(root);
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
