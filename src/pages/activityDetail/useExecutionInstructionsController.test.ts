import { describe, expect, it } from 'vitest';
import { ApiError } from '../../framework/data/ApiError';
import { isMissing } from './useExecutionInstructionsController';

describe('isMissing', () => {
  it('reads a 404, or a 400 for an id of another shape, as an activity that does not exist', () => {
    expect(isMissing(new ApiError({ status: 404, path: 'activity/x' }))).toBe(true);
    expect(isMissing(new ApiError({ status: 400, path: 'activity/x' }))).toBe(true);
    expect(isMissing({ status: 404 })).toBe(true);
  });

  it('leaves any other failure to the page as a failure', () => {
    expect(isMissing(new ApiError({ status: 500, path: 'activity/x' }))).toBe(false);
    expect(isMissing(new ApiError({ status: 0, path: 'activity/x' }))).toBe(false);
    expect(isMissing(new Error('offline'))).toBe(false);
    expect(isMissing(null)).toBe(false);
  });
});
