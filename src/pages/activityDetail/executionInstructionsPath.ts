import { pagePath } from '../../framework/pages/pagePath';

/** The execution instructions page of an activity (spec §2: `/activity/{activityId}/execution-instructions`). */
export const EXECUTION_INSTRUCTIONS_ROUTE = '/activity/:activityId/execution-instructions';

export const executionInstructionsPath = (activityId: string): string => pagePath(EXECUTION_INSTRUCTIONS_ROUTE, { activityId });
