import { describe, expect, it } from 'vitest';
import { modelTasks } from './modelTasks';

describe('modelTasks', () => {
  it('keeps tasks and user tasks in order, an unnamed one under its id', () => {
    const elements = [
      { id: 'Start', type: 'bpmn:StartEvent', businessObject: { name: 'Início' } },
      { id: 'Check', type: 'bpmn:UserTask', businessObject: { name: ' Inspecionar ' } },
      { id: 'Flow', type: 'bpmn:SequenceFlow', businessObject: {} },
      { id: 'Task_1', type: 'bpmn:Task', businessObject: {} },
      { id: 'Send', type: 'bpmn:SendTask', businessObject: { name: 'Avisar' } },
    ];
    expect(modelTasks(elements)).toEqual([
      { id: 'Check', name: 'Inspecionar' },
      { id: 'Task_1', name: 'Task_1' },
    ]);
  });
});
