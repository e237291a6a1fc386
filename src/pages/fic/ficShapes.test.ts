import { describe, expect, it } from 'vitest';
import { importOutcome, mergeOutcomes, updateOutcome } from './ficShapes';

describe('the FIC answers, as the screens report them', () => {
  it('counts an import: asked (the ids sent, or more when a group holds several items), done, failed and aborted', () => {
    const fields = {
      activitiesId: ['G-1', 'X-2'],
      importedActivitiesId: ['A-1', 'A-2', 'A-3'],
      errors: [{ id: 'X-2', error: 'OP_FAIL', message: 'no' }],
      activitiesWithProblems: ['X-2'],
      abortedActivitiesId: ['B-1'],
      countMatched: 7,
    };
    expect(importOutcome(fields, 1)).toEqual({ asked: 2, done: 3, errors: [{ id: 'X-2', error: 'OP_FAIL', message: 'no' }], aborted: 1, countMatched: 7 });
    expect(importOutcome({ ...fields, activitiesId: [] }, 5).asked).toBe(5);
  });

  it('counts an update and sums the chunks of an import', () => {
    expect(
      updateOutcome({ date: '2026-01-01T00:00:00Z', total: 4, updatedActivitiesId: ['a', 'b', 'c'], errors: [{ id: 'd', error: 'OP_FAIL', message: '' }] }),
    ).toMatchObject({ asked: 4, done: 3, date: '2026-01-01T00:00:00Z' });
    const chunk = { asked: 2, done: 1, errors: [{ id: 'x', error: 'OP_FAIL', message: '' }], aborted: 0 };
    expect(mergeOutcomes([chunk, chunk])).toEqual({ asked: 4, done: 2, errors: [...chunk.errors, ...chunk.errors], aborted: 0 });
  });
});
