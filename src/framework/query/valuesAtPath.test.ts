import { describe, expect, it } from 'vitest';
import { valuesAtPath } from './valuesAtPath';

describe('valuesAtPath', () => {
  it('reads a plain field', () => {
    expect(valuesAtPath({ ownerId: 'o1' }, 'ownerId')).toEqual([{ path: 'ownerId', value: 'o1' }]);
  });
  it('walks arrays marked with []', () => {
    expect(valuesAtPath({ tasks: [{ taskId: 'a' }, { other: 1 }, { taskId: 'b' }] }, 'tasks[].taskId')).toEqual([
      { path: 'tasks.0.taskId', value: 'a' },
      { path: 'tasks.2.taskId', value: 'b' },
    ]);
  });
  it('yields the items of an array at the end of the path', () => {
    expect(valuesAtPath({ tagIds: ['x', 'y'] }, 'tagIds')).toEqual([
      { path: 'tagIds.0', value: 'x' },
      { path: 'tagIds.1', value: 'y' },
    ]);
  });
  it('yields nothing for missing values or wrong shapes', () => {
    expect(valuesAtPath({}, 'a.b')).toEqual([]);
    expect(valuesAtPath({ tasks: 'no' }, 'tasks[].taskId')).toEqual([]);
  });
});
