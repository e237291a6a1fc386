import type { HttpClient } from '../../framework/data/httpClient';

/** The signed-in user's projects (`[{ _id, name }]`, spec §7 "User"; the demo API's path). */
export const OWN_PROJECTS_CALL = 'user/projects';

/**
 * The query of the user's own projects, for the header's project menu and the screens that
 * pick a project (its own module: sharing the menu's would pull the menu's code into theirs).
 */
export function ownProjectsQuery(http: HttpClient, enabled: boolean) {
  return {
    queryKey: ['own-projects'],
    enabled,
    queryFn: async (): Promise<Record<string, unknown>[]> => {
      const data = (((await http({ path: OWN_PROJECTS_CALL })).json ?? {}) as { data?: unknown }).data;
      return Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
    },
  };
}
