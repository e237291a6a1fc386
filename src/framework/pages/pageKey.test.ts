import { describe, expect, it } from 'vitest';
import { pageKey } from './pageKey';

describe('pageKey', () => {
  it('joins the static segments, parameters and splats left out, dashes as underscores', () => {
    expect(pageKey('/timeline/activity/:activityId/task/:taskId')).toBe('timeline_activity_task');
    expect(pageKey('/login/*')).toBe('login');
    expect(pageKey('/api-documentation-open-bim')).toBe('api_documentation_open_bim');
  });
});
