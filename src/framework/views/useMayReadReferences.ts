import { useAuthProvider, usePermissions } from 'ra-core';
import { useMemo } from 'react';
import type { SessionPermissions } from '../auth/createAuthProvider';
import { canListReferences, canReadReferences } from '../auth/resourceAccess';
import { useRegistry } from '../registry/RegistryContext';

export interface MayReadReferences {
  /** True until the signed-in user's roles are known. */
  isPending: boolean;
  /** Whether the user's role may read records of `resource` by id (the rule the API enforces). */
  mayRead: (resource: string) => boolean;
  /** Whether it may list them, as a filter's choices do. */
  mayList: (resource: string) => boolean;
}

/** Everything is readable where no one signs in: react-admin's `canAccess` says yes without an auth provider too. */
const READ_ALL: MayReadReferences = { isPending: false, mayRead: () => true, mayList: () => true };

/**
 * Which referenced resources the signed-in user may ask for, from the roles the auth
 * provider's `getPermissions` answers and the definitions' read rules.
 */
export function useMayReadReferences(): MayReadReferences {
  const model = useRegistry();
  const authProvider = useAuthProvider();
  const { permissions, isPending } = usePermissions<Partial<SessionPermissions> | undefined>();
  const signsIn = Boolean(authProvider?.getPermissions);
  // One answer per model and roles: effects that depend on it run again only when they change.
  return useMemo(() => {
    if (!signsIn) return READ_ALL;
    const roles = permissions?.roles ?? [];
    return {
      isPending,
      mayRead: (resource: string) => canReadReferences(model, resource, roles),
      mayList: (resource: string) => canListReferences(model, resource, roles),
    };
  }, [signsIn, isPending, permissions, model]);
}
