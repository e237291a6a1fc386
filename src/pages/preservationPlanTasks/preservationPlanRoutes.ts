import { pagePath } from '../../framework/pages/pagePath';

/** A preservation plan's tasks in order (spec §2): declared in pages.ts, linked to through the builder. */
export const PRESERVATION_PLAN_TASKS_ROUTE = '/preservation-plan-tasks/:id';
export const preservationPlanTasksPath = (planId: string): string => pagePath(PRESERVATION_PLAN_TASKS_ROUTE, { id: planId });
