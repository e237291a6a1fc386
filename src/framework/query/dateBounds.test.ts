import { describe, expect, it } from 'vitest';
import { instantOf, lowerBound, upperBound } from './dateBounds';

describe('date bounds', () => {
  it('a bare day starts at midnight UTC and ends at its last millisecond', () => {
    expect(lowerBound('2024-05-01')).toBe(Date.parse('2024-05-01T00:00:00.000Z'));
    expect(upperBound('2024-05-01')).toBe(Date.parse('2024-05-01T23:59:59.999Z'));
  });
  it('a full instant is taken as is at both ends', () => {
    expect(lowerBound('2024-05-01T10:00:00.000Z')).toBe(Date.parse('2024-05-01T10:00:00.000Z'));
    expect(upperBound('2024-05-01T10:00:00.000Z')).toBe(Date.parse('2024-05-01T10:00:00.000Z'));
  });
  it('an unreadable bound gives no bound', () => {
    expect(lowerBound('yesterday')).toBeUndefined();
    expect(upperBound('')).toBeUndefined();
  });
  it('reads record values that are ISO text; anything else has no date', () => {
    expect(instantOf('2024-05-01T00:00:00Z')).toBe(Date.parse('2024-05-01T00:00:00Z'));
    expect(instantOf(undefined)).toBeUndefined();
    expect(instantOf('n/a')).toBeUndefined();
  });
});
