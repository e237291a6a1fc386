import type { FeatureDeclarations } from '../../framework/pages/featureDeclarations';
import { SIGNED_IN } from '../routeRoles';

/** The timelines of a task (with its work), an element and a pendency; one chunk for the three. */
export const declarations: FeatureDeclarations = {
  pages: [
    { path: '/timeline/activity/:activityId/task/:taskId', access: SIGNED_IN, load: () => import('./TimelinePages').then((m) => m.TaskTimelinePage) },
    { path: '/timeline/element/:elementId', access: SIGNED_IN, load: () => import('./TimelinePages').then((m) => m.ElementTimelinePage) },
    { path: '/timeline/pendency/:pendencyId', access: SIGNED_IN, load: () => import('./TimelinePages').then((m) => m.PendencyTimelinePage) },
  ],
};
