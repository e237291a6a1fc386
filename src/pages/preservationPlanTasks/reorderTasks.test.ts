import { describe, expect, it } from 'vitest';
import { reorderTasks } from './reorderTasks';

const tasks = [
  { id: 'a', order: 1 },
  { id: 'b', order: 2 },
  { id: 'c', order: 3 },
];

describe('reorderTasks', () => {
  it('moving a task up swaps it with the one above: two writes', () => {
    expect(reorderTasks(tasks, 2, -1)).toEqual([
      { id: 'c', order: 2 },
      { id: 'b', order: 3 },
    ]);
  });

  it('moving a task down swaps it with the one below', () => {
    expect(reorderTasks(tasks, 0, 1)).toEqual([
      { id: 'b', order: 1 },
      { id: 'a', order: 2 },
    ]);
  });

  it('a move past either end writes nothing', () => {
    expect(reorderTasks(tasks, 0, -1)).toEqual([]);
    expect(reorderTasks(tasks, 2, 1)).toEqual([]);
    expect(reorderTasks([], 0, 1)).toEqual([]);
  });

  it('repairs duplicate or sparse orders of stored data while moving', () => {
    const messy = [
      { id: 'a', order: 0 },
      { id: 'b', order: 0 },
      { id: 'c', order: 10 },
    ];
    expect(reorderTasks(messy, 1, -1)).toEqual([
      { id: 'b', order: 1 },
      { id: 'a', order: 2 },
      { id: 'c', order: 3 },
    ]);
  });
});
