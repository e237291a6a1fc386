import { OWN_PROJECTS } from '../contracts/user';
import { useCall } from '../framework/contracts/useCall';
import type { KnownReferenceChoiceList, UseKnownReferenceChoices } from '../framework/views/KnownReferenceChoices';

/** The resource of the projects the session belongs to (spec §4). */
const PROJECT_RESOURCE = 'project';

/**
 * The referenced records the session knows without reading their resource (only ADMIN lists
 * projects, yet a project admin grants its own projects): the user's own projects, by the
 * user's own call, which every signed-in user may make. Nothing of any other resource.
 */
export const useSessionReferenceChoices: UseKnownReferenceChoices = (resource, { enabled }) => {
  const isProject = resource === PROJECT_RESOURCE;
  const own = useCall(OWN_PROJECTS, {}, { enabled: enabled && isProject });
  if (!isProject) return undefined;
  const answer: KnownReferenceChoiceList = {
    isPending: enabled && own.isPending,
    choices: (own.data?.data ?? []).map((project) => ({ id: project._id, label: project.name || project._id })),
  };
  return answer;
};
