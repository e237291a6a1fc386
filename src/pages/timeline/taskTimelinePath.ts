/** The work and timeline page of one task of an activity (spec §2: `/timeline/activity/{activityId}/task/{taskId}`). */
export function taskTimelinePath(activityId: string, taskId: string): string {
  return `/timeline/activity/${encodeURIComponent(activityId)}/task/${encodeURIComponent(taskId)}`;
}
