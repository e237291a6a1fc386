/**
 * The key of a page's messages, from its route (`/timeline/activity/:activityId/task/:taskId` →
 * `timeline_activity_task`): the static segments, `_`-joined, with `-` as `_`.
 */
export function pageKey(path: string): string {
  return path
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith(':') && segment !== '*')
    .join('_')
    .replace(/-/g, '_');
}
