import { useQuery } from '@tanstack/react-query';
import { useCallClient } from '../framework/contracts/CallClientContext';
import { callKey } from '../framework/contracts/useCall';
import { callRequest } from '../framework/contracts/callRequest';
import type { KnownReferenceChoiceList, UseKnownReferenceChoices } from '../framework/views/KnownReferenceChoices';

/** The resource of the projects the session belongs to (spec §4). */
const PROJECT_RESOURCE = 'project';
/** The user's own projects call, by method and path: its contract loads with the first call (the schemas stay off the first page). */
const OWN_PROJECTS_CALL = { method: 'GET', path: 'user/projects' } as const;

/**
 * The referenced records the session knows without reading their resource (only ADMIN lists
 * projects, yet a project admin grants its own projects): the user's own projects, by the
 * user's own call, which every signed-in user may make (the project menu's answer, shared).
 * Nothing of any other resource.
 */
export const useSessionReferenceChoices: UseKnownReferenceChoices = (resource, { enabled }) => {
  const isProject = resource === PROJECT_RESOURCE;
  const { http, contextKey } = useCallClient();
  const own = useQuery({
    queryKey: callKey(OWN_PROJECTS_CALL, {}, contextKey),
    queryFn: async () => callRequest(http, (await import('../contracts/user')).OWN_PROJECTS, {}),
    enabled: enabled && isProject,
    retry: false,
  });
  if (!isProject) return undefined;
  const answer: KnownReferenceChoiceList = {
    isPending: enabled && own.isPending,
    choices: (own.data?.data ?? []).map((project) => ({ id: project._id, label: project.name || project._id })),
  };
  return answer;
};
