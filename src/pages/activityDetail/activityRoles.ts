import { useActionRoles } from '../../framework/actions/useActionRoles';
import { allowedRoles } from '../../framework/contracts/callAccess';
import type { CallContract } from '../../framework/contracts/callContract';
import { useRegistry } from '../../framework/registry/RegistryContext';
import { ADD_ACTIVITY_TASKS, CREATE_COMMENT } from '../../contracts/activityDetail';

export interface ActivityRights {
  edit: boolean;
  note: boolean;
}

/** Whether the signed-in user may make a call, by its contract's access (a resource's rule read from the registry); nothing until the roles are known. */
function useCallAllowed(): (contract: CallContract) => boolean {
  const allowed = useActionRoles();
  const { resources } = useRegistry();
  return (contract) => {
    const roles = allowedRoles(contract.access, (name) => resources.find((resource) => resource.name === name));
    return roles === 'public' || allowed({ roles: [...roles] });
  };
}

/**
 * What the signed-in user may do on the detail, as the demo API decides it: change the
 * activity's tasks and element (the activity's edit rule), write comments and instructions
 * (the contracts' NOTE_WRITERS).
 */
export function useActivityRights(): ActivityRights {
  const allows = useCallAllowed();
  return { edit: allows(ADD_ACTIVITY_TASKS), note: allows(CREATE_COMMENT) };
}
