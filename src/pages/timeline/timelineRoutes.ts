import { pagePath } from '../../framework/pages/pagePath';

/** The timelines' routes (spec §2): declared in pages.ts, linked to from other pages through these builders. */
export const TASK_TIMELINE_ROUTE = '/timeline/activity/:activityId/task/:taskId';
export const ELEMENT_TIMELINE_ROUTE = '/timeline/element/:elementId';
export const PENDENCY_TIMELINE_ROUTE = '/timeline/pendency/:pendencyId';

/** The work and timeline page of one task of an activity. */
export const taskTimelinePath = (activityId: string, taskId: string): string => pagePath(TASK_TIMELINE_ROUTE, { activityId, taskId });
export const elementTimelinePath = (elementId: string): string => pagePath(ELEMENT_TIMELINE_ROUTE, { elementId });
export const pendencyTimelinePath = (pendencyId: string): string => pagePath(PENDENCY_TIMELINE_ROUTE, { pendencyId });
