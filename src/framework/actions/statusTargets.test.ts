import { describe, expect, it } from 'vitest';
import { statusTargets } from './statusTargets';

const all = [0, 1, 2, 3, 9];

describe('statusTargets', () => {
  it('restricts the targets to the choices, without the current status', () => {
    expect(statusTargets({ choices: [0, 2, 3, 9] }, all, 2)).toEqual([0, 3, 9]);
  });

  it('offers every value without choices', () => {
    expect(statusTargets({}, all, 1)).toEqual([0, 2, 3, 9]);
  });

  it('follows the transitions from the current status; an unlisted status allows none', () => {
    const transitions = { DRAFT: ['AWAITING_EVALUATION', 'CANCELLED'] };
    expect(statusTargets({ transitions }, ['DRAFT', 'AWAITING_EVALUATION', 'IN_PROGRESS', 'CANCELLED'], 'DRAFT')).toEqual(['AWAITING_EVALUATION', 'CANCELLED']);
    expect(statusTargets({ transitions }, ['DRAFT', 'CANCELLED'], 'COMPLETED')).toEqual([]);
  });

  it('keeps a fixed value unless the record already holds it', () => {
    expect(statusTargets({ value: 9 }, all, 2)).toEqual([9]);
    expect(statusTargets({ value: 9 }, all, '9')).toEqual([]);
  });
});
