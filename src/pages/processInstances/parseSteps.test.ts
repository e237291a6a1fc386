import { describe, expect, it } from 'vitest';
import { parseSteps } from './parseSteps';

const stored = [
  { _id: 's2', bpmnActivityId: 'A2', order: 1, status: 'IN_PROGRESS', tasks: ['t2'], pendencies: ['p1'] },
  { _id: 's1', bpmnActivityId: 'A1', order: 0, status: 'COMPLETED', tasks: ['t1'] },
  { _id: 's3', bpmnActivityId: 'A3', order: 2, status: 'NOT_STARTED' },
  { bpmnActivityId: 'no-id' },
];

describe('parseSteps', () => {
  it('keeps the well-formed steps in their order, with their statuses', () => {
    expect(parseSteps(stored, 'IN_PROGRESS').map((step) => [step._id, step.status, step.tasks, step.pendencies])).toEqual([
      ['s1', 'COMPLETED', ['t1'], []],
      ['s2', 'IN_PROGRESS', ['t2'], ['p1']],
      ['s3', 'NOT_STARTED', [], []],
    ]);
  });

  it('shows every unfinished step of a cancelled instance as cancelled, a finished one as it was', () => {
    expect(parseSteps(stored, 'CANCELLED').map((step) => step.status)).toEqual(['COMPLETED', 'CANCELLED', 'CANCELLED']);
  });
});
