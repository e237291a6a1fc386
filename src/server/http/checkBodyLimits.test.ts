import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { checkBodyLimits } from './checkBodyLimits';

function refusal(body: unknown): string {
  try {
    checkBodyLimits(body, { depth: 4, nodes: 50, stringLength: 10 });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.body.error === 'INVALID_BODY') return error.body.message;
    throw error;
  }
  return 'accepted';
}

describe('checkBodyLimits', () => {
  it('accepts an ordinary record', () => {
    expect(refusal({ name: 'Bomba', tags: ['a', 'b'], nested: { n: 1.5 } })).toBe('accepted');
  });
  it('refuses nesting past the depth, however deep, without overflowing the stack', () => {
    expect(refusal({ a: { b: { c: { d: { e: 1 } } } } })).toBe('/a/b/c/d: nested deeper than 4 levels');
    const deep = JSON.parse(`${'['.repeat(10_000)}1${']'.repeat(10_000)}`) as unknown;
    expect(() => checkBodyLimits(deep)).toThrow('nested deeper than 16 levels');
  });
  it('refuses numbers that are not finite, long strings and keys, and too many values', () => {
    expect(refusal(JSON.parse('{"weight":1e309}'))).toBe('/weight: number is not finite');
    expect(refusal({ name: 'x'.repeat(11) })).toBe('/name: text longer than 10 characters');
    expect(refusal({ ['k'.repeat(11)]: 1 })).toBe(': key longer than 10 characters');
    expect(refusal(Array.from({ length: 60 }, () => 0))).toBe('Request body has more than 50 values');
  });
  it('refuses prototype keys at any depth', () => {
    expect(refusal(JSON.parse('{"__proto__":{"isAdmin":true}}'))).toBe('/__proto__: key not allowed');
    expect(refusal({ list: [{ constructor: { prototype: 1 } }] })).toBe('/list/0/constructor: key not allowed');
    expect(refusal({ prototype: 1 })).toBe('/prototype: key not allowed');
  });
});
