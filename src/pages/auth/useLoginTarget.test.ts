import { describe, expect, it } from 'vitest';
import { loginTargetOf } from './useLoginTarget';

describe('loginTargetOf', () => {
  it('reads the route after /login/, plain or encoded, with its query', () => {
    expect(loginTargetOf('activities/1/show', '')).toBe('/activities/1/show');
    expect(loginTargetOf('%2Factivities%2F1%2Fshow', '?tab=2')).toBe('/activities/1/show?tab=2');
    expect(loginTargetOf('%2Factivities%3Ffilter%3D%7B%7D', '?ignored=1')).toBe('/activities?filter={}');
  });

  it('names no route for an empty or undecodable one', () => {
    expect(loginTargetOf('', '')).toBeUndefined();
    expect(loginTargetOf('%2F', '')).toBeUndefined();
    expect(loginTargetOf('%E0%A4%A', '')).toBeUndefined();
  });

  it('keeps the route inside the app: leading slashes fold into one', () => {
    expect(loginTargetOf('%2F%2Fevil.example', '')).toBe('/evil.example');
  });
});
