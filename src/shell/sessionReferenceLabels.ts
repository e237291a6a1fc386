import type { SessionStore } from '../framework/auth/sessionStore';
import type { KnownReferenceLabel } from '../framework/views/KnownReferenceLabels';
import { currentProjectOf } from './sessionProject';

/** The resource of the projects the session names (spec §4: the current project's id and name). */
const PROJECT_RESOURCE = 'project';

/**
 * The labels of referenced records the session already holds, for the roles that may not
 * read them (only ADMIN reads projects, yet a member's records name the member's project):
 * the current project's name. Read at each call, so a change of project shows at once.
 */
export function sessionReferenceLabels(store: Pick<SessionStore, 'user'>): KnownReferenceLabel {
  return (resource, id) => {
    if (resource !== PROJECT_RESOURCE) return undefined;
    const user = store.user();
    const current = user ? currentProjectOf(user) : undefined;
    return current?.id === String(id) ? (current.name ?? undefined) : undefined;
  };
}
