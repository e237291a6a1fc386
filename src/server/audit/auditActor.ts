import { AsyncLocalStorage } from 'node:async_hooks';

/** Who makes the writes of the current request, as the audit trail records it. */
export interface AuditActor {
  userId: string;
  userName: string;
  /** The caller's roles and projects, for rules that depend on who writes (src/server/auth/grantRules). */
  roles?: readonly string[];
  projectIds?: readonly string[];
}

// One store per process: the request handler sets it around each route, the audit trail reads it at write time.
const actors = new AsyncLocalStorage<AuditActor>();

/** Runs `work` with `actor` as the author of every write it makes (also after awaits). */
export function runAsActor<T>(actor: AuditActor | undefined, work: () => T): T {
  return actor ? actors.run(actor, work) : work();
}

/** The author of the write being made, undefined outside a signed-in request (start-up, seeding, tests). */
export function currentActor(): AuditActor | undefined {
  return actors.getStore();
}
