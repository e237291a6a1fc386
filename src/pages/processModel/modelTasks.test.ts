import { describe, expect, it } from 'vitest';
import { modelTasks, sameTasks } from './modelTasks';

describe('modelTasks', () => {
  it('keeps tasks and user tasks in order, an unnamed one with an empty name', () => {
    const elements = [
      { id: 'Start', type: 'bpmn:StartEvent', businessObject: { name: 'Início' } },
      { id: 'Check', type: 'bpmn:UserTask', businessObject: { name: ' Inspecionar ' } },
      { id: 'Flow', type: 'bpmn:SequenceFlow', businessObject: {} },
      { id: 'Task_1', type: 'bpmn:Task', businessObject: {} },
      { id: 'Send', type: 'bpmn:SendTask', businessObject: { name: 'Avisar' } },
    ];
    expect(modelTasks(elements)).toEqual([
      { id: 'Check', name: 'Inspecionar' },
      { id: 'Task_1', name: '' },
    ]);
  });
});

describe('sameTasks', () => {
  const tasks = [
    { id: 'Check', name: 'Inspecionar' },
    { id: 'Task_1', name: 'Task_1' },
  ];

  it('holds for the same tasks read again', () => {
    expect(
      sameTasks(
        tasks,
        tasks.map((task) => ({ ...task })),
      ),
    ).toBe(true);
  });

  it('fails for a task added, removed, renamed or moved in the order', () => {
    expect(sameTasks(tasks, [...tasks, { id: 'Task_2', name: 'Task_2' }])).toBe(false);
    expect(sameTasks(tasks, tasks.slice(1))).toBe(false);
    expect(sameTasks(tasks, [tasks[0]!, { id: 'Task_1', name: 'Pintar' }])).toBe(false);
    expect(sameTasks(tasks, [...tasks].reverse())).toBe(false);
  });
});
