import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { SIGNED_IN } from '../routeRoles';
import { ELEMENT_TIMELINE_ROUTE, PENDENCY_TIMELINE_ROUTE, TASK_TIMELINE_ROUTE } from './timelineRoutes';

/** The timelines of a task (with its work), an element and a pendency; one chunk for the three. */
export const declarations: FeatureDeclarations = {
  pages: [
    { path: TASK_TIMELINE_ROUTE, feature: 'activity-events', access: SIGNED_IN, load: () => import('./TimelinePages').then((m) => m.TaskTimelinePage) },
    { path: ELEMENT_TIMELINE_ROUTE, feature: 'elements', access: SIGNED_IN, load: () => import('./TimelinePages').then((m) => m.ElementTimelinePage) },
    { path: PENDENCY_TIMELINE_ROUTE, access: SIGNED_IN, load: () => import('./TimelinePages').then((m) => m.PendencyTimelinePage) },
  ],
};
