import { describe, expect, it } from 'vitest';
import { parseSteps } from './parseSteps';
import { stepMarkers } from './stepMarkers';

describe('stepMarkers', () => {
  it("marks each step's model activity with its status, a step of unknown status as not started", () => {
    const steps = parseSteps([
      { _id: 's2', bpmnActivityId: 'A2', order: 1, status: 'IN_PROGRESS', tasks: ['t'] },
      { _id: 's1', bpmnActivityId: 'A1', order: 0, status: 'COMPLETED' },
      { _id: 's3', bpmnActivityId: 'A3', order: 2, status: 'WHATEVER' },
      { name: 'no id' },
    ]);
    expect(steps.map((step) => step._id)).toEqual(['s1', 's2', 's3']);
    expect(stepMarkers(steps)).toEqual({ A1: 'step-completed', A2: 'step-in-progress', A3: 'step-not-started' });
  });
});
