import { describe, expect, it } from 'vitest';
import { TASKS_IN_ALL_STEPS } from '../../contracts/processInstances';
import { instanceSteps } from './instanceSteps';

const template = {
  _id: 'p1',
  name: 'Inspection',
  steps: [
    { _id: 's1', name: 'Inspect', bpmnActivityId: 'Task_inspect', tasks: ['t1', 't2'] },
    { _id: 's2', name: 'Approve', bpmnActivityId: 'Task_approve', tasks: ['t3'] },
  ],
};

describe('instanceSteps', () => {
  it('gives one not-started step per template step, in order, with its tasks and no pendency', () => {
    const result = instanceSteps(template);
    expect(result).toEqual({
      ok: true,
      steps: [
        { _id: 's1', bpmnActivityId: 'Task_inspect', name: 'Inspect', order: 0, status: 'NOT_STARTED', tasks: ['t1', 't2'], pendencies: [] },
        { _id: 's2', bpmnActivityId: 'Task_approve', name: 'Approve', order: 1, status: 'NOT_STARTED', tasks: ['t3'], pendencies: [] },
      ],
    });
  });

  it('takes the chosen tasks of a step instead of the template ones, without repeats', () => {
    const result = instanceSteps(template, { s2: ['t9', 't9', 't8'] });
    expect(result.ok && result.steps.map((step) => step.tasks)).toEqual([
      ['t1', 't2'],
      ['t9', 't8'],
    ]);
  });

  it('refuses a step left with no task, naming it', () => {
    expect(instanceSteps(template, { s1: [] })).toEqual({ ok: false, error: TASKS_IN_ALL_STEPS, stepsWithoutTasks: ['s1'] });
    const bare = { steps: [{ _id: 's1', bpmnActivityId: 'A' }] };
    expect(instanceSteps(bare)).toEqual({ ok: false, error: TASKS_IN_ALL_STEPS, stepsWithoutTasks: ['s1'] });
  });

  it('refuses a template with no step', () => {
    expect(instanceSteps({ name: 'empty' })).toEqual({ ok: false, error: TASKS_IN_ALL_STEPS, stepsWithoutTasks: [] });
  });
});
