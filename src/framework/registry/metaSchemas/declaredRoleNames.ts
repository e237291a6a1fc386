import { declaredApplication } from '../../application/applicationDeclaration';
import { ROLES } from '../access';

/**
 * The role names a definition may name (`access`, actions' `roles`, `import.roles`, grants):
 * the `roles.names` the application declares. Until the engine's roles section reads them, an
 * application that declares none gets the role names `registry/access.ts` knows.
 */
export function declaredRoleNames(): readonly string[] {
  const roles: unknown = (declaredApplication() as Record<string, unknown>).roles;
  const names = roles !== null && typeof roles === 'object' ? (roles as { names?: unknown }).names : undefined;
  return Array.isArray(names) && names.every((name) => typeof name === 'string') ? names : ROLES;
}
