import { useActionRoles } from '../../framework/actions/useActionRoles';

/** Who may change an activity's tasks and element (the activity's edit roles), and who may write comments and instructions (members too; READ_ONLY reads only), as the demo API decides. */
const EDITORS = { roles: ['ADMIN', 'PROJECT_ADMIN'] };
const NOTE_WRITERS = { roles: ['ADMIN', 'PROJECT_ADMIN', 'USER'] };

export interface ActivityRights {
  edit: boolean;
  note: boolean;
}

/** What the signed-in user may do on the detail; nothing until the roles are known. */
export function useActivityRights(): ActivityRights {
  const allowed = useActionRoles();
  return { edit: allowed(EDITORS), note: allowed(NOTE_WRITERS) };
}
