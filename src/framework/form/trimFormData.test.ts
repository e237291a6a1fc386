import { describe, expect, it } from 'vitest';
import { trimFormData } from './trimFormData';

describe('trimFormData', () => {
  it('trims texts and drops those of spaces only, so required refuses them', () => {
    expect(trimFormData({ name: '  Pump  ', description: '   \t' })).toEqual({ name: 'Pump' });
  });

  it('drops unselected (null) choices, also inside lists and nested objects', () => {
    expect(trimFormData({ events: [null, 'e1', ''], owner: null, steps: [{ label: ' a ', taskId: null }] })).toEqual({
      events: ['e1'],
      steps: [{ label: 'a' }],
    });
  });

  it('keeps numbers, booleans and zero', () => {
    expect(trimFormData({ count: 0, active: false })).toEqual({ count: 0, active: false });
  });

  it('does not change its argument', () => {
    const data = { name: ' x ' };
    trimFormData(data);
    expect(data.name).toBe(' x ');
  });
});
