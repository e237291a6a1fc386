/** The execution instructions page of an activity (spec §2: `/activity/{activityId}/execution-instructions`). */
export const EXECUTION_INSTRUCTIONS_ROUTE = '/activity/:activityId/execution-instructions';

export function executionInstructionsPath(activityId: string): string {
  return EXECUTION_INSTRUCTIONS_ROUTE.replace(':activityId', encodeURIComponent(activityId));
}
