import { describe, expect, it } from 'vitest';
import { isTextRequired } from './textRequirement';

describe('isTextRequired', () => {
  it('requires a reason always and a note never without a rule', () => {
    expect(isTextRequired({ field: 'reason' }, 'reason', 3, [])).toBe(true);
    expect(isTextRequired({ field: 'note' }, 'note', 3, [])).toBe(false);
  });

  it('requires the text for the listed targets only', () => {
    const reason = { field: 'reason', requiredFor: ['CANCELLED'] };
    expect(isTextRequired(reason, 'reason', 'CANCELLED', [])).toBe(true);
    expect(isTextRequired(reason, 'reason', 'IN_PROGRESS', [])).toBe(false);
  });

  it('requires the text for the targets flagged by the rule resource', () => {
    const note = { field: 'justification', requiredWhen: { resource: 'task-status', match: 'status', flag: 'explanationRequired' } };
    expect(isTextRequired(note, 'note', 8, [8])).toBe(true);
    expect(isTextRequired(note, 'note', '8', [8])).toBe(true);
    expect(isTextRequired(note, 'note', 3, [8])).toBe(false);
  });

  it('requires nothing before a target is chosen', () => {
    expect(isTextRequired({ field: 'reason' }, 'reason', undefined, [])).toBe(false);
  });
});
