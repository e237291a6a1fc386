import { describe, expect, it } from 'vitest';
import { newInstances } from './newInstances';

const template = {
  _id: 't1',
  name: 'Liberação',
  steps: [
    { _id: 's1', name: 'Inspecionar', bpmnActivityId: 'A1', tasks: ['k1'] },
    { _id: 's2', name: 'Liberar', bpmnActivityId: 'A2', tasks: ['k2'] },
  ],
};
const elements = [
  { _id: 'e1', identifier: 'P-101', name: 'Bomba', projectId: 'p1' },
  { _id: 'e2', name: 'Sem tag', projectId: 'p1' },
];
let next = 0;
const input = { template, elements, newId: () => `id${(next += 1)}`, now: new Date('2026-01-10T12:00:00Z') };

describe('newInstances', () => {
  it('makes one not-started instance per element, named after the process and the tag (else the name), in the element project', () => {
    const result = newInstances(input);
    if (!result.ok) throw new Error('refused');
    expect(result.instances.map((instance) => instance.name)).toEqual(['Liberação - P-101', 'Liberação - Sem tag']);
    expect(result.instances[0]).toMatchObject({
      digitalProcessId: 't1',
      elementId: 'e1',
      projectId: 'p1',
      executionStatus: 'NOT_STARTED',
      pendencies: [],
      createdAt: '2026-01-10T12:00:00.000Z',
    });
  });

  it('gives each instance steps of its own, so a change to one never shows in another', () => {
    const result = newInstances(input);
    if (!result.ok) throw new Error('refused');
    const [a, b] = result.instances as { steps: { tasks: string[] }[] }[];
    a?.steps[0]?.tasks.push('k9');
    expect(b?.steps[0]?.tasks).toEqual(['k1']);
  });

  it('refuses when a chosen step is left without tasks, naming it', () => {
    expect(newInstances({ ...input, tasksByStep: { s2: [] } })).toEqual({
      ok: false,
      error: 'DIGITAL_PROCESS_INSTANTIATE.IT_IS_NECESSARY_TO_ADD_TASKS_IN_ALL_STEPS',
      stepsWithoutTasks: ['s2'],
    });
  });
});
