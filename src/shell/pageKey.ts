/**
 * The message key of a hand-written route (`/timeline/activity/:activityId/task/:taskId` →
 * `timeline_activity_task`): its title is `app.pages.<key>.title`.
 */
export function pageKey(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*')
    .join('_')
    .replace(/-/g, '_');
}
