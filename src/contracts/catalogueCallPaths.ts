/**
 * The paths of the calls the error catalogue names (spec §8: sign-in, the app download, the
 * activity's and the timelines' reads, a user's look-up): their contracts take them from
 * here, so the catalogue, which loads with the first page, reads them without the calls'
 * schemas.
 */
export const CATALOGUE_CALL_PATHS = {
  login: 'session/login',
  mobileAppFile: 'app/{environment}/{version}',
  activityDetails: 'activity/{id}/details-with-tasks',
  taskTimeline: 'timeline/activity/{activityId}/task/{taskId}',
  elementTimeline: 'timeline/element/{elementId}',
  pendencyTimeline: 'timeline/pendency/{pendencyId}',
  findUser: 'user/{id}/find',
} as const;
