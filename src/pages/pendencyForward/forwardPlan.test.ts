import { describe, expect, it } from 'vitest';
import type { ForwardTemplate } from '../../contracts/pendencyForward';
import { addTask, emptySteps, forwardBody, newTasks, planOf, removeTask, withCreatedTasks } from './forwardPlan';

const template: ForwardTemplate = {
  _id: 'p1',
  name: 'Process',
  steps: [
    { _id: 's1', name: 'Evaluate', bpmnActivityId: 'A1', tasks: ['t1', 't2'] },
    { _id: 's2', bpmnActivityId: 'A2', tasks: [] },
  ],
};

describe('the forward plan', () => {
  it('starts from the template: each step with its tasks, named by its model activity when it has no name', () => {
    const plan = planOf(template);
    expect(plan.map((step) => [step.stepId, step.name, step.tasks.length])).toEqual([
      ['s1', 'Evaluate', 2],
      ['s2', 'A2', 0],
    ]);
    expect(emptySteps(plan)).toEqual(['s2']);
  });

  it('adds a task once and removes it, so a step can be emptied and filled again', () => {
    let plan = planOf(template);
    plan = addTask(plan, 's2', { kind: 'saved', id: 't1' });
    plan = addTask(plan, 's2', { kind: 'saved', id: 't1' });
    expect(plan[1]?.tasks).toEqual([{ kind: 'saved', id: 't1' }]);
    plan = removeTask(plan, 's1', { kind: 'saved', id: 't1' });
    plan = removeTask(plan, 's1', { kind: 'saved', id: 't2' });
    expect(emptySteps(plan)).toEqual(['s1']);
  });

  it('sends only saved tasks: new ones are created first and take their ids', () => {
    let plan = addTask(planOf(template), 's2', { kind: 'new', key: 'n1', description: 'Check the seal' });
    plan = addTask(plan, 's1', { kind: 'new', key: 'n1', description: 'Check the seal' });
    expect(newTasks(plan)).toEqual([{ key: 'n1', description: 'Check the seal' }]);
    plan = withCreatedTasks(plan, new Map([['n1', 't9']]));
    expect(newTasks(plan)).toEqual([]);
    expect(forwardBody('p1', plan)).toEqual({
      digitalProcessId: 'p1',
      steps: [
        { stepId: 's1', tasks: ['t1', 't2', 't9'] },
        { stepId: 's2', tasks: ['t9'] },
      ],
    });
  });
});
